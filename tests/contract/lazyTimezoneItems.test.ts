import fs from 'node:fs';
import path from 'node:path';
import { lazyTimezoneItems } from '../../scripts/vite/lazyTimezoneItems.ts';

const common = path.resolve(import.meta.dirname, '../../node_modules/@blueprintjs/datetime/lib/esm/common');
const moduleFile = path.join(common, 'timezoneItems.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = lazyTimezoneItems().transform as unknown as Transform;

interface TimezoneItemsModule {
  TIMEZONE_ITEMS: { ianaCode: string; label: string; offset: string }[];
  MINIMAL_TIMEZONE_ITEMS: { ianaCode: string; label: string; offset: string }[];
  UTC_TIME: { ianaCode: string };
}

describe("the build's lazy time-zone lists (scripts/vite/lazyTimezoneItems.ts)", () => {
  it('gives the date inputs the same lists as Blueprint, worked out on first use', async () => {
    const lazyCode = transform(fs.readFileSync(moduleFile, 'utf8'), moduleFile)!.code;
    expect(lazyCode).not.toContain('export const TIMEZONE_ITEMS = timezonesWithoutOffset.map');
    // the transformed module beside the original, so its relative imports resolve
    const lazyFile = path.join(common, `timezoneItems.lazy-${process.pid}.js`);
    fs.writeFileSync(lazyFile, lazyCode);
    try {
      const eager = (await import(moduleFile)) as TimezoneItemsModule;
      const lazy = (await import(lazyFile)) as TimezoneItemsModule;
      expect(lazy.TIMEZONE_ITEMS.length).toBe(eager.TIMEZONE_ITEMS.length);
      expect([...lazy.TIMEZONE_ITEMS]).toEqual(eager.TIMEZONE_ITEMS);
      expect(lazy.MINIMAL_TIMEZONE_ITEMS.map((item) => item.ianaCode)).toEqual(eager.MINIMAL_TIMEZONE_ITEMS.map((item) => item.ianaCode));
      expect(lazy.TIMEZONE_ITEMS.find((item) => item.ianaCode === 'Asia/Tokyo')?.offset).toBe('+09:00');
      expect(lazy.UTC_TIME.ianaCode).toBe('Etc/UTC');
    } finally {
      fs.rmSync(lazyFile, { force: true });
    }
  });

  it('fails the build when Blueprint changes the module, rather than shipping the eager lists', () => {
    expect(() => transform('export const TIMEZONE_ITEMS = [];', moduleFile)).toThrow(/unexpected shape/);
    expect(transform('export const x = 1;', '/src/other.js')).toBeNull();
  });
});
