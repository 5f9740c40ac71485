import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../config.ts';

/**
 * The console's English captions, for the report files (issue 25 item 13). A report has no language of
 * its own (it is ordered once and may be read by anyone), so its coded columns are written in English
 * words from the console's en texts, the source of every translation, with the code kept in the column
 * after (`Status`, `Status code`), so a spreadsheet can still filter by the code.
 */
const loaded = new Map<string, Record<string, unknown>>();

function namespace(ns: string): Record<string, unknown> {
  let texts = loaded.get(ns);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', 'en', `${ns}.json`), 'utf8')) as Record<string, unknown>;
    loaded.set(ns, texts);
  }
  return texts;
}

/** The en text of a console key (`transactions.status.new`), or undefined when there is none. */
export function enCaption(key: string): string | undefined {
  const [ns, ...parts] = key.split('.');
  const value = parts.reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], namespace(ns!));
  return typeof value === 'string' ? value : undefined;
}

/**
 * A format that writes a code as its caption: `keyOf` names the key of a value (or the prefix the code
 * completes); an unknown code is written as it is.
 */
export function captionOf(keyOf: string | ((value: unknown) => string | undefined)) {
  const cache = new Map<unknown, string | number | null>();
  return (value: unknown): string | number | null => {
    if (value === null || value === undefined) return null;
    let text = cache.get(value);
    if (text === undefined) {
      const key = typeof keyOf === 'string' ? `${keyOf}.${String(value)}` : keyOf(value);
      text = (key && enCaption(key)) ?? (typeof value === 'number' ? value : String(value));
      cache.set(value, text);
    }
    return text;
  };
}
