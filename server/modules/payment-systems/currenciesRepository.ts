import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { CurrenciesTable } from '../../db/schema.ts';

export function findCurrencyRow(db: Executor, id: number) {
  return db.selectFrom('currencies').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCurrencyByTitle(db: Executor, title: string, exceptId?: number) {
  let q = db.selectFrom('currencies').select('id').where((eb) => eb(eb.fn('upper', ['title']), '=', title.toUpperCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** The highest sort order in use (null for none); the service picks the next (sortIdAfter). */
export async function maxSortId(db: Executor) {
  const row = await db.selectFrom('currencies').select((eb) => eb.fn.max('sort_id').as('m')).executeTakeFirst();
  return row?.m ?? null;
}

export async function insertCurrency(db: Executor, values: Insertable<CurrenciesTable>) {
  return (await db.insertInto('currencies').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCurrency(db: Executor, id: number, values: Updateable<CurrenciesTable>) {
  if (Object.keys(values).length) await db.updateTable('currencies').set(values).where('id', '=', id).execute();
}

export async function existingPaymentMethodIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Set<number>();
  return new Set((await db.selectFrom('payment_methods').select('id').where('id', 'in', ids).where('status', '!=', 2).execute()).map((r) => r.id));
}

export async function replacePaymentMethods(db: Executor, currencyId: number, methodIds: number[]) {
  await db.deleteFrom('currency_payment_methods').where('currency_id', '=', currencyId).execute();
  if (methodIds.length) {
    await db.insertInto('currency_payment_methods').values(methodIds.map((payment_method_id) => ({ currency_id: currencyId, payment_method_id }))).execute();
  }
}
