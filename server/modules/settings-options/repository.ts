import type { Executor } from '../../db/database.ts';

/** The stored JSON of one option document, or null when never saved. */
export async function readOptionText(db: Executor, key: string): Promise<string | null> {
  const row = await db.selectFrom('system_options').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** Saves an option document (insert or replace). */
export async function writeOptionText(db: Executor, key: string, value: string) {
  await db.insertInto('system_options').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}
