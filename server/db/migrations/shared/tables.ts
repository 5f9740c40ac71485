import type { ColumnDefinitionBuilderCallback, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../../database.ts';
import { columnTypes, withId } from '../../columns.ts';

type DataType = Parameters<CreateTableBuilder<string, never>['addColumn']>[1];
type Builder = CreateTableBuilder<string, string>;

/** A column: its type alone (nullable, no constraint) or its type with Kysely's column builder. */
export type ColumnSpec = DataType | readonly [DataType, ColumnDefinitionBuilderCallback];

/** The usual columns, either required (`not null`) or, under `opt`, nullable. */
function vocabulary(dialect: Dialect, required: boolean) {
  const t = columnTypes(dialect);
  const of = (type: DataType): ColumnSpec => (required ? [type, (c) => c.notNull()] : type);
  return {
    int: of('integer'),
    text: of('text'),
    money: of(t.money),
    timestamp: of(t.timestamp),
    bool: of(t.bool),
    varchar: (length: number) => of(`varchar(${length})`),
    blob: of(dialect === 'postgres' ? 'bytea' : 'blob'),
    /** An integer reference to `<table>.id`. */
    ref: (table: string): ColumnSpec =>
      required ? ['integer', (c) => c.notNull().references(`${table}.id`)] : ['integer', (c) => c.references(`${table}.id`)],
  };
}

/** Required columns with one more rule: a default, uniqueness, or a cascading reference. */
function constrained(dialect: Dialect) {
  const t = columnTypes(dialect);
  const withDefault =
    <V>(type: DataType) =>
    (value: V): ColumnSpec => [type, (c) => c.notNull().defaultTo(value)];
  const unique = (type: DataType): ColumnSpec => [type, (c) => c.notNull().unique()];
  return {
    /** `not null` with a default: `col.default.bool(0)`, `col.default.money('0')`. */
    default: { int: withDefault<number>('integer'), bool: withDefault<0 | 1>(t.bool), money: withDefault<string>(t.money) },
    unique: { int: unique('integer'), varchar: (length: number) => unique(`varchar(${length})`) },
    /** A reference to the row this one belongs to: deleted with it (`on delete cascade`). */
    owner: (table: string): ColumnSpec => ['integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade')],
  };
}

/**
 * What the migrations declare tables with: each table's columns stated once, in order, as a record
 * (name → spec), and its indexes named `<table>_<suffix>`. Every call builds the same DDL that the
 * equivalent chain of `addColumn` / `createIndex` calls builds, so installed schemas do not change.
 */
export function schemaKit(db: Kysely<unknown>, dialect: Dialect) {
  function addColumns(builder: Builder, columns: Record<string, ColumnSpec>): Builder {
    let b = builder;
    for (const [name, spec] of Object.entries(columns)) {
      b = Array.isArray(spec) ? b.addColumn(name, spec[0], spec[1]) : b.addColumn(name, spec as DataType);
    }
    return b;
  }
  return {
    col: { ...vocabulary(dialect, true), ...constrained(dialect), opt: vocabulary(dialect, false) },
    /** A table without a generated id; the caller adds keys and executes. */
    table: (name: string, columns: Record<string, ColumnSpec>) => addColumns(db.schema.createTable(name) as Builder, columns),
    /** A table keyed by the columns `key` (its primary key named `<table>_pk`); the caller executes. */
    keyedTable: (name: string, key: string[], columns: Record<string, ColumnSpec>) =>
      addColumns(db.schema.createTable(name) as Builder, columns).addPrimaryKeyConstraint(`${name}_pk`, key),
    /** A table whose first column is the auto-incrementing integer `id`. */
    idTable: (name: string, columns: Record<string, ColumnSpec>) =>
      addColumns(withId(db.schema.createTable(name), dialect) as Builder, columns),
    /** Plain indexes on one table, each named `<table>_<suffix>`, created in the order given. */
    indexes: async (table: string, specs: Record<string, string[]>) => {
      for (const [suffix, columns] of Object.entries(specs)) {
        await db.schema.createIndex(`${table}_${suffix}`).on(table).columns(columns).execute();
      }
    },
  };
}
