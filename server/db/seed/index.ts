import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedStaff } from './staff.ts';
import { seedUsers } from './users.ts';

export interface SeedOptions {
  users: number;
  seed?: number;
  now?: Date;
}

/** Tables in dependency order (children first), for a reset. */
const TABLES = [
  'admin_logs', 'admin_tokens', 'sign_in_attempts', 'admins', 'user_tag_links', 'user_nfa', 'users', 'user_tags',
  'markets', 'currency_payment_methods', 'payment_methods', 'currencies', 'system_options',
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  return !row;
}

export async function resetData(db: Db) {
  if (db.dialect === 'postgres') {
    await sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`).execute(db.kysely);
    return;
  }
  for (const table of TABLES) await db.kysely.deleteFrom(table).execute();
  await sql`DELETE FROM sqlite_sequence`.execute(db.kysely).catch(() => undefined);
}

/** Fills every table the implemented calls read; deterministic for a given seed and date. */
export async function seedDemoData(db: Db, options: SeedOptions) {
  const started = performance.now();
  const now = options.now ?? new Date();
  await seedStaff(db, now);
  await seedCatalogue(db, now);
  const tagIds = (await db.kysely.selectFrom('user_tags').select('id').orderBy('id').execute()).map((t) => t.id);
  await seedUsers(db, options.users, tagIds, now, options.seed);
  if (db.sqlite) db.sqlite.pragma('optimize');
  else await sql`ANALYZE`.execute(db.kysely);
  return { ms: Math.round(performance.now() - started) };
}
