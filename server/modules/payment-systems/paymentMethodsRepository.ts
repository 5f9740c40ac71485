import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PaymentMethodFieldsTable, PaymentMethodsTable } from '../../db/schema.ts';

export type FieldRow = Selectable<PaymentMethodFieldsTable>;

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
