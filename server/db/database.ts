import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The raw better-sqlite3 handle (SQLite only), used by the seed's bulk loader. */
  sqlite?: SQLite.Database;
  /** The raw pg pool (PostgreSQL only), used by the seed's bulk loader. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export type Executor = Kysely<Database> | Transaction<Database>;

/** True on PostgreSQL (row locks with FOR UPDATE), false on SQLite (one writer at a time). */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// PostgreSQL answers int8 (count(*)) and timestamptz as strings/Dates; the API wants numbers and ISO strings.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());

/** SQLite tuning, from the server's configuration (SQLITE_CACHE_MB, SQLITE_MMAP_MB). */
export interface SqliteOptions {
  cacheMb?: number;
  mmapMb?: number;
}

/** `sqlite:<path>` (or a bare path), `sqlite::memory:`, or `postgres://…`. */
export function openDatabase(url: string, options: SqliteOptions = {}): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A pooled connection the database ends (a restart, a dropped database, an administrator's
    // pg_terminate_backend) is an 'error' event on the pool; unheard, it ends the process. The pool
    // has already discarded that connection and opens a new one for the next query, and a query that
    // was running on it rejects on its own: nothing more to do here.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', pool, close: () => kysely.destroy() };
  }
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return wrapSqlite(new SQLite(file), file, options);
}

/**
 * An in-memory SQLite database initialised from a serialized image (`sqlite.serialize()`): the test
 * harness copies one migrated and seeded template instead of migrating and seeding per test file.
 */
export function openSqliteImage(image: Buffer): Db {
  return wrapSqlite(new SQLite(image), ':memory:', {});
}

function wrapSqlite(sqlite: SQLite.Database, file: string, options: SqliteOptions): Db {
  // WAL lets readers proceed during a write; NORMAL sync is safe with WAL and much faster. WAL
  // also lets several server processes (WORKERS) share the file: readers never block, and a
  // writer waits up to busy_timeout for another process's write transaction instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A 32 MB page cache: the users list at a million users looks rows up by id at random, which
  // the default 2 MB cache turns into reads. No memory map by default: every mapped page the
  // process touches counts in its resident memory (a 1M-user file took it past 500 MB), while
  // the OS page cache keeps the file warm outside the process just as well.
  // SQLITE_CACHE_MB and SQLITE_MMAP_MB tune both for a dedicated host.
  if (file !== ':memory:') {
    sqlite.pragma(`mmap_size = ${(options.mmapMb ?? 0) * 1024 * 1024}`);
    sqlite.pragma(`cache_size = -${(options.cacheMb ?? 32) * 1024}`);
  }
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}

/**
 * A second, read-only connection to the same SQLite file with a small page cache of its own (null
 * for an in-memory database, which has no file to share). A long scan (a report) runs on it, so it
 * neither fills the server's 32 MB cache with pages no request needs (it held about 34 MB of a
 * million-row report's memory) nor pushes out the pages the lists use; WAL lets it read beside
 * the main connection.
 */
export function openSqliteReader(db: Db, cacheMb = 2): SQLite.Database | null {
  if (!db.sqlite || db.sqlite.memory) return null;
  const reader = new SQLite(db.sqlite.name, { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  reader.pragma('mmap_size = 0');
  reader.pragma(`cache_size = -${cacheMb * 1024}`);
  return reader;
}

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small indexed query
 * (tens of microseconds). The same SQL text reuses its prepared statement (the most recent 500),
 * unless that statement is still being iterated (a streamed query), which gets a fresh one.
 * Transactions begin immediate (see prepare).
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      // Every transaction here writes. A deferred `begin` takes the write lock at the first write,
      // and when another process (WORKERS > 1) wrote in between, SQLite answers SQLITE_BUSY at once
      // without waiting (busy_timeout cannot help a read lock that must become a write lock).
      // `begin immediate` takes the write lock up front, so writers queue on busy_timeout instead.
      const source = sql === 'begin' ? 'begin immediate' : sql;
      const cached = cache.get(source);
      if (cached && !cached.busy) {
        cache.delete(source);
        cache.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      if (!cached) {
        cache.set(source, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}
