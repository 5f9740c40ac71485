import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PaymentMethodFieldsTable } from '../../db/schema.ts';

export type FieldRow = Selectable<PaymentMethodFieldsTable>;

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

