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
    /** An integer reference to `<table>.id`. */
    ref: (table: string): ColumnSpec =>
      required ? ['integer', (c) => c.notNull().references(`${table}.id`)] : ['integer', (c) => c.references(`${table}.id`)],
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
    col: { ...vocabulary(dialect, true), opt: vocabulary(dialect, false) },
    /** A table without a generated id; the caller adds keys and executes. */
    table: (name: string, columns: Record<string, ColumnSpec>) => addColumns(db.schema.createTable(name) as Builder, columns),
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
