import pg from 'pg';
import type { Db } from '../database.ts';

export interface BulkTable {
  name: string;
  columns: string[];
  /** PostgreSQL array element types, one per column, for the unnest() loader. */
  pgTypes: string[];
}

/** PostgreSQL's type of the seed's timestamps. */
export const TS = 'timestamptz';

/** A table's loader description from `[column, PostgreSQL type]` pairs. */
export const bulkTable = (name: string, spec: [string, string][]): BulkTable => ({ name, columns: spec.map(([c]) => c), pgTypes: spec.map(([, t]) => t) });

/**
 * Fast loader for large demo tables, below Kysely on purpose: one prepared statement inside a
 * transaction on SQLite, and one COPY … FROM STDIN per chunk on PostgreSQL (its bulk-load path,
 * several times faster than row inserts; `pgTypes` name the columns' types for callers that need them).
 * Values must already be in storage form (0/1 booleans, ISO timestamps, decimal strings).
 *
 * On PostgreSQL each chunk commits without waiting for its WAL flush (a seed that dies is re-run,
 * not recovered), and, when the role may, with the foreign-key triggers off for the chunk
 * (`session_replication_role = replica`, as pg_restore's --disable-triggers): the generated rows
 * reference only rows the seed wrote before them, which the SQLite seed, with its foreign keys on,
 * checks in the tests. Tables with triggers of their own (counts) keep every trigger.
 *
 * On PostgreSQL the chunk is turned into COPY's text at once, and the call returns as soon as the
 * table's previous chunk is in and this one is on its way: the caller generates its next chunk while
 * the server writes this one, and different tables load side by side (one COPY in flight per table,
 * in call order, up to COPY_STREAMS; one in all when the foreign keys are checked). `drainBulkInserts`
 * waits for them all; resetSequence, the deferred index builds and each seed step call it, and so
 * must any code that reads or references a bulk-loaded table before then.
 */
export async function bulkInsert(db: Db, table: BulkTable, rows: unknown[][]) {
  if (rows.length === 0) return;
  if (db.sqlite) {
    const placeholders = table.columns.map(() => '?').join(', ');
    const statement = db.sqlite.prepare(`INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES (${placeholders})`);
    db.sqlite.transaction(() => {
      for (const row of rows) statement.run(row);
    })();
    return;
  }
  const pool = db.pool!;
  const chunks = copyText(rows);
  const loads = streamsOf(pool);
  // Without the foreign-key triggers off, a row must wait for the rows it references: one stream.
  const stream = (await loaderFacts(pool)).superuser ? table.name : '';
  await loads.running.get(stream);
  // Other tables' streams keep going; at most COPY_STREAMS are in flight (each holds a connection).
  while (loads.running.size >= COPY_STREAMS && !loads.running.has(stream)) await Promise.race(loads.running.values());
  if (loads.failed) throw loads.failed;
  const copy: Promise<void> = copyChunk(pool, table, chunks).then(
    () => undefined,
    (error: unknown) => {
      loads.failed ??= error;
    },
  ).finally(() => {
    if (loads.running.get(stream) === copy) loads.running.delete(stream);
  });
  loads.running.set(stream, copy);
}

/** Waits for every COPY bulkInsert started on this database (see bulkInsert); throws the first one's error. */
export async function drainBulkInserts(db: Db) {
  if (!db.pool) return;
  const loads = inFlight.get(db.pool);
  if (!loads) return;
  inFlight.delete(db.pool);
  await Promise.all(loads.running.values());
  if (loads.failed) throw loads.failed;
}

interface Streams {
  /** The COPY in flight per table, each table's chunks in call order (never rejects). */
  running: Map<string, Promise<void>>;
  /** The first COPY's error, reported by the next bulkInsert or drainBulkInserts. */
  failed?: unknown;
}
const inFlight = new WeakMap<pg.Pool, Streams>();

function streamsOf(pool: pg.Pool): Streams {
  let streams = inFlight.get(pool);
  if (!streams) inFlight.set(pool, (streams = { running: new Map() }));
  return streams;
}

