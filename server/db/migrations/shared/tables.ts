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
    /**
     * The table's primary key when it is this one column (no generated id): a key of its own, or one
     * row per row of another table (`ref`), deleted with that row (`owner`).
     */
    primary: {
      int: ['integer', (c) => c.primaryKey()] as ColumnSpec,
      varchar: (length: number): ColumnSpec => [`varchar(${length})`, (c) => c.primaryKey()],
      ref: (table: string): ColumnSpec => ['integer', (c) => c.primaryKey().references(`${table}.id`)],
      owner: (table: string): ColumnSpec => ['integer', (c) => c.primaryKey().references(`${table}.id`).onDelete('cascade')],
    },
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
  const required = vocabulary(dialect, true);
  const constraints = constrained(dialect);
  const keyedTable = (name: string, key: string[], columns: Record<string, ColumnSpec>) =>
    addColumns(db.schema.createTable(name) as Builder, columns).addPrimaryKeyConstraint(`${name}_pk`, key);
  async function indexes(table: string, specs: Record<string, string[]>) {
    for (const [suffix, columns] of Object.entries(specs)) {
      await db.schema.createIndex(`${table}_${suffix}`).on(table).columns(columns).execute();
    }
  }
  // The lists are read in one order and filtered by a column or two: an index per filter, its
  // column(s) then the sort column(s), lets a filtered page read in order and stop at the page size.
  const filterIndexes = (table: string, filters: Record<string, string | string[]>, then: string[] = ['date_created']) =>
    indexes(table, Object.fromEntries(Object.entries(filters).map(([suffix, columns]) => [suffix, [...[columns].flat(), ...then]])));
  return {
    col: {
      ...required,
      ...constraints,
      opt: vocabulary(dialect, false),
      /** When the row was made and last changed, both required, side by side: spread it (`...col.stamps`). */
      stamps: { date_created: required.timestamp, date_updated: required.timestamp },
    },
    /** A table without a generated id; the caller adds keys and executes. */
    table: (name: string, columns: Record<string, ColumnSpec>) => addColumns(db.schema.createTable(name) as Builder, columns),
    /** A table keyed by the columns `key` (its primary key named `<table>_pk`); the caller executes. */
    keyedTable,
    /** A table whose first column is the auto-incrementing integer `id`. */
    idTable: (name: string, columns: Record<string, ColumnSpec>) =>
      addColumns(withId(db.schema.createTable(name), dialect) as Builder, columns),
    /** Plain indexes on one table, each named `<table>_<suffix>`, created in the order given. */
    indexes,
    /**
     * A list's filter indexes: `<table>_<suffix>` on the filter's column(s) followed by the list's sort
     * `then` (date_created unless given: most lists read newest first), created in the order given.
     */
    filterIndexes,
    /**
     * The indexes of a list read newest first (`order by date_created desc, id desc`), the convention
     * of most list screens: `<table>_date` on (date_created, id) for the unfiltered list, then the
     * filters' (see filterIndexes; `then` is date_created, or date_created and id where the tie-break
     * is indexed too).
     */
    listIndexes: async (table: string, filters: Record<string, string | string[]>, then?: string[]) => {
      await indexes(table, { date: ['date_created', 'id'] });
      await filterIndexes(table, filters, then);
    },
    /**
     * A many-to-many link between two tables, given as `{ first_id: 'table', second_id: 'table' }`:
     * keyed by both columns in that order, deleted with either row, and indexed for the lookup from
     * the second side (`<table>_<second column less _id>` on second, first). Executes.
     */
    linkTable: async (name: string, links: Record<string, string>) => {
      const [first, second, ...rest] = Object.keys(links);
      if (!first || !second || rest.length > 0) throw new Error(`linkTable ${name}: two columns, not ${Object.keys(links).length}`);
      const columns = Object.fromEntries(Object.entries(links).map(([column, table]) => [column, constraints.owner(table)]));
      await keyedTable(name, [first, second], columns).execute();
      await indexes(name, { [second.replace(/_id$/, '')]: [second, first] });
    },
  };
}
