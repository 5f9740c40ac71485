/** All SQL of traders' requisites and devices. */
import { FINAL_STATUSES } from '../../../src/domain/p2p.ts';
import type { Executor } from '../../db/database.ts';
import { newestFirst, pageWithTotal } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';

export interface RequisiteFilter {
  userId?: number;
  currencyId?: number;
  currency?: string;
  status?: string;
  state?: string;
  /** Name or payment-method name, case-insensitive. */
  search?: string;
}

function requisites(db: Executor, f: RequisiteFilter) {
  let q = db
    .selectFrom('p2p_requisites as r')
    .innerJoin('currencies as c', 'c.id', 'r.currency_id')
    .leftJoin('payment_methods as m', 'm.id', 'r.payment_method_id')
    .leftJoin('admins as a', 'a.id', 'r.status_admin_id');
  q = whereEquals(q, {
    'r.user_id': f.userId,
    'r.currency_id': f.currencyId,
    'c.title': f.currency,
    'r.status': f.status,
    'r.state': f.state,
  });
  if (f.search) {
    const like = `%${f.search.toLowerCase()}%`;
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['r.name']), 'like', like), eb(eb.fn('lower', ['m.name']), 'like', like)]));
  }
  return q;
}

const COLUMNS = [
  'r.id', 'r.user_id', 'r.currency_id', 'r.payment_method_id', 'r.name', 'r.fields', 'r.state', 'r.status', 'r.status_date', 'r.date_created',
  'c.title as currency', 'm.name as payment_method_name', 'a.user_name as status_admin_name',
] as const;

/** One page, newest first, beside the filter's total. */
export function pageRequisites(db: Executor, f: RequisiteFilter, page: { offset: number; limit: number }) {
  return pageWithTotal(requisites(db, f), (q) => newestFirst(q.select(COLUMNS), 'r.date_created', 'r.id', page));
}

export function findRequisite(db: Executor, id: number) {
  return requisites(db, {}).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}
export type RequisiteRow = NonNullable<Awaited<ReturnType<typeof findRequisite>>>;

/** Which of these requisites an open (not final) deal pays to. */
export async function requisitesInUse(db: Executor, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .selectFrom('p2p_trades')
    .select('requisites_id')
    .distinct()
    .where('requisites_id', 'in', ids)
    .where('status', 'not in', [...FINAL_STATUSES])
    .execute();
  return new Set(rows.map((r) => r.requisites_id).filter((id): id is number => typeof id === 'number'));
}

export async function insertRequisite(db: Executor, row: {
  user_id: number; currency_id: number; payment_method_id: number | null; name: string; fields: string; state: string; status: string;
  status_admin_id: number | null; status_date: string | null; date_created: string;
}) {
  const inserted = await db.insertInto('p2p_requisites').values({ ...row, date_updated: row.date_created }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRequisite(db: Executor, id: number, set: {
  name?: string; fields?: string; state?: string; status?: string; status_admin_id?: number | null; status_date?: string | null; date_updated: string;
}) {
  await db.updateTable('p2p_requisites').set(set).where('id', '=', id).execute();
}

/** Marks it deleted only if no open deal uses it, in one statement, so a deal opened meanwhile is seen. */
export async function deleteRequisiteIfUnused(db: Executor, id: number, at: string) {
  const result = await db
    .updateTable('p2p_requisites')
    .set({ state: 'deleted', date_updated: at })
    .where('id', '=', id)
    .where('state', '!=', 'deleted')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('p2p_trades').select('p2p_trades.id').where('p2p_trades.requisites_id', '=', id).where('p2p_trades.status', 'not in', [...FINAL_STATUSES]))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function userExists(db: Executor, id: number) {
  return db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
}
export function currencyExists(db: Executor, id: number) {
  return db.selectFrom('currencies').select('id').where('id', '=', id).executeTakeFirst();
}

/** A payment method with its status (index of PAYMENT_METHOD_STATUSES) and its template's fields (JSON), if any. */
export function paymentMethodWithTemplate(db: Executor, id: number) {
  return db
    .selectFrom('payment_methods as m')
    .leftJoin('p2p_payment_method_templates as t', 't.id', 'm.template_id')
    .select(['m.id', 'm.status', 't.fields as template_fields'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** Whether the payment method accepts the currency (the catalogue's currency–method link). */
export async function methodAcceptsCurrency(db: Executor, paymentMethodId: number, currencyId: number) {
  const row = await db
    .selectFrom('currency_payment_methods')
    .select('currency_id')
    .where('payment_method_id', '=', paymentMethodId)
    .where('currency_id', '=', currencyId)
    .executeTakeFirst();
  return row !== undefined;
}

// ── Devices ─────────────────────────────────────────────────────────────────

export interface DeviceFilter {
  userId?: number;
  status?: string;
  type?: string;
}

function devices(db: Executor, f: DeviceFilter) {
  return whereEquals(db.selectFrom('devices'), { user_id: f.userId, status: f.status, device_type: f.type });
}

/** One page, newest first, beside the filter's total. */
export function pageDevices(db: Executor, f: DeviceFilter, page: { offset: number; limit: number }) {
  return pageWithTotal(devices(db, f), (q) => newestFirst(q.selectAll(), 'date_created', 'id', page));
}

export function findDevice(db: Executor, id: number) {
  return db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateDevice(db: Executor, id: number, set: { name?: string | null; status?: string }) {
  await db.updateTable('devices').set(set).where('id', '=', id).execute();
}

export async function insertDevice(db: Executor, row: { user_id: number; name: string | null; device_type: string; status: string; date_created: string; last_activity_date: string | null }) {
  const inserted = await db.insertInto('devices').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
