import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { drainBulkInserts } from './bulkInsert.ts';

/**
 * Secondary indexes of the bulk-loaded tables are dropped before the load and built once after
 * it: building an index from the finished table sorts once, while maintaining it row by row costs
 * a random B-tree insert per row (most of the million-user seed's time otherwise). Primary keys
 * stay. With `unique` (a load that only copies rows, nothing that relies on a unique index such as
 * ON CONFLICT), PostgreSQL's unique indexes and constraints are deferred too: the build checks the
 * rows as the load would have (it fails on a duplicate), and a constraint takes its index back.
 */
export async function withDeferredIndexes<T>(db: Db, tables: readonly string[], load: () => Promise<T>, options: { unique?: boolean } = {}): Promise<T> {
  const deferred = await secondaryIndexes(db, tables, options.unique === true);
  for (const index of deferred) await sql.raw(index.drop).execute(db.kysely);
  try {
    const result = await load();
    await drainBulkInserts(db);
    return result;
  } finally {
    await buildIndexes(db, deferred.map((d) => d.definition), tables);
    for (const index of deferred) if (index.constraint) await sql.raw(index.constraint).execute(db.kysely);
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

/** ANALYZE of the whole database on PostgreSQL, its tables spread over BUILD_CONNECTIONS connections. */
export async function analyzeAll(db: Db) {
  const tables = await db.pool!.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p', 'm') ORDER BY pg_relation_size(oid) DESC`,
  );
  await onConnections(db.pool!, tables.rows.map((t) => `ANALYZE "${t.name}"`));
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

interface DeferredIndex {
  drop: string;
  definition: string;
  /** For a unique constraint's index: the statement giving it back to the constraint once built. */
  constraint?: string;
}

async function secondaryIndexes(db: Db, tables: readonly string[], unique: boolean): Promise<DeferredIndex[]> {
  if (db.dialect === 'sqlite') {
    const rows = await sql<{ name: string; sql: string | null }>`
      SELECT name, sql FROM sqlite_master
      WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${sql.join(tables)}) AND sql NOT LIKE 'CREATE UNIQUE%'`.execute(db.kysely);
    return rows.rows.map((r) => ({ drop: `DROP INDEX ${r.name}`, definition: r.sql! }));
  }
  // PostgreSQL: indexes that back no constraint, and with `unique` those of unique constraints
  // (primary keys keep theirs: the foreign keys hang on them).
  const rows = await sql<{ name: string; table: string; definition: string; contype: string | null }>`
    SELECT i.indexname AS name, i.tablename AS table, i.indexdef AS definition, c.contype
    FROM pg_indexes i
    LEFT JOIN pg_constraint c ON c.conname = i.indexname AND c.connamespace = current_schema()::regnamespace
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(tables)})`.execute(db.kysely);
  return rows.rows.flatMap((r): DeferredIndex[] => {
    const isUnique = r.definition.startsWith('CREATE UNIQUE');
    if (r.contype === null) return !isUnique || unique ? [{ drop: `DROP INDEX "${r.name}"`, definition: r.definition }] : [];
    if (r.contype !== 'u' || !unique) return [];
    return [{
      drop: `ALTER TABLE "${r.table}" DROP CONSTRAINT "${r.name}"`,
      definition: r.definition,
      constraint: `ALTER TABLE "${r.table}" ADD CONSTRAINT "${r.name}" UNIQUE USING INDEX "${r.name}"`,
    }];
  });
}
