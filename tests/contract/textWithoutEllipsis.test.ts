import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { textWithoutEllipsis } from '../../scripts/vite/blueprintPatches.ts';

const textDir = path.resolve(import.meta.dirname, '../../node_modules/@blueprintjs/core/lib/esm/components/text');
const moduleFile = path.join(textDir, 'text.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = textWithoutEllipsis().transform as unknown as Transform;

describe("the build's Blueprint Text without state it never shows (scripts/vite/blueprintPatches.ts)", () => {
  it('skips the measuring state without ellipsize and draws the same markup as Blueprint', async () => {
    const code = transform(fs.readFileSync(moduleFile, 'utf8'), moduleFile)!.code;
    expect(code).toMatch(/if \(!ellipsize\) \{ setIsContentOverflowing\(undefined\); return; \}\s+if \(contentMeasuringRef\.current\?\.textContent != null\)/);
    // the transformed module beside the original, so its relative imports resolve
    const patchedFile = path.join(textDir, `text.patched-${process.pid}.js`);
    fs.writeFileSync(patchedFile, code);
    try {
      const original = (await import(moduleFile)) as { Text: ComponentType<Record<string, unknown>> };
      const patched = (await import(patchedFile)) as { Text: ComponentType<Record<string, unknown>> };
      for (const props of [{ tagName: 'span', className: 'bp6-button-text' }, { ellipsize: true }, { title: 'Full text' }]) {
        expect(renderToStaticMarkup(createElement(patched.Text, props, 'Create user'))).toBe(renderToStaticMarkup(createElement(original.Text, props, 'Create user')));
      }
    } finally {
      fs.rmSync(patchedFile, { force: true });
    }
  });

  it('fails the build when Blueprint changes the module', () => {
    expect(() => transform('export const Text = () => null;', moduleFile)).toThrow(/unexpected shape/);
    expect(transform('export const x = 1;', '/src/other.js')).toBeNull();
  });
});
