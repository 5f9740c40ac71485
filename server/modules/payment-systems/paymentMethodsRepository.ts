import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PaymentMethodFieldsTable, PaymentMethodsTable } from '../../db/schema.ts';

export type PaymentMethodRow = Awaited<ReturnType<typeof findPaymentMethod>> & {};
export type FieldRow = Selectable<PaymentMethodFieldsTable>;

export interface PaymentMethodFilter {
  category?: number;
  status?: number;
  countryId?: number;
}

function filtered(db: Executor, f: PaymentMethodFilter) {
  let q = db.selectFrom('payment_methods as pm');
  // Deleted methods stay for the records that name them; they are listed only when asked for.
  q = f.status !== undefined ? q.where('pm.status', '=', f.status) : q.where('pm.status', '!=', 2);
  if (f.category !== undefined) q = q.where('pm.category', '=', f.category);
  if (f.countryId !== undefined) {
    const countryId = f.countryId;
    q = q.where('pm.id', 'in', (eb) => eb.selectFrom('country_payment_methods').select('payment_method_id').where('country_id', '=', countryId));
  }
  return q;
}

/** A page by sortId ascending (spec 3 §9), with the total. */
export async function listPaymentMethods(db: Executor, f: PaymentMethodFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f).selectAll('pm').orderBy('pm.sort_id').orderBy('pm.id').limit(limit).offset(offset).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findPaymentMethod(db: Executor, id: number) {
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentMethodByName(db: Executor, name: string, exceptId?: number) {
  let q = db.selectFrom('payment_methods').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).where('status', '!=', 2);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** The highest sort order in use (null for none); the service picks the next (sortIdAfter). */
export async function maxSortId(db: Executor) {
  const row = await db.selectFrom('payment_methods').select((eb) => eb.fn.max('sort_id').as('m')).executeTakeFirst();
  return row?.m ?? null;
}

export async function insertPaymentMethod(db: Executor, values: Insertable<PaymentMethodsTable>) {
  return (await db.insertInto('payment_methods').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePaymentMethod(db: Executor, id: number, values: Updateable<PaymentMethodsTable>) {
  await db.updateTable('payment_methods').set(values).where('id', '=', id).execute();
}

export function fieldsOf(db: Executor, methodIds: number[]) {
  if (!methodIds.length) return Promise.resolve([] as FieldRow[]);
  return db.selectFrom('payment_method_fields').selectAll().where('payment_method_id', 'in', methodIds).orderBy('id').execute();
}

export function countryLinksOf(db: Executor, methodIds: number[]) {
  if (!methodIds.length) return Promise.resolve([] as { payment_method_id: number; country_id: number }[]);
  return db
    .selectFrom('country_payment_methods')
    .select(['payment_method_id', 'country_id'])
    .where('payment_method_id', 'in', methodIds)
    .orderBy('country_id')
    .execute();
}

export async function replaceCountryLinks(db: Executor, methodId: number, countryIds: number[]) {
  await db.deleteFrom('country_payment_methods').where('payment_method_id', '=', methodId).execute();
  if (countryIds.length) {
    await db.insertInto('country_payment_methods').values(countryIds.map((country_id) => ({ country_id, payment_method_id: methodId }))).execute();
  }
}

export function findField(db: Executor, id: number) {
  return db.selectFrom('payment_method_fields').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertField(db: Executor, values: Insertable<PaymentMethodFieldsTable>) {
  return (await db.insertInto('payment_method_fields').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateField(db: Executor, id: number, values: Updateable<PaymentMethodFieldsTable>) {
  await db.updateTable('payment_method_fields').set(values).where('id', '=', id).execute();
}

export async function deleteField(db: Executor, id: number) {
  await db.deleteFrom('payment_method_fields').where('id', '=', id).execute();
}
