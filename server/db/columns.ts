import { sql, type ColumnDataType, type CreateTableBuilder, type Expression } from 'kysely';
import type { Dialect } from './database.ts';

/** Column types that differ between the two dialects; see schema.ts for the conventions. */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    money: (pg ? 'numeric' : 'text') as ColumnDataType,
    bool: (pg ? 'smallint' : 'integer') as ColumnDataType,
  };
}

/** An auto-incrementing integer primary key on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const falseDefault: Expression<unknown> = sql`0`;
