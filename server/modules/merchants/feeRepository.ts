/** All SQL of merchant fees, providers and merchant currencies. */
import type { Executor } from '../../db/database.ts';
import type { MerchantFeesTable } from '../../db/schema.ts';
import { countRows } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';

export const GENERAL_FEE = 0;

export interface FeeKey {
  serviceMerchantId: number;
  currencyId: number;
  method: string;
  provider: string;
}

export type FeePartColumns = Pick<MerchantFeesTable,
  'deposit_absolute' | 'deposit_percent' | 'deposit_min' | 'deposit_max' | 'withdrawal_absolute' | 'withdrawal_percent' | 'withdrawal_min' | 'withdrawal_max'>;

export function listFees(db: Executor, f: { serviceMerchantId?: number }, page: { offset: number; limit: number }) {
  const q = whereEquals(db.selectFrom('merchant_fees as f').innerJoin('currencies as c', 'c.id', 'f.currency_id'), { 'f.service_merchant_id': f.serviceMerchantId });
  return q.selectAll('f').select('c.title as currency').orderBy('f.service_merchant_id').orderBy('c.sort_id').orderBy('f.provider').orderBy('f.method').offset(page.offset).limit(page.limit).execute();
}

export async function countFees(db: Executor, f: { serviceMerchantId?: number }) {
  return countRows(whereEquals(db.selectFrom('merchant_fees'), { service_merchant_id: f.serviceMerchantId }));
}

export function findFee(db: Executor, key: FeeKey) {
  return db
    .selectFrom('merchant_fees')
    .selectAll()
    .where('service_merchant_id', '=', key.serviceMerchantId)
    .where('currency_id', '=', key.currencyId)
    .where('method', '=', key.method)
    .where('provider', '=', key.provider)
    .executeTakeFirst();
}

/** Inserts or updates the fee of one key in one statement (two admins saving at once keep one row). */
export async function upsertFee(db: Executor, key: FeeKey, parts: Partial<FeePartColumns>, adminId: number, at: string) {
  const empty: FeePartColumns = {
    deposit_absolute: null, deposit_percent: null, deposit_min: null, deposit_max: null,
    withdrawal_absolute: null, withdrawal_percent: null, withdrawal_min: null, withdrawal_max: null,
  };
  await db
    .insertInto('merchant_fees')
    .values({ service_merchant_id: key.serviceMerchantId, currency_id: key.currencyId, method: key.method, provider: key.provider, ...empty, ...parts, updated_by: adminId, date_updated: at })
    .onConflict((oc) => oc.columns(['service_merchant_id', 'currency_id', 'method', 'provider']).doUpdateSet({ ...parts, updated_by: adminId, date_updated: at }))
    .execute();
}

export async function setFeeParts(db: Executor, id: number, parts: Partial<FeePartColumns>, adminId: number, at: string) {
  await db.updateTable('merchant_fees').set({ ...parts, updated_by: adminId, date_updated: at }).where('id', '=', id).execute();
}

export async function deleteFee(db: Executor, id: number) {
  await db.deleteFrom('merchant_fees').where('id', '=', id).execute();
}

export function providers(db: Executor) {
  return db.selectFrom('merchant_providers').select(['id', 'name']).orderBy('name').execute();
}

export function providerByName(db: Executor, name: string) {
  return db.selectFrom('merchant_providers').select('id').where('name', '=', name).executeTakeFirst();
}

export function currencies(db: Executor) {
  return db.selectFrom('currencies').select(['id', 'title', 'name']).where('is_in_use', '=', 1).orderBy('sort_id').execute();
}

export function currencyById(db: Executor, id: number) {
  return db.selectFrom('currencies').select(['id', 'title']).where('id', '=', id).where('is_in_use', '=', 1).executeTakeFirst();
}

export function currencyByTitle(db: Executor, title: string) {
  return db.selectFrom('currencies').select(['id', 'title']).where('title', '=', title).executeTakeFirst();
}

export async function insertProviders(db: Executor, names: string[]) {
  if (names.length) await db.insertInto('merchant_providers').values(names.map((name) => ({ name }))).execute();
}
