import { sql } from 'kysely';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { bulkInsert, drainBulkInserts, inPgTransaction } from './seed/bulkInsert.ts';
import { dataTables, isDatabaseEmpty } from './seed/index.ts';
import { dropUserTriggers, rebuildUserSearch } from './userSearch.ts';
import { ORDER_COUNT } from './migrations/0091_orders_count.ts';
import { trialBalance } from '../modules/ledger/trialBalanceRepository.ts';

const BATCH = 20_000;

export interface CopyReport {
  tables: { table: string; source: number; target: number }[];
  /** Currencies whose ledger does not sum to zero or whose balances do not match it, per side. */
  unbalanced: { source: number[]; target: number[] };
  ms: number;
}

/**
 * Copies every data table of `source` into `target` (SQLite ↔ PostgreSQL, either way), which is
 * migrated to the same version first and must hold no data. The source is read in one transaction,
 * so a running installation is copied as of one moment. Rows go in batches (COPY on PostgreSQL,
 * one prepared insert per batch on SQLite), parents before children; the user search index, the
 * counts and the id sequences are rebuilt on the target after the load. Reports the row counts of
 * both sides and the trial balance of both.
 */
export async function copyDatabase(source: Db, target: Db, log: (line: string) => void = () => undefined): Promise<CopyReport> {
  const started = performance.now();
  await migrateToLatest(target);
  if (!(await isDatabaseEmpty(target))) throw new Error('the target database already holds data; copy into an empty one');
  const targetTables = new Set(await dataTables(target));
  const tables = await parentsFirst(target, (await dataTables(source)).filter((t) => targetTables.has(t)));
  // The migrations write a few rows of their own (defaults); the copy replaces them.
  await dropUserTriggers(target.kysely, target.dialect);
  if (target.sqlite) target.sqlite.pragma('foreign_keys = OFF');
  const report: CopyReport['tables'] = [];
  try {
    for (const table of [...tables].reverse()) await sql`DELETE FROM ${sql.table(table)}`.execute(target.kysely);
    await readInOneTransaction(source, async (read) => {
      for (const table of tables) {
        const columns = await commonColumns(source, target, table);
        let copied = 0;
        for await (const rows of read(table, columns)) {
          await bulkInsert(target, { name: table, columns: columns.map(quote), pgTypes: [] }, target.sqlite ? rows.map(toSqlite) : rows);
          copied += rows.length;
        }
        await drainBulkInserts(target);
        const [sourceCount, targetCount] = [copied, await countRows(target, table)];
        report.push({ table, source: sourceCount, target: targetCount });
        log(`${table}: ${sourceCount} → ${targetCount}`);
      }
    });
  } finally {
    if (target.sqlite) target.sqlite.pragma('foreign_keys = ON');
    await rebuildUserSearch(target.kysely, target.dialect);
  }
  await sql`UPDATE table_counts SET n = (SELECT count(*) FROM orders) WHERE name = ${ORDER_COUNT}`.execute(target.kysely);
  if (target.pool) await resetSequences(target);
  if (target.sqlite) target.sqlite.pragma('optimize');
  else await sql`ANALYZE`.execute(target.kysely);
  const unbalanced = async (db: Db) => (await trialBalance(db.kysely)).filter((r) => !r.balanced).map((r) => r.currencyId);
  return { tables: report, unbalanced: { source: await unbalanced(source), target: await unbalanced(target) }, ms: Math.round(performance.now() - started) };
}

const quote = (column: string) => `"${column}"`;

/** better-sqlite3 binds no booleans (PostgreSQL's booleans become 0/1, as the SQLite schema stores them). */
const toSqlite = (row: unknown[]) => row.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));

async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db.kysely);
  return Number(rows[0]!.n);
}

/** The columns a copy writes: PostgreSQL's generated ones (users.search_text) compute themselves. */
async function columnsOf(db: Db, table: string): Promise<string[]> {
  if (db.dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`.execute(db.kysely);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db.kysely);
  return rows.map((r) => r.name);
}

async function commonColumns(source: Db, target: Db, table: string): Promise<string[]> {
  const wanted = new Set(await columnsOf(target, table));
  return (await columnsOf(source, table)).filter((c) => wanted.has(c));
}

/** The tables ordered so that every table comes after the tables its foreign keys name. */
async function parentsFirst(db: Db, tables: string[]): Promise<string[]> {
  const edges: { child: string; parent: string }[] =
    db.dialect === 'postgres'
      ? (
          await sql<{ child: string; parent: string }>`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
            FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`.execute(db.kysely)
        ).rows
      : (
          await Promise.all(
            tables.map(async (child) => (await sql<{ parent: string }>`SELECT "table" AS parent FROM pragma_foreign_key_list(${child})`.execute(db.kysely)).rows.map((r) => ({ child, parent: r.parent }))),
          )
        ).flat();
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (seen.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table)!) visit(parent, path);
    path.delete(table);
    seen.add(table);
    out.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return out;
}

type Reader = (table: string, columns: string[]) => AsyncGenerator<unknown[][]>;

/** Batches of rows of each table, all read inside one transaction of the source (one snapshot). */
async function readInOneTransaction(source: Db, body: (read: Reader) => Promise<void>) {
  if (source.sqlite) {
    const sqlite = source.sqlite;
    sqlite.prepare('BEGIN').run();
    try {
      await body(async function* (table, columns) {
        const statement = sqlite.prepare(`SELECT ${columns.map(quote).join(', ')} FROM "${table}"`).raw(true);
        let batch: unknown[][] = [];
        for (const row of statement.iterate() as IterableIterator<unknown[]>) {
          batch.push(row);
          if (batch.length >= BATCH) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      });
    } finally {
      sqlite.prepare('COMMIT').run();
    }
    return;
  }
  await inPgTransaction(source.pool!, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
    await body(async function* (table, columns) {
      // Text as PostgreSQL prints it, except bytea (a Buffer) and the types the pool parses (int8, timestamptz).
      await client.query(`DECLARE copy_rows NO SCROLL CURSOR FOR SELECT ${columns.map(quote).join(', ')} FROM "${table}"`);
      try {
        for (;;) {
          const { rows } = await client.query({ text: `FETCH ${BATCH} FROM copy_rows`, rowMode: 'array' });
          if (rows.length === 0) break;
          yield rows as unknown[][];
        }
      } finally {
        await client.query('CLOSE copy_rows');
      }
    });
  });
}

/** After rows with explicit ids, each serial column's sequence continues past its largest value. */
async function resetSequences(db: Db) {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    SELECT c.table_name AS "table", c.column_name AS "column", pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS "sequence"
    FROM information_schema.columns c
    WHERE c.table_schema = current_schema() AND pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) IS NOT NULL`.execute(db.kysely);
  for (const r of rows) {
    await sql.raw(`SELECT setval('${r.sequence}', COALESCE((SELECT MAX("${r.column}") FROM "${r.table}"), 0) + 1, false)`).execute(db.kysely);
  }
}
