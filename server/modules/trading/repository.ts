import { sql, type Selectable } from 'kysely';
import { isPostgres, type Executor } from '../../db/database.ts';
import type { MarketsTable } from '../../db/schema.ts';
import { normalizeDecimal } from '../../money.ts';
import { ORDER_COUNT } from '../../db/migrations/0091_orders_count.ts';
import { OPEN_ORDER_STATUSES } from '../../../src/domain/trading.ts';
import { countRows } from '../../core/countRows.ts';
import { whereEquals, whereIn } from '../../core/whereEquals.ts';
import { whereInRange } from '../../core/dateRange.ts';

// ---------- Markets ----------

export function findCurrency(db: Executor, id: number) {
  return db.selectFrom('currencies').select(['id', 'title', 'decimals']).where('id', '=', id).executeTakeFirst();
}

export function findCurrencyByTitle(db: Executor, title: string) {
  return db.selectFrom('currencies').select('id').where('title', '=', title).executeTakeFirst();
}

export function findMarketRow(db: Executor, id: number) {
  return db.selectFrom('markets').selectAll().where('id', '=', id).executeTakeFirst();
}
export type MarketRow = NonNullable<Awaited<ReturnType<typeof findMarketRow>>>;

/** The market of a pair other than `exceptId`, if one exists (the pair is unique). */
export function findMarketByPair(db: Executor, baseId: number, derivedId: number, exceptId?: number) {
  let q = db.selectFrom('markets').select('id').where('base_currency_id', '=', baseId).where('derived_currency_id', '=', derivedId);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** What an admin sets on a market: every column but its id and creation time. */
export type MarketValues = Omit<Selectable<MarketsTable>, 'id' | 'date_created'>;

export async function insertMarket(db: Executor, values: MarketValues, at: string): Promise<number> {
  const row = await db.insertInto('markets').values({ ...values, date_created: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMarket(db: Executor, id: number, values: MarketValues) {
  await db.updateTable('markets').set(values).where('id', '=', id).execute();
}

/** Markets with their pair's titles, for rates. */
export function listMarketPairs(db: Executor, f: { baseCurrencyId?: number; derivedCurrencyId?: number }) {
  const q = db
    .selectFrom('markets as m')
    .innerJoin('currencies as b', 'b.id', 'm.base_currency_id')
    .innerJoin('currencies as d', 'd.id', 'm.derived_currency_id')
    .select(['m.id', 'm.base_currency_id', 'm.derived_currency_id', 'b.title as base_title', 'd.title as derived_title'])
    .orderBy('m.sort_id')
    .orderBy('m.id');
  return whereEquals(q, { 'm.base_currency_id': f.baseCurrencyId, 'm.derived_currency_id': f.derivedCurrencyId }).execute();
}

/** The last trade of a market (its current rate), through the market/date index. */
export function lastTrade(db: Executor, marketId: number) {
  return db
    .selectFrom('trades')
    .select(['price', 'date_created'])
    .where('market_id', '=', marketId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---------- Orders ----------

export interface OrderFilter {
  userIdList?: number[];
  orderIdList?: number[];
  tradeIdList?: number[];
  marketId?: number;
  side?: string;
  typeList?: string[];
  statusList?: string[];
  createdFrom?: string;
  createdTo?: string;
}

function filteredOrders(db: Executor, f: OrderFilter) {
  let q = whereIn(db.selectFrom('orders as o'), { 'o.user_id': f.userIdList, 'o.id': f.orderIdList, 'o.type': f.typeList, 'o.status': f.statusList });
  if (f.tradeIdList?.length) {
    const ids = f.tradeIdList;
    q = q.where((eb) => eb('o.id', 'in', eb.selectFrom('trades').select('order_id').where('id', 'in', ids)));
  }
  q = whereEquals(q, { 'o.market_id': f.marketId });
  if (f.side) q = q.where('o.side', '=', f.side);
  return whereInRange(q, 'o.date_created', f.createdFrom, f.createdTo);
}

export async function listOrders(db: Executor, f: OrderFilter, page: { field: 'dateCreated' | 'id'; desc: boolean; offset: number; limit: number }) {
  const dir = page.desc ? 'desc' : 'asc';
  let q = filteredOrders(db, f).selectAll('o');
  q = page.field === 'id' ? q.orderBy('o.id', dir) : q.orderBy('o.date_created', dir).orderBy('o.id', dir);
  const rows = await q.limit(page.limit).offset(page.offset).execute();
  return decorateOrders(db, rows);
}

/** Count of matching orders, stopping at `cap` (+1 tells the caller it was capped). */
export async function countOrders(db: Executor, f: OrderFilter, cap: number): Promise<number> {
  const inner = filteredOrders(db, f).select(sql<number>`1`.as('one')).limit(cap + 1);
  return countRows(db.selectFrom(inner.as('x')));
}

/** Every order, counted exactly (the unfiltered list); a primary-key count. */
/** Every order, counted by triggers (migration 0091) rather than over the table. */
export async function countAllOrders(db: Executor): Promise<number> {
  const row = await db.selectFrom('table_counts').select('n').where('name', '=', ORDER_COUNT).executeTakeFirstOrThrow();
  return Number(row.n);
}

type OrderRow = { id: number; user_id: number; market_id: number; hold_currency_id: number } & Record<string, unknown>;

/** Names for a page of rows: users, market titles and currencies, one query each. */
async function names(db: Executor, userIds: number[], marketIds: number[]) {
  const [users, markets] = await Promise.all([
    userIds.length ? db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', [...new Set(userIds)]).execute() : [],
    marketIds.length
      ? db
          .selectFrom('markets as m')
          .innerJoin('currencies as b', 'b.id', 'm.base_currency_id')
          .innerJoin('currencies as d', 'd.id', 'm.derived_currency_id')
          .select(['m.id', 'b.title as base', 'd.title as derived'])
          .where('m.id', 'in', [...new Set(marketIds)])
          .execute()
      : [],
  ]);
  return {
    user: new Map(users.map((u) => [u.id, u.user_name])),
    market: new Map(markets.map((m) => [m.id, { title: `${m.base}/${m.derived}`, base: m.base, derived: m.derived }])),
  };
}

async function decorateOrders<R extends OrderRow>(db: Executor, rows: R[]) {
  // at once: on PostgreSQL each lookup is a round trip, and the list's time is mostly theirs (issue 26)
  const [n, currencies] = await Promise.all([
    names(db, rows.map((r) => r.user_id), rows.map((r) => r.market_id)),
    rows.length ? db.selectFrom('currencies').select(['id', 'title']).where('id', 'in', [...new Set(rows.map((r) => r.hold_currency_id))]).execute() : [],
  ]);
  const title = new Map(currencies.map((c) => [c.id, c.title]));
  return rows.map((r) => ({ ...r, user_name: n.user.get(r.user_id) ?? '', market_title: n.market.get(r.market_id)?.title ?? '', hold_currency_title: title.get(r.hold_currency_id) ?? '' }));
}

export function findOrder(db: Executor, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}
export type Order = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/**
 * Cancels an open order, conditionally: only while it is still in the status read, so of two
 * concurrent cancels exactly one changes the row (the other gets 0 and refuses).
 */
export async function cancelOrderRow(db: Executor, id: number, fromStatus: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancelled', hold_amount: '0', date_updated: at })
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .where('status', 'in', [...OPEN_ORDER_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------- Trades ----------

export interface TradeFilter {
  userIdList?: number[];
  orderIdList?: number[];
  marketId?: number;
  createdFrom?: string;
  createdTo?: string;
}

function filteredTrades(db: Executor, f: TradeFilter) {
  const q = whereIn(db.selectFrom('trades as t'), { 't.user_id': f.userIdList, 't.order_id': f.orderIdList });
  return whereInRange(whereEquals(q, { 't.market_id': f.marketId }), 't.date_created', f.createdFrom, f.createdTo);
}

export async function listTrades(db: Executor, f: TradeFilter, page: { offset: number; limit: number }) {
  const rows = await filteredTrades(db, f).selectAll('t').orderBy('t.date_created', 'desc').orderBy('t.id', 'desc').limit(page.limit).offset(page.offset).execute();
  const n = await names(db, rows.map((r) => r.user_id), rows.map((r) => r.market_id));
  return rows.map((r) => ({ ...r, user_name: n.user.get(r.user_id) ?? '', market_title: n.market.get(r.market_id)?.title ?? '' }));
}

export async function countTrades(db: Executor, f: TradeFilter, cap: number): Promise<number> {
  const inner = filteredTrades(db, f).select(sql<number>`1`.as('one')).limit(cap + 1);
  return countRows(db.selectFrom(inner.as('x')));
}

// ---------- Order book ----------

/** Every level of one side of a market's book, best price first (bids high to low, asks low to high). */
export function bookLevels(db: Executor, marketId: number, side: 'buy' | 'sell') {
  return db
    .selectFrom('order_book_levels')
    .select(['price', 'amount', 'orders_count'])
    .where('market_id', '=', marketId)
    .where('side', '=', side)
    .orderBy('price_sort', side === 'buy' ? 'desc' : 'asc')
    .execute();
}

/**
 * A price level, locked until the caller's transaction ends (PostgreSQL; SQLite runs one writer at
 * a time): its amount and count are read, changed and written back, so two cancels at one price
 * must not both start from the same old level.
 */
export function findLevel(db: Executor, marketId: number, side: string, price: string) {
  return db
    .selectFrom('order_book_levels')
    .select(['amount', 'orders_count'])
    .where('market_id', '=', marketId)
    .where('side', '=', side)
    .where('price', '=', price)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function setLevel(db: Executor, marketId: number, side: string, price: string, amount: string, count: number) {
  const q = db.updateTable('order_book_levels').where('market_id', '=', marketId).where('side', '=', side).where('price', '=', price);
  if (count <= 0) await db.deleteFrom('order_book_levels').where('market_id', '=', marketId).where('side', '=', side).where('price', '=', price).execute();
  else await q.set({ amount, orders_count: count }).execute();
}

// ---------- Individual settings ----------

export async function listIndividualSettings(db: Executor, f: { userId?: number; userTagList?: number[] }) {
  let tagIds = f.userTagList ?? [];
  if (f.userId !== undefined) {
    const links = await db.selectFrom('user_tag_links').select('tag_id').where('user_id', '=', f.userId).execute();
    tagIds = [...new Set([...tagIds, ...links.map((l) => l.tag_id)])];
  }
  const tags = tagIds;
  const rows = await db
    .selectFrom('individual_settings as s')
    .selectAll('s')
    .where((eb) => {
      const ors = [];
      if (f.userId !== undefined) ors.push(eb('s.user_id', '=', f.userId));
      if (tags.length) ors.push(eb('s.id', 'in', eb.selectFrom('individual_setting_tags').select('setting_id').where('tag_id', 'in', tags)));
      if (!ors.length) return sql<boolean>`1 = 1`;
      return eb.or(ors);
    })
    .orderBy('s.id')
    .limit(1000)
    .execute();
  const links = rows.length
    ? await db.selectFrom('individual_setting_tags').select(['setting_id', 'tag_id']).where('setting_id', 'in', rows.map((r) => r.id)).orderBy('tag_id').execute()
    : [];
  const byId = new Map<number, number[]>();
  for (const l of links) byId.set(l.setting_id, [...(byId.get(l.setting_id) ?? []), l.tag_id]);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    userId: r.user_id,
    userTagList: byId.get(r.id) ?? [],
    currencyId: r.currency_id,
    value: normalizeDecimal(r.value),
  }));
}
