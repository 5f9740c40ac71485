import type { Executor } from '../db/database.ts';
import {
  PAYMENT_CATEGORIES,
  PAYMENT_METHOD_STATUSES,
  PAYMENT_METHOD_TYPES,
  type PaymentCategory,
  type PaymentMethodStatus,
  type PaymentMethodType,
} from '../../src/domain/catalogues.ts';
import { nextSortId } from './sortOrder.ts';

/**
 * The `payment_methods` rows are one catalogue with two editors: payment systems (spec 3, all methods, by country)
 * and the P2P catalogue (spec 2, the methods enabled for P2P, by currency). Both list, find and name-check them
 * through these queries, so the two screens cannot disagree on what a method is or which ones are deleted.
 */

/** A stored enum index of a contract value (the lists in src/domain/catalogues.ts are the column's order). */
export const indexOf = <T extends string>(list: readonly T[], value: T) => list.indexOf(value);
/** The contract value of a stored index; an index past the list reads as its last value. */
export const at = <T extends string>(list: readonly T[], index: number): T => list[index] ?? list[list.length - 1]!;

export interface PaymentMethodFilter {
  category?: number;
  status?: number;
  countryId?: number;
  currencyId?: number;
  /** only the methods enabled for P2P */
  p2p?: boolean;
}

/** The category and status filters of a list request, as stored indexes. */
export function methodFilter(category: PaymentCategory | undefined, status: PaymentMethodStatus | undefined): PaymentMethodFilter {
  return {
    ...(category !== undefined ? { category: indexOf(PAYMENT_CATEGORIES, category) } : {}),
    ...(status !== undefined ? { status: indexOf(PAYMENT_METHOD_STATUSES, status) } : {}),
  };
}

function filtered(db: Executor, f: PaymentMethodFilter) {
  let q = db.selectFrom('payment_methods as pm');
  if (f.p2p) q = q.where('pm.is_enabled_for_p2p', '=', 1);
  // Deleted methods stay for the records that name them; they are listed only when asked for.
  q = f.status !== undefined ? q.where('pm.status', '=', f.status) : q.where('pm.status', '!=', 2);
  if (f.category !== undefined) q = q.where('pm.category', '=', f.category);
  if (f.countryId !== undefined) {
    const countryId = f.countryId;
    q = q.where('pm.id', 'in', (eb) => eb.selectFrom('country_payment_methods').select('payment_method_id').where('country_id', '=', countryId));
  }
  if (f.currencyId !== undefined) {
    const currencyId = f.currencyId;
    q = q.where('pm.id', 'in', (eb) => eb.selectFrom('currency_payment_methods').select('payment_method_id').where('currency_id', '=', currencyId));
  }
  return q;
}

/** A page by sortId ascending (spec 2 §9, spec 3 §9), with the total. */
export async function listPaymentMethodRows(db: Executor, f: PaymentMethodFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f).selectAll('pm').orderBy('pm.sort_id').orderBy('pm.id').limit(limit).offset(offset).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findPaymentMethodRow(db: Executor, id: number) {
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export type PaymentMethodRow = Awaited<ReturnType<typeof findPaymentMethodRow>> & {};

/** Whether another method not deleted has this name, compared case-blind. */
export async function paymentMethodNameTaken(db: Executor, name: string, exceptId?: number) {
  let q = db.selectFrom('payment_methods').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).where('status', '!=', 2);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The fields both editors give a method, as their contracts name them. */
interface MethodFields {
  category?: PaymentCategory;
  methodType?: PaymentMethodType;
  status?: PaymentMethodStatus;
  sortId?: number;
}

/** A new method's columns: online and enabled unless the body says otherwise, ordered after the last one. */
export async function newMethodColumns(db: Executor, body: MethodFields & { category: PaymentCategory }) {
  return {
    category: indexOf(PAYMENT_CATEGORIES, body.category),
    method_type: indexOf(PAYMENT_METHOD_TYPES, body.methodType ?? 'online'),
    status: indexOf(PAYMENT_METHOD_STATUSES, body.status ?? 'enabled'),
    sort_id: body.sortId ?? (await nextSortId(db, 'payment_methods')),
  };
}

/** The columns an edit changes: only the fields its body names. */
export function changedMethodColumns(body: MethodFields) {
  return {
    ...(body.category !== undefined ? { category: indexOf(PAYMENT_CATEGORIES, body.category) } : {}),
    ...(body.methodType !== undefined ? { method_type: indexOf(PAYMENT_METHOD_TYPES, body.methodType) } : {}),
    ...(body.status !== undefined ? { status: indexOf(PAYMENT_METHOD_STATUSES, body.status) } : {}),
    ...(body.sortId !== undefined ? { sort_id: body.sortId } : {}),
  };
}
