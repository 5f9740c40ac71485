import fs from 'node:fs';
import path from 'node:path';
import { iconNamesAtBuild } from '../../scripts/vite/blueprintPatches.ts';

const iconsDir = path.resolve(import.meta.dirname, '../../node_modules/@blueprintjs/icons/lib/esm');
const moduleFile = path.join(iconsDir, 'iconNames.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = iconNamesAtBuild().transform as unknown as Transform;

interface IconNamesModule {
  IconNames: Record<string, string>;
  IconNamesSet: Set<string>;
}

describe("the build's Blueprint icon names written as a literal (scripts/vite/blueprintPatches.ts)", () => {
  it('builds no names at load and exports the same names, in the same order, as Blueprint', async () => {
    const code = transform(fs.readFileSync(moduleFile, 'utf8'), moduleFile)!.code;
    expect(code).not.toMatch(/for \(const name of/);
    const patchedFile = path.join(iconsDir, `iconNames.patched-${process.pid}.js`);
    fs.writeFileSync(patchedFile, code);
    try {
      const original = (await import(moduleFile)) as IconNamesModule;
      const patched = (await import(patchedFile)) as IconNamesModule;
      expect(Object.entries(patched.IconNames)).toEqual(Object.entries(original.IconNames));
      expect([...patched.IconNamesSet]).toEqual([...original.IconNamesSet]);
      // both spellings an icon is asked for by: the new names and the legacy constants
      expect(patched.IconNames.ChevronDown).toBe('chevron-down');
      expect(patched.IconNames.CHEVRON_DOWN).toBe('chevron-down');
    } finally {
      fs.rmSync(patchedFile, { force: true });
    }
  });

  it('fails the build when Blueprint changes the module', () => {
    expect(() => transform('export const IconNames = {};', moduleFile)).toThrow(/unexpected shape/);
    expect(transform('export const x = 1;', '/src/other.js')).toBeNull();
  });
});
