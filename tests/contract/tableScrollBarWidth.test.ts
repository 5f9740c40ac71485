import fs from 'node:fs';
import path from 'node:path';
import { tableScrollBarWidth } from '../../scripts/vite/blueprintPatches.ts';

const moduleFile = path.resolve(import.meta.dirname, '../../node_modules/@blueprintjs/table/lib/esm/quadrants/tableQuadrantStack.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = tableScrollBarWidth().transform as unknown as Transform;

describe("the build's Table2 without a layout forced in its render (scripts/vite/blueprintPatches.ts)", () => {
  it('measures the scroll bar only with the quadrants synchronisation and draws the indicators with that width', () => {
    const original = fs.readFileSync(moduleFile, 'utf8');
    const code = transform(original, moduleFile)!.code;
    const overlayStart = code.indexOf('renderTableOverlay = () => {');
    const renderOverlay = code.slice(overlayStart, code.indexOf('};', overlayStart));
    expect(renderOverlay).not.toContain('measureScrollBarThickness');
    expect(renderOverlay).toContain('this.syncedScrollBarWidth ?? 0');
    const sync = code.slice(code.indexOf('syncQuadrantViews = () => {'));
    expect(sync).toMatch(/const rightScrollBarWidth = ScrollUtils\.measureScrollBarThickness\(mainScrollContainer, "vertical"\); this\.syncedScrollBarWidth = rightScrollBarWidth;/);
    // nothing else of the module changes
    expect(code.split('\n').length).toBe(original.split('\n').length);
  });

  it('fails the build when Blueprint changes the module, rather than shipping the forced layout', () => {
    expect(() => transform('export class TableQuadrantStack {}', moduleFile)).toThrow(/unexpected shape/);
    expect(transform('export const x = 1;', '/src/other.js')).toBeNull();
  });
});
