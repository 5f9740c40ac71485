import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../src/domain/languages.ts';

const LOCALES_DIR = join(__dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

function read(locale: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')) as Tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// every namespace that has an en file, whoever wrote it (shell, login, widgets, features…)
const namespaces = readdirSync(join(LOCALES_DIR, 'en')).filter((file) => file.endsWith('.json'));
const others = LOCALES.filter((locale) => locale !== 'en');

describe('locale parity', () => {
  it('finds the en namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'shell.json', 'login.json']));
  });

  describe.each(namespaces)('%s', (file) => {
    const en = read('en', file);

    it.each(others)('exists in %s', (locale) => {
      expect(existsSync(join(LOCALES_DIR, locale, file))).toBe(true);
    });

    it.each(others)('%s has every en key, non-empty, with the same placeholders', (locale) => {
      const path = join(LOCALES_DIR, locale, file);
      if (!existsSync(path)) throw new Error(`${locale}/${file} is missing`);
      const translated = read(locale, file);
      const missing = [...en.keys()].filter((key) => !translated.has(key));
      expect(missing, `${locale}/${file} lacks keys`).toEqual([]);
      const empty = [...translated].filter(([, text]) => !text.trim()).map(([key]) => key);
      expect(empty, `${locale}/${file} has empty texts`).toEqual([]);
      const mismatched = [...en]
        .filter(([key, text]) => translated.has(key) && placeholders(text).join() !== placeholders(translated.get(key)!).join())
        .map(([key]) => key);
      expect(mismatched, `${locale}/${file} changes {{placeholders}}`).toEqual([]);
    });
  });
});
