import type { Executor } from '../../db/database.ts';
import type { P2pTradesTable } from '../../db/schema.ts';
import { pageWithTotal } from '../../core/countRows.ts';
import { whereEquals, whereIn } from '../../core/whereEquals.ts';
import { whereInRange } from '../../core/dateRange.ts';

/** Filters of the trade lists; every one maps to an indexed column of p2p_trades. */
export interface TradeFilter {
  id?: number;
  statuses?: readonly number[];
  /** Seller or buyer. */
  userId?: number;
  offerId?: number;
  /** Only trades with this arbitrator. */
  arbitratorId?: number;
  /** true: an arbitrator is on the trade (or was, for resolved ones); false: none. */
  arbitratorJoined?: boolean;
  /** Exclude this arbitrator's trades. */
  excludeArbitratorId?: number;
  inDisputeStatuses?: { in: boolean; statuses: readonly number[] };
  cryptoCurrencyId?: number;
  fiatCurrencyId?: number;
  /** ISO timestamps, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  /** Offer types (traders-module flow type). */
  offerType?: 'Sell' | 'Buy';
}

export type TradeSort = { field: 'dateCreated' | 'arbitratorCallDate' | 'id'; desc: boolean };
const SORT_COLUMNS = { dateCreated: 't.date_created', arbitratorCallDate: 't.arbitrator_call_date', id: 't.id' } as const;

function filtered(db: Executor, f: TradeFilter) {
  let q = whereIn(db.selectFrom('p2p_trades as t'), { 't.status': f.statuses });
  if (f.userId !== undefined) {
    const userId = f.userId;
    q = q.where((eb) => eb.or([eb('t.seller_id', '=', userId), eb('t.buyer_id', '=', userId)]));
  }
  if (f.arbitratorJoined === true) q = q.where('t.arbitrator_id', 'is not', null);
  if (f.arbitratorJoined === false) q = q.where('t.arbitrator_id', 'is', null);
  if (f.excludeArbitratorId !== undefined) {
    const me = f.excludeArbitratorId;
    q = q.where((eb) => eb.or([eb('t.arbitrator_id', 'is', null), eb('t.arbitrator_id', '!=', me)]));
  }
  if (f.inDisputeStatuses) q = q.where('t.status', f.inDisputeStatuses.in ? 'in' : 'not in', [...f.inDisputeStatuses.statuses]);
  q = whereEquals(q, {
    't.id': f.id,
    't.offer_id': f.offerId,
    't.arbitrator_id': f.arbitratorId,
    't.crypto_currency_id': f.cryptoCurrencyId,
    't.fiat_currency_id': f.fiatCurrencyId,
    't.offer_type': f.offerType,
  });
  return whereInRange(q, 't.date_created', f.dateFrom, f.dateTo);
}

type TradePage = { offset: number; limit: number; sort?: TradeSort };

/** One page of the filter's trades (see tradesOfPage) beside the filter's total. */
export function pageTrades(db: Executor, f: TradeFilter, page: TradePage) {
  return pageWithTotal(filtered(db, f), (q) => tradesOfPage(db, q, page));
}

/**
 * One page of trades with the names and titles the lists show. The page is chosen from p2p_trades
 * alone (its sort index), then the names are looked up by id: one statement joining six tables cost
 * PostgreSQL more to plan (about 4 ms, 40 ms under load) than to run, the largest part of the deals
 * list's time there (issue 26).
 */
