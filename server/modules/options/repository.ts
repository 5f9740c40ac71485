import type { Executor } from '../../db/database.ts';

/** A stored option document (`system_options.value` is JSON), or null when never saved. */
export async function readOption<T>(db: Executor, key: string): Promise<Partial<T> | null> {
  const row = await db.selectFrom('system_options').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Partial<T>) : null;
}
