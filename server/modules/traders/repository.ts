/** All SQL of the traders module: transactions and exchange orders. */
import type { Executor } from '../../db/database.ts';
import { newestFirst, pageWithTotal } from '../../core/countRows.ts';
import { whereEquals, whereIn } from '../../core/whereEquals.ts';
import { whereInRange } from '../../core/dateRange.ts';

export interface TransactionFilter {
  statuses?: readonly string[];
  types?: readonly string[];
  userId?: number;
  /** Currency title (USDT, BTC…). */
  currency?: string;
  address?: string;
  /** ISO timestamps, inclusive. */
  dateFrom?: string;
  dateTo?: string;
}

function transactions(db: Executor, f: TransactionFilter) {
  let q = db.selectFrom('trader_transactions as t').innerJoin('currencies as c', 'c.id', 't.currency_id');
  q = whereIn(q, { 't.status': f.statuses, 't.tx_type': f.types });
  q = whereEquals(q, { 't.user_id': f.userId, 'c.title': f.currency, 't.address': f.address });
  return whereInRange(q, 't.date_created', f.dateFrom, f.dateTo);
}

const TRANSACTION_COLUMNS = [
  't.id', 't.user_id', 't.tx_type', 't.status', 't.amount', 't.currency_id', 't.is_held', 't.address', 't.tx_hash', 't.comment', 't.date_created', 'c.title as currency',
] as const;

/** One page, newest first, beside the filter's total. */
export function pageTransactions(db: Executor, f: TransactionFilter, page: { offset: number; limit: number }) {
  return pageWithTotal(transactions(db, f), (q) => newestFirst(q.select(TRANSACTION_COLUMNS), 't.date_created', 't.id', page));
}

export function findTransaction(db: Executor, id: number) {
  return transactions(db, {}).select(TRANSACTION_COLUMNS).where('t.id', '=', id).executeTakeFirst();
}
export type TransactionRow = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

/**
 * Moves a transaction to its next status only if it is still in the status the caller read:
 * of two racing actions exactly one updates the row, the other finds 0 rows.
 */
export interface StatusMove {
  status: string;
  isHeld: boolean;
  comment: string | null;
  at: string;
}

/** A transaction's or an order's conditional status move (see moveTransaction): true when this call made it. */
async function moveStatus(db: Executor, table: 'trader_transactions' | 'exchange_orders', id: number, from: string, to: StatusMove) {
  const result = await db
    .updateTable(table)
    .set({ status: to.status, is_held: to.isHeld ? 1 : 0, comment: to.comment, date_updated: to.at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function moveTransaction(db: Executor, id: number, from: string, to: StatusMove) {
  return moveStatus(db, 'trader_transactions', id, from, to);
}

export interface OrderFilter {
  statuses?: readonly string[];
  userId?: number;
  dateFrom?: string;
  dateTo?: string;
}

function orders(db: Executor, f: OrderFilter) {
  let q = db
    .selectFrom('exchange_orders as o')
    .innerJoin('currencies as fc', 'fc.id', 'o.from_currency_id')
    .innerJoin('currencies as tc', 'tc.id', 'o.to_currency_id');
  q = whereIn(q, { 'o.status': f.statuses });
  q = whereEquals(q, { 'o.user_id': f.userId });
  return whereInRange(q, 'o.date_created', f.dateFrom, f.dateTo);
}

const ORDER_COLUMNS = [
  'o.id', 'o.user_id', 'o.status', 'o.from_currency_id', 'o.to_currency_id', 'o.from_amount', 'o.to_amount', 'o.rate', 'o.is_held', 'o.comment', 'o.date_created',
  'fc.title as from_currency', 'tc.title as to_currency',
] as const;

/** One page, newest first, beside the filter's total. */
export function pageOrders(db: Executor, f: OrderFilter, page: { offset: number; limit: number }) {
  return pageWithTotal(orders(db, f), (q) => newestFirst(q.select(ORDER_COLUMNS), 'o.date_created', 'o.id', page));
}

export function findOrder(db: Executor, id: number) {
  return orders(db, {}).select(ORDER_COLUMNS).where('o.id', '=', id).executeTakeFirst();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export function moveOrder(db: Executor, id: number, from: string, to: StatusMove) {
  return moveStatus(db, 'exchange_orders', id, from, to);
}

// ── Seed and tests: creating rows ────────────────────────────────────────────

export async function insertTransaction(db: Executor, row: {
  user_id: number; tx_type: string; status: string; currency_id: number; amount: string; is_held: number;
  address: string | null; tx_hash: string | null; comment: string | null; date_created: string;
}) {
  const inserted = await db.insertInto('trader_transactions').values({ ...row, date_updated: row.date_created }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertOrder(db: Executor, row: {
  user_id: number; status: string; from_currency_id: number; to_currency_id: number; from_amount: string; to_amount: string; rate: string;
  is_held: number; comment: string | null; date_created: string;
}) {
  const inserted = await db.insertInto('exchange_orders').values({ ...row, date_updated: row.date_created }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
