import { HotkeysProvider } from '@blueprintjs/core';
import fs from 'node:fs';
import path from 'node:path';
import { act, createElement, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { tableCellsInOnePass } from '../../scripts/vite/blueprintPatches.ts';

const tableDir = path.resolve(import.meta.dirname, '../../node_modules/@blueprintjs/table/lib/esm');

type Transform = (code: string, id: string) => { code: string } | null;
const [tablePatch, bodyCellsPatch] = tableCellsInOnePass().map((plugin) => plugin.transform as unknown as Transform);

/** Imports the library's module `file` as the build patches it (a copy beside it, so its own imports resolve), and as it is. */
async function bothVersions<T>(file: string, transform: Transform): Promise<{ original: T; patched: T }> {
  const moduleFile = path.join(tableDir, file);
  const patchedFile = moduleFile.replace(/\.js$/, `.patched-${process.pid}.js`);
  fs.writeFileSync(patchedFile, transform(fs.readFileSync(moduleFile, 'utf8'), moduleFile)!.code);
  try {
    return { original: (await import(moduleFile)) as T, patched: (await import(patchedFile)) as T };
  } finally {
    fs.rmSync(patchedFile, { force: true });
  }
}

/** Renders `first`, then `next`, and returns what `count` says after each. */
async function renderTwice(first: ReactElement, next: ReactElement, count: () => number) {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(first));
  const mounted = count();
  await act(async () => root.render(next));
  const updated = count() - mounted;
  await act(async () => root.unmount());
  return { mounted, updated };
}

describe("the build's Table2 that draws new rows in one pass (scripts/vite/blueprintPatches.ts)", () => {
  it('an unbatched table body draws each cell once when its props change, where Blueprint drew them twice', async () => {
    const { Grid } = (await import(path.join(tableDir, 'common/grid.js'))) as { Grid: new (rows: number[], columns: number[]) => unknown };
    const { Rect } = (await import(path.join(tableDir, 'common/rect.js'))) as { Rect: new (l: number, t: number, w: number, h: number) => unknown };
    const { RenderMode } = (await import(path.join(tableDir, 'common/renderMode.js'))) as { RenderMode: { NONE: string; BATCH: string } };
    const { Cell } = (await import(path.join(tableDir, 'cell/cell.js'))) as { Cell: ComponentType<Record<string, unknown>> };
    type Module = { TableBodyCells: ComponentType<Record<string, unknown>> };
    const { original, patched } = await bothVersions<Module>('tableBodyCells.js', bodyCellsPatch!);
    const grid = new Grid([20, 20, 20], [50, 50]);
    const drawn = async ({ TableBodyCells }: Module, renderMode: string) => {
      let calls = 0;
      const cellRenderer = (version: string) => () => (calls++, createElement(Cell, null, version));
      const props = (version: string) => ({
        cellRenderer: cellRenderer(version), grid, renderMode, loading: false, viewportRect: new Rect(0, 0, 100, 60),
        rowIndexStart: 0, rowIndexEnd: 2, columnIndexStart: 0, columnIndexEnd: 1,
      });
      return renderTwice(createElement(TableBodyCells, props('a')), createElement(TableBodyCells, props('b')), () => calls);
    };
    // 3 rows × 2 columns
    expect(await drawn(original, RenderMode.NONE)).toEqual({ mounted: 6, updated: 12 });
    expect(await drawn(patched, RenderMode.NONE)).toEqual({ mounted: 6, updated: 6 });
  });

  it('draws the headers once when the cells’ dependencies change, where Blueprint drew the table twice', async () => {
    const column = (await import(path.join(tableDir, 'column.js'))) as { Column: ComponentType<Record<string, unknown>> };
    const cell = (await import(path.join(tableDir, 'cell/cell.js'))) as { Cell: ComponentType<Record<string, unknown>> };
    type Module = { Table2: ComponentType<Record<string, unknown>> };
    const { original, patched } = await bothVersions<Module>('table.js', tablePatch!);
    const drawn = async ({ Table2 }: Module) => {
      let headers = 0;
      const table = (rows: readonly string[]) =>
        createElement(HotkeysProvider, null, createElement(
          Table2,
          { numRows: rows.length, columnWidths: [80, 80], cellRendererDependencies: [rows] },
          ['a', 'b'].map((key) =>
            createElement(column.Column, {
              key,
              id: key,
              name: key,
              nameRenderer: (name: string) => (headers++, createElement('span', null, name)),
              cellRenderer: (row: number) => createElement(cell.Cell, null, `${key}${rows[row]}`),
            }),
          ),
        ));
      return renderTwice(table(['1', '2']), table(['3', '4']), () => headers);
    };
    const before = await drawn(original);
    const after = await drawn(patched);
    expect(after.mounted).toBe(before.mounted);
    expect(after.updated).toBeGreaterThan(0);
    expect(after.updated * 2).toBe(before.updated);
  });

  it('fails the build when Blueprint changes the modules', () => {
    expect(() => tablePatch!('export class Table2 {}', path.join(tableDir, 'table.js'))).toThrow(/unexpected shape/);
    expect(() => bodyCellsPatch!('export class TableBodyCells {}', path.join(tableDir, 'tableBodyCells.js'))).toThrow(/unexpected shape/);
    expect(tablePatch!('export const x = 1;', '/src/other.js')).toBeNull();
  });
});