async function tradesOfPage(db: Executor, query: ReturnType<typeof filtered>, page: TradePage) {
  const sort = page.sort ?? { field: 'dateCreated', desc: true };
  const direction = sort.desc ? 'desc' : 'asc';
  const trades = await query
    .selectAll('t')
    .orderBy(SORT_COLUMNS[sort.field], direction)
    .orderBy('t.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (!trades.length) return [];
  const unique = <T>(values: T[]) => [...new Set(values)];
  const userIds = unique(trades.flatMap((t) => [t.seller_id, t.buyer_id]));
  const currencyIds = unique(trades.flatMap((t) => [t.crypto_currency_id, t.fiat_currency_id]));
  const arbitratorIds = unique(trades.map((t) => t.arbitrator_id).filter((id): id is number => id !== null));
  const [users, currencies, admins, chats] = await Promise.all([
    db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', userIds).execute(),
    db.selectFrom('currencies').select(['id', 'title', 'decimals']).where('id', 'in', currencyIds).execute(),
    arbitratorIds.length ? db.selectFrom('admins').select(['id', 'user_name']).where('id', 'in', arbitratorIds).execute() : [],
    db.selectFrom('group_chats').select(['id', 'trade_id']).where('trade_id', 'in', trades.map((t) => t.id)).execute(),
  ]);
  const userName = new Map(users.map((u) => [u.id, u.user_name]));
  const currency = new Map(currencies.map((c) => [c.id, c]));
  const adminName = new Map(admins.map((a) => [a.id, a.user_name]));
  const chatOf = new Map(chats.map((c) => [c.trade_id, c.id]));
  // Inner joins before: a trade whose party or currency is gone was not listed.
  return trades
    .filter((t) => userName.has(t.seller_id) && userName.has(t.buyer_id) && currency.has(t.crypto_currency_id) && currency.has(t.fiat_currency_id))
    .map((t) => ({
      ...t,
      seller_user_name: userName.get(t.seller_id)!,
      buyer_user_name: userName.get(t.buyer_id)!,
      crypto_title: currency.get(t.crypto_currency_id)!.title,
      crypto_decimals: currency.get(t.crypto_currency_id)!.decimals,
      fiat_title: currency.get(t.fiat_currency_id)!.title,
      arbitrator_user_name: t.arbitrator_id === null ? null : (adminName.get(t.arbitrator_id) ?? null),
      chat_id: chatOf.get(t.id) ?? null,
    }));
}
export type TradeRow = Awaited<ReturnType<typeof tradesOfPage>>[number];

export function findTrade(db: Executor, id: number) {
  return db.selectFrom('p2p_trades').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTrades(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('p2p_trades').selectAll().where('id', 'in', ids).execute();
}

/**
 * Moves a trade on, conditionally: only while it still has the status (and arbitrator) it was
 * read with. Answers whether this request won; a racing request that changed it first wins instead.
 */
export async function updateTradeIf(
  db: Executor,
  id: number,
  expected: { status: number; arbitratorId: number | null },
  changes: Partial<Omit<P2pTradesTable, 'id'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('p2p_trades')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .$if(expected.arbitratorId === null, (q) => q.where('arbitrator_id', 'is', null))
    .$if(expected.arbitratorId !== null, (q) => q.where('arbitrator_id', '=', expected.arbitratorId!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addStatusHistory(db: Executor, row: { trade_id: number; status: number; admin_id: number | null; comment: string | null; date_created: string }) {
  await db.insertInto('p2p_trade_status_history').values(row).execute();
}

export async function statusHistoryOf(db: Executor, tradeIds: number[]) {
  if (!tradeIds.length) return [];
  return db
    .selectFrom('p2p_trade_status_history')
    .select(['trade_id', 'status', 'admin_id', 'comment', 'date_created'])
    .where('trade_id', 'in', tradeIds)
    .orderBy('trade_id')
    .orderBy('id')
    .execute();
}

export function findAdmin(db: Executor, id: number) {
  return db.selectFrom('admins').select(['id', 'user_name', 'admin_status', 'is_blocked']).where('id', '=', id).executeTakeFirst();
}

export function chatOfTrade(db: Executor, tradeId: number) {
  return db.selectFrom('group_chats').select('id').where('trade_id', '=', tradeId).executeTakeFirst();
}

/** Deal counts per status in a period, with how many of them went to arbitration. */
export function statusCounts(db: Executor, f: TradeFilter) {
  return filtered(db, f)
    .select(['t.status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('t.arbitrator_call_date').as('called')])
    .groupBy('t.status')
    .execute();
}

/** Amounts of the deals in some statuses, by crypto title (summed by the caller in Decimal: SQLite has no exact SUM over text). */
export function amountsByCrypto(db: Executor, f: TradeFilter) {
  return filtered(db, f).innerJoin('currencies as cc', 'cc.id', 't.crypto_currency_id').select(['t.amount', 'cc.title as crypto_title']).execute();
}

/** Every trade of one user, for their P2P profile. */
export function tradesOfUser(db: Executor, userId: number) {
  return filtered(db, { userId })
    .innerJoin('currencies as cc', 'cc.id', 't.crypto_currency_id')
    .select([
      't.id', 't.seller_id', 't.buyer_id', 't.status', 't.amount', 't.arbitration_result', 't.date_created', 't.date_closed', 'cc.title as crypto_title',
    ])
    .execute();
}

/** A user's id and name, or undefined. */
export function findUserName(db: Executor, userId: number) {
  return db.selectFrom('users').select(['id', 'user_name']).where('id', '=', userId).executeTakeFirst();
}

/** Counts of the live feedback a user received, by influence. */
export function feedbackCountsOf(db: Executor, userId: number) {
  return db
    .selectFrom('p2p_feedback')
    .select(['influence', (eb) => eb.fn.countAll<number>().as('n')])
    .where('to_user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .groupBy('influence')
    .execute();
}

/** Decimals of these currencies, by id. */
export function currencyDecimals(db: Executor, ids: number[]) {
  return db.selectFrom('currencies').select(['id', 'decimals']).where('id', 'in', ids).execute();
}
