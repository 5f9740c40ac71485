import type { Executor } from '../db/database.ts';

// The one store of `system_options` (key → JSON document). Every module that keeps platform
// options reads and writes them here; no repository queries the table itself.

/**
 * Every option document the platform keeps, by key. Listed in one place so that two modules can
 * not share a key by accident, and a key can not be misspelt between the read and the write.
 */
export const OPTION_KEYS = [
  'technicalWork',
  'transactionsSettings',
  'tradingOptions',
  'exchangeOptions',
  'chatOptions',
  'referralOptions',
  'emailOptions',
  'verificationOptions',
  'uploadOptions',
] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

/**
 * A stored option document as saved, or null when never saved (or when what is stored is not a
 * JSON object). Fields may be missing: documents saved by an older version lack newer fields.
 */
export async function readOption<T extends object>(db: Executor, key: OptionKey): Promise<Partial<T> | null> {
  const row = await db.selectFrom('system_options').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return null;
  const stored: unknown = JSON.parse(row.value);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Partial<T>) : null;
}

/** A stored document over its defaults, keeping only the fields the defaults name. */
export async function readOptionOver<T extends object>(db: Executor, key: OptionKey, defaults: T): Promise<T> {
  return pickDeclared(defaults, (await readOption<T>(db, key)) ?? {});
}

/** Saves an option document (insert or replace). */
export async function writeOption<T extends object>(db: Executor, key: OptionKey, value: T): Promise<void> {
  const text = JSON.stringify(value);
  await db.insertInto('system_options').values({ key, value: text }).onConflict((oc) => oc.column('key').doUpdateSet({ value: text })).execute();
}

/** `defaults` with each of its fields taken from `source` where `source` has it; other fields of `source` are dropped. */
export function pickDeclared<T extends object>(defaults: T, source: object): T {
  const out = { ...defaults };
  for (const field of Object.keys(defaults)) {
    if (Object.prototype.hasOwnProperty.call(source, field)) Reflect.set(out, field, Reflect.get(source, field));
  }
  return out;
}
