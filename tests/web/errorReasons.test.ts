// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { LOCALES } from '../../src/domain/languages.ts';
import { ERROR_REASONS } from '../../src/domain/errorReasons.ts';

/**
 * The console words a server error by its `reason` alone (src/components/errorText.ts), so every
 * reason the server may give has a sentence in every language, and every server error names one.
 * The helpers invalid / impossible / notFound / refused take the reason as a required argument
 * (tsc refuses a site without one); a business error built with `new ApiError` is checked here.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Texts errorText has besides the reasons: a call that never reached the server. */
const CONSOLE_ONLY = ['serverUnreachable'];

const reasonsOf = (locale: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'errors.json'), 'utf8')) as { reasons: Record<string, string> }).reasons;

describe('error reasons in words', () => {
  it.each(LOCALES)('every reason has a sentence in %s, and every sentence is a reason', (locale) => {
    const texts = reasonsOf(locale);
    expect(ERROR_REASONS.filter((reason) => !texts[reason]?.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => !(ERROR_REASONS as readonly string[]).includes(key) && !CONSOLE_ONLY.includes(key))).toEqual([]);
  });

  it('says no sentence in English outside en, the same placeholders as en', () => {
    const en = reasonsOf('en');
    const holes = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const texts = reasonsOf(locale);
      // a sentence identical to en is an untranslated copy (file types and the like are allowed through)
      const copies = Object.keys(en).filter((key) => texts[key] === en[key] && /[a-z]{4,} [a-z]{4,}/.test(en[key]!));
      expect(copies, locale).toEqual([]);
      for (const key of Object.keys(en)) expect(holes(texts[key] ?? ''), `${locale} ${key}`).toEqual(holes(en[key]!));
    }
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('server errors name their reason', () => {
  it('gives every business ApiError built in server/modules and server/core a reason', () => {
    const BUSINESS = /ErrorCode\.(ValidationFailed|NotAllowed|Impossible|NotFound)$/;
    const missing: string[] = [];
    for (const file of [...sources(join(ROOT, 'server/modules')), ...sources(join(ROOT, 'server/core'))]) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isNewExpression(node) && node.expression.getText(source) === 'ApiError') {
          const args = node.arguments ?? [];
          if (BUSINESS.test(args[0]?.getText(source) ?? '') && args.length < 5) {
            missing.push(`${file.slice(ROOT.length)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
          }
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
    expect(missing).toEqual([]);
  });
});