/** COPY streams at once, one per table: the users step's tables load side by side. */
const COPY_STREAMS = 3;

async function copyChunk(pool: pg.Pool, table: BulkTable, chunks: Buffer[]) {
  const loader = await loaderFacts(pool);
  await inPgTransaction(pool, 'BEGIN', async (client) => {
    await client.query('SET LOCAL synchronous_commit = off');
    if (loader.superuser && !loader.triggered.has(table.name)) await client.query('SET LOCAL session_replication_role = replica');
    await copyIn(client, `COPY ${table.name} (${table.columns.join(', ')}) FROM STDIN`, chunks);
  });
}

/** Empties tables the seed rewrites whole: TRUNCATE on PostgreSQL (a DELETE leaves every row dead behind the new ones), DELETE on SQLite. */
export async function emptyTables(db: Db, tables: string[]) {
  await drainBulkInserts(db);
  if (db.pool) await db.pool.query(`TRUNCATE ${tables.join(', ')}`);
  else for (const table of tables) db.sqlite!.prepare(`DELETE FROM ${table}`).run();
}

/**
 * Runs `work` on one pooled connection inside a transaction opened by `begin` (`BEGIN …`): committed
 * when it ends, rolled back when it throws, the connection given back either way.
 */
export async function inPgTransaction(pool: pg.Pool, begin: string, work: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query(begin);
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** One value in COPY's text format: \N for null, backslash escapes for the separators. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  // bytea in hex form, its backslash escaped for COPY
  if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  const text = typeof value === 'boolean' ? (value ? 't' : 'f') : value instanceof Date ? value.toISOString() : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : text;
}

interface CopyConnection {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** Rows in COPY's text format, about 1 MB per CopyData message. */
function copyText(rows: unknown[][]): Buffer[] {
  const chunks: Buffer[] = [];
  let chunk = '';
  for (const row of rows) {
    chunk += row.map(copyValue).join('\t') + '\n';
    if (chunk.length >= 1 << 20) {
      chunks.push(Buffer.from(chunk, 'utf8'));
      chunk = '';
    }
  }
  if (chunk) chunks.push(Buffer.from(chunk, 'utf8'));
  return chunks;
}

/**
 * COPY … FROM STDIN through pg's own connection (no extra package): a query that answers the
 * server's CopyInResponse with the rows already in text format.
 */
class CopyFromRows extends pg.Query {
  // Not `rows`: pg's Query reads that field as a portal's row limit (and then prepares the statement).
  constructor(
    text: string,
    private readonly chunks: Buffer[],
  ) {
    super(text);
  }
  handleCopyInResponse(connection: CopyConnection) {
    for (const chunk of this.chunks) connection.sendCopyFromChunk(chunk);
    connection.endCopyFrom();
  }
}

function copyIn(client: pg.PoolClient, text: string, chunks: Buffer[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const query = new CopyFromRows(text, chunks);
    query.once('end', () => resolve());
    query.once('error', reject);
    client.query(query);
  });
}

interface LoaderFacts {
  superuser: boolean;
  /** Tables with enabled triggers of their own (not the foreign keys' internal ones). */
  triggered: Set<string>;
}
const facts = new WeakMap<pg.Pool, Promise<LoaderFacts>>();

function loaderFacts(pool: pg.Pool): Promise<LoaderFacts> {
  let known = facts.get(pool);
  if (!known) {
    known = (async () => {
      const role = await pool.query<{ super: boolean }>('SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user');
      const triggers = await pool.query<{ name: string }>(
        `SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace`,
      );
      return { superuser: role.rows[0]?.super === true, triggered: new Set(triggers.rows.map((r) => r.name)) };
    })();
    facts.set(pool, known);
  }
  return known;
}

/** After explicit ids were inserted, PostgreSQL's sequence must continue past them. */
export async function resetSequence(db: Db, table: string) {
  if (!db.pool) return;
  await drainBulkInserts(db);
  await db.pool.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 0) + 1, false)`);
}
