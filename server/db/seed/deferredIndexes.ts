import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { drainBulkInserts } from './bulkInsert.ts';

/**
 * Secondary indexes of the bulk-loaded tables are dropped before the load and built once after
 * it: building an index from the finished table sorts once, while maintaining it row by row costs
 * a random B-tree insert per row (most of the million-user seed's time otherwise). Primary keys
 * and unique constraints stay, so the load still checks them.
 */
export async function withDeferredIndexes<T>(db: Db, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const definitions = await secondaryIndexes(db, tables);
  for (const index of definitions) await sql.raw(`DROP INDEX ${index.name}`).execute(db.kysely);
  try {
    const result = await load();
    await drainBulkInserts(db);
    return result;
  } finally {
    await buildIndexes(db, definitions.map((d) => d.definition), tables);
  }
}

/**
 * Builds the indexes. On PostgreSQL on one connection with a larger `maintenance_work_mem` (the
 * server's default, 64 MB, makes a million-row B-tree sort spill to disk in runs), reset before the
 * connection goes back to the pool; then ANALYZE the loaded tables, so the planner knows their size
 * (see seedDemoData for the whole database's ANALYZE before the row-by-row steps).
 */
async function buildIndexes(db: Db, definitions: string[], tables: readonly string[]) {
  if (!db.pool) {
    for (const definition of definitions) await sql.raw(definition).execute(db.kysely);
    return;
  }
  const client = await db.pool.connect();
  try {
    await client.query(`SET maintenance_work_mem = '${SEED_MAINTENANCE_WORK_MEM}'`);
    for (const definition of definitions) await client.query(definition);
    await client.query(`ANALYZE ${[...new Set(tables)].map((t) => `"${t}"`).join(', ')}`);
  } finally {
    await client.query('RESET maintenance_work_mem').catch(() => undefined);
    client.release();
  }
}

/** Memory for one index build during the seed (a session setting, not the server's). */
export const SEED_MAINTENANCE_WORK_MEM = '256MB';

async function secondaryIndexes(db: Db, tables: readonly string[]): Promise<{ name: string; definition: string }[]> {
  if (db.dialect === 'sqlite') {
    const rows = await sql<{ name: string; sql: string | null }>`
      SELECT name, sql FROM sqlite_master
      WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${sql.join(tables)}) AND sql NOT LIKE 'CREATE UNIQUE%'`.execute(db.kysely);
    return rows.rows.map((r) => ({ name: r.name, definition: r.sql! }));
  }
  // PostgreSQL: indexes that back no constraint (primary keys and unique constraints own theirs).
  const rows = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(tables)})
      AND i.indexdef NOT LIKE 'CREATE UNIQUE%'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db.kysely);
  return rows.rows;
}
