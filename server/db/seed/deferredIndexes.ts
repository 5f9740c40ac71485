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
 * Builds the indexes. On PostgreSQL over BUILD_CONNECTIONS connections at once, the largest tables'
 * first (a build is one backend's work: with one connection the million-user seed's twenty-odd builds
 * ran one after another, the trigram GIN ones longest), each with a larger `maintenance_work_mem`
 * (the server's default, 64 MB, makes a million-row B-tree sort spill to disk in runs), reset before
 * the connection goes back to the pool; then ANALYZE the loaded tables, spread the same way, so the
 * planner knows their size (see seedDemoData for the whole database's ANALYZE before the row-by-row steps).
 */
async function buildIndexes(db: Db, definitions: string[], tables: readonly string[]) {
  if (!db.pool) {
    for (const definition of definitions) await sql.raw(definition).execute(db.kysely);
    return;
  }
  const pool = db.pool;
  const sizes = new Map((await pool.query<{ name: string; size: string }>(
    `SELECT relname AS name, pg_relation_size(oid) AS size FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname = ANY($1)`,
    [[...new Set(tables)]],
  )).rows.map((r) => [r.name, Number(r.size)]));
  const sizeOf = (statement: string) => sizes.get(/ ON (?:\w+\.)?"?(\w+)"?/.exec(statement)?.[1] ?? '') ?? 0;
  const largestFirst = (statements: string[]) => statements.map((s) => [s, sizeOf(s)] as const).sort((a, b) => b[1] - a[1]).map(([s]) => s);
  await onConnections(pool, largestFirst(definitions));
  await onConnections(pool, largestFirst([...new Set(tables)].map((t) => `ANALYZE "${t}"`)));
}

/** Runs the statements over up to BUILD_CONNECTIONS pooled connections, each taking the next one in order when free. */
async function onConnections(pool: NonNullable<Db['pool']>, statements: string[]) {
  let next = 0;
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query(`SET maintenance_work_mem = '${SEED_MAINTENANCE_WORK_MEM}'`);
      while (next < statements.length) await client.query(statements[next++]!);
    } finally {
      await client.query('RESET maintenance_work_mem').catch(() => undefined);
      client.release();
    }
  };
  await Promise.all(Array.from({ length: Math.min(BUILD_CONNECTIONS, statements.length) }, worker));
}

/** Index builds at once: the machine's cores are few, and each build also waits on the disk. */
const BUILD_CONNECTIONS = 3;

/** Memory for one index build during the seed (a session setting, not the server's). */
export const SEED_MAINTENANCE_WORK_MEM = '512MB';

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
