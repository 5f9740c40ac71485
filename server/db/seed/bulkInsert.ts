import type { Db } from '../database.ts';

export interface BulkTable {
  name: string;
  columns: string[];
  /** PostgreSQL array element types, one per column, for the unnest() loader. */
  pgTypes: string[];
}

/**
 * Fast loader for large demo tables, below Kysely on purpose: one prepared statement inside a
 * transaction on SQLite, and one INSERT … SELECT FROM unnest(arrays) per chunk on PostgreSQL.
 * Values must already be in storage form (0/1 booleans, ISO timestamps, decimal strings).
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
  const columnsArrays = table.columns.map((_, c) => rows.map((r) => r[c]));
  const unnest = table.pgTypes.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  await pool.query(`INSERT INTO ${table.name} (${table.columns.join(', ')}) SELECT * FROM unnest(${unnest})`, columnsArrays);
}

/** After explicit ids were inserted, PostgreSQL's sequence must continue past them. */
export async function resetSequence(db: Db, table: string) {
  if (!db.pool) return;
  await db.pool.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 0) + 1, false)`);
}
