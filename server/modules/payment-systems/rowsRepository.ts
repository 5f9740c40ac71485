/**
 * The by-id reads and writes the catalogue items of this module share: currencies, payment methods
 * and their fields, transaction methods, crypto currencies and tokens, networks, multiwallet tokens,
 * countries and cities are each found, created, changed and removed one row at a time by id, the same way.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The catalogue tables kept row by row by id. */
export type CatalogueTable =
  | 'currencies'
  | 'payment_methods'
  | 'crypto_currencies'
  | 'crypto_tokens'
  | 'networks'
  | 'multiwallet_tokens'
  | 'transaction_methods'
  | 'payment_method_fields'
  | 'countries'
  | 'cities';

// Kysely cannot resolve a column of a table named by a type parameter; every table above has an
// integer `id`, so the queries are built on the union and their rows typed as the one table's.

export function findRow<T extends CatalogueTable>(db: Executor, table: T, id: number) {
  const q = db.selectFrom(table as CatalogueTable).selectAll().where('id', '=', id);
  return q.executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** Inserts the row and answers its new id. */
export async function insertRow<T extends CatalogueTable>(db: Executor, table: T, values: Insertable<Database[T]>) {
  const inserted = await db.insertInto(table as CatalogueTable).values(values as never).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Sets the given columns; an edit that gives none runs no statement. */
export async function updateRow<T extends CatalogueTable>(db: Executor, table: T, id: number, values: Updateable<Database[T]>) {
  if (Object.keys(values).length) await db.updateTable(table as CatalogueTable).set(values as never).where('id', '=', id).execute();
}

export async function deleteRow(db: Executor, table: CatalogueTable, id: number) {
  await db.deleteFrom(table).where('id', '=', id).execute();
}
