import { INDIVIDUAL_LIMITS_TYPES, TRADING_LIMIT_PERIODS, TRADING_MESSAGES as M, isOpenOrderStatus, marketProblems } from '../../../src/domain/trading.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { requireAdmin } from '../../http/operation.ts';
import { Decimal, normalizeDecimal, normalizeOptionalDecimal } from '../../money.ts';
import { listMarkets } from './marketsService.ts';
import { applyMoves, LedgerEntryType } from '../ledger/service.ts';
import { readOption, writeOption, type OptionKey } from '../../core/options.ts';
import { convert } from '../../core/pricing.ts';
import * as repo from './repository.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

/** A filtered count stops here (the unfiltered list's count is exact). */
export const ORDERS_TOTAL_CAP = 10_000;
export const TRADING_OPTIONS_KEY = 'tradingOptions' satisfies OptionKey;
export const EXCHANGE_OPTIONS_KEY = 'exchangeOptions' satisfies OptionKey;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

// ---------- Markets ----------

type CreateBody = BodyOf<'POST v2/Market/CreateMarket'>;
type EditBody = BodyOf<'PUT v2/Market/EditMarket'>;

async function checkMarket(ctx: RequestContext, v: repo.MarketValues, exceptId?: number) {
  const [base, derived] = await Promise.all([repo.findCurrency(ctx.db, v.base_currency_id), repo.findCurrency(ctx.db, v.derived_currency_id)]);
  if (!base) throw invalid('/baseCurrencyId', 'Currency not found', 'currencyNotFound');
  if (!derived) throw invalid('/derivedCurrencyId', 'Currency not found', 'currencyNotFound');
  const problems = marketProblems(
    { baseCurrencyId: v.base_currency_id, derivedCurrencyId: v.derived_currency_id, min: v.min_amount, max: v.max_amount, minOrderPrice: v.min_order_price },
    derived.decimals,
  );
  const first = problems[0];
  if (first) {
    const path = first.field === 'min' ? '/orderAmountLimit/min' : first.field === 'max' ? '/orderAmountLimit/max' : `/${first.field}`;
    throw invalid(path, M[first.message], first.message);
  }
  if (await repo.findMarketByPair(ctx.db, v.base_currency_id, v.derived_currency_id, exceptId)) throw impossible(M.marketExists, 'marketExists');
}

async function marketAnswer(ctx: RequestContext, baseId: number, derivedId: number) {
  const page = await listMarkets(ctx.db, { filters: { baseCurrencyId: baseId, derivedCurrencyId: derivedId }, offset: 0, limit: 1 });
  return page.items[0]!;
}

function marketSnapshot(v: repo.MarketValues) {
  return {
    baseCurrencyId: v.base_currency_id, derivedCurrencyId: v.derived_currency_id, orderAmountLimit: { min: normalizeDecimal(v.min_amount), max: normalizeDecimal(v.max_amount) },
    minOrderPrice: normalizeDecimal(v.min_order_price), sortId: v.sort_id, isEnabled: v.is_enabled === 1, individualLimitsType: v.individual_limits_type,
  };
}

export async function createMarket(ctx: RequestContext, body: CreateBody) {
  requireAdmin(ctx);
  const values: repo.MarketValues = {
    base_currency_id: body.baseCurrencyId,
    derived_currency_id: body.derivedCurrencyId,
    min_amount: body.orderAmountLimit.min,
    max_amount: body.orderAmountLimit.max,
    min_order_price: body.minOrderPrice,
    sort_id: body.sortId ?? 0,
    is_enabled: body.isEnabled === false ? 0 : 1,
    individual_limits_type: body.individualLimitsType ?? INDIVIDUAL_LIMITS_TYPES[0],
  };
  await checkMarket(ctx, values);
  const id = await repo.insertMarket(ctx.db, normalized(values), ctx.now().toISOString());
  await ctx.audit({ targetIds: [id], after: marketSnapshot(values) });
  return marketAnswer(ctx, values.base_currency_id, values.derived_currency_id);
}

function normalized(v: repo.MarketValues): repo.MarketValues {
  return { ...v, min_amount: normalizeDecimal(v.min_amount), max_amount: normalizeDecimal(v.max_amount), min_order_price: normalizeDecimal(v.min_order_price) };
}

export async function editMarket(ctx: RequestContext, body: EditBody) {
  requireAdmin(ctx);
  const row = await repo.findMarketRow(ctx.db, body.id);
  if (!row) throw notFound(M.marketNotFound, 'marketNotFound');
  const before: repo.MarketValues = {
    base_currency_id: row.base_currency_id, derived_currency_id: row.derived_currency_id, min_amount: row.min_amount, max_amount: row.max_amount,
    min_order_price: row.min_order_price, sort_id: row.sort_id, is_enabled: row.is_enabled, individual_limits_type: row.individual_limits_type,
  };
  const after: repo.MarketValues = {
    base_currency_id: body.baseCurrencyId ?? before.base_currency_id,
    derived_currency_id: body.derivedCurrencyId ?? before.derived_currency_id,
    min_amount: body.orderAmountLimit?.min ?? before.min_amount,
    max_amount: body.orderAmountLimit?.max ?? before.max_amount,
    min_order_price: body.minOrderPrice ?? before.min_order_price,
    sort_id: body.sortId ?? before.sort_id,
    is_enabled: body.isEnabled === undefined ? before.is_enabled : body.isEnabled ? 1 : 0,
    individual_limits_type: body.individualLimitsType ?? before.individual_limits_type,
  };
  await checkMarket(ctx, { ...after, min_amount: normalizeDecimal(after.min_amount), max_amount: normalizeDecimal(after.max_amount), min_order_price: normalizeDecimal(after.min_order_price) }, body.id);
  await repo.updateMarket(ctx.db, body.id, normalized(after));
  await ctx.audit({ targetIds: [body.id], before: marketSnapshot(before), after: marketSnapshot(after) });
  return marketAnswer(ctx, after.base_currency_id, after.derived_currency_id);
}

/** A market's rate is its last trade's price; a market that never traded is priced through USD reference prices. */
export async function getRates(ctx: RequestContext, body: BodyOf<'POST v2/Market/GetRates'>) {
  const markets = await repo.listMarketPairs(ctx.db, body);
  const items = await Promise.all(
    markets.map(async (m) => {
      const last = await repo.lastTrade(ctx.db, m.id);
      return {
        baseCurrencyId: m.base_currency_id,
        derivedCurrencyId: m.derived_currency_id,
        rate: last ? normalizeDecimal(last.price) : convert('1', m.base_title, m.derived_title).toDecimalPlaces(8).toFixed(),
        dateUpdated: last ? iso(last.date_created) : ctx.now().toISOString(),
      };
    }),
  );
  return { items };
}

// ---------- Options ----------

interface TradingLimit {
  period: string;
  buyLimit: string;
  sellLimit: string;
  operationsCount: number;
}
interface TradingOptions {
  baseCurrencyId: number;
  limits: TradingLimit[];
}
interface ExchangeOptions {
  isEnabled: boolean;
  feePercent: string;
  minAmount: string;
  maxAmount: string;
}

async function defaultBaseCurrency(ctx: RequestContext) {
  return (await repo.findCurrencyByTitle(ctx.db, 'USDT'))?.id ?? 1;
}

export async function getTradingOptions(ctx: RequestContext): Promise<TradingOptions> {
  const stored = await readOption<TradingOptions>(ctx.db, TRADING_OPTIONS_KEY);
  return {
    baseCurrencyId: stored?.baseCurrencyId ?? (await defaultBaseCurrency(ctx)),
    limits: stored?.limits ?? TRADING_LIMIT_PERIODS.map((period) => ({ period, buyLimit: '0', sellLimit: '0', operationsCount: 0 })),
  };
}

export async function updateTradingOptions(ctx: RequestContext, body: TradingOptions) {
  requireAdmin(ctx);
  if (!(await repo.findCurrency(ctx.db, body.baseCurrencyId))) throw invalid('/baseCurrencyId', 'Currency not found', 'currencyNotFound');
  const seen = new Set<string>();
  body.limits.forEach((l, i) => {
    if (seen.has(l.period)) throw invalid(`/limits/${i}/period`, 'Each period may appear once', 'limitPeriodRepeated');
    seen.add(l.period);
  });
  const before = await getTradingOptions(ctx);
  const after: TradingOptions = {
    baseCurrencyId: body.baseCurrencyId,
    limits: body.limits.map((l) => ({ period: l.period, buyLimit: normalizeDecimal(l.buyLimit), sellLimit: normalizeDecimal(l.sellLimit), operationsCount: l.operationsCount })),
  };
  await writeOption(ctx.db, TRADING_OPTIONS_KEY, after);
  await ctx.audit({ targetIds: [TRADING_OPTIONS_KEY], before, after });
  return after;
}

export async function getExchangeOptions(ctx: RequestContext): Promise<ExchangeOptions> {
  const stored = await readOption<ExchangeOptions>(ctx.db, EXCHANGE_OPTIONS_KEY);
  return {
    isEnabled: stored?.isEnabled ?? true,
    feePercent: stored?.feePercent ?? '0.2',
    minAmount: stored?.minAmount ?? '10',
    maxAmount: stored?.maxAmount ?? '100000',
  };
}

export async function updateExchangeOptions(ctx: RequestContext, body: ExchangeOptions) {
  requireAdmin(ctx);
  const fee = new Decimal(body.feePercent);
  if (fee.isNegative() || fee.greaterThan(100)) throw invalid('/feePercent', M.feePercent, 'feePercent');
  const min = new Decimal(body.minAmount);
  const max = new Decimal(body.maxAmount);
  if (min.isZero() || max.isZero()) throw invalid('/minAmount', M.limitsZero, 'limitsZero');
  if (max.lessThan(min)) throw invalid('/maxAmount', M.limitsInverted, 'maxBelowMin');
  const before = await getExchangeOptions(ctx);
  const after: ExchangeOptions = { isEnabled: body.isEnabled, feePercent: fee.toFixed(), minAmount: min.toFixed(), maxAmount: max.toFixed() };
  await writeOption(ctx.db, EXCHANGE_OPTIONS_KEY, after);
  await ctx.audit({ targetIds: [EXCHANGE_OPTIONS_KEY], before, after });
  return after;
}

// ---------- Orders and trades ----------

type OrdersBody = BodyOf<'POST v2/Trading/GetOrders'>;

function orderItem(r: Awaited<ReturnType<typeof repo.listOrders>>[number]) {
  return {
    id: r.id, userId: r.user_id, userName: r.user_name, marketId: r.market_id, marketTitle: r.market_title,
    side: r.side, type: r.type, status: r.status,
    price: normalizeOptionalDecimal(r.price),
    stopPrice: normalizeOptionalDecimal(r.stop_price),
    amount: normalizeDecimal(r.amount), filledAmount: normalizeDecimal(r.filled_amount),
    holdAmount: normalizeDecimal(r.hold_amount), holdCurrencyTitle: r.hold_currency_title,
    dateCreated: iso(r.date_created), dateUpdated: iso(r.date_updated),
  };
}

export async function getOrders(ctx: RequestContext, body: OrdersBody) {
  const filter: repo.OrderFilter = {
    userIdList: body.userIdList, orderIdList: body.orderIdList, tradeIdList: body.tradeIdList, marketId: body.marketId, side: body.side,
    typeList: body.typeList, statusList: body.statusList, createdFrom: rangeStartIso(body.createdFrom), createdTo: rangeEndIso(body.createdTo),
  };
  const unfiltered = Object.values(filter).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));
  const sort = body.sort ?? { field: 'dateCreated' as const, desc: true };
  const [rows, counted] = await Promise.all([
    repo.listOrders(ctx.db, filter, { field: sort.field, desc: sort.desc, offset: body.offset, limit: body.limit }),
    body.getTotal ? (unfiltered ? repo.countAllOrders(ctx.db) : repo.countOrders(ctx.db, filter, ORDERS_TOTAL_CAP)) : Promise.resolve(0),
  ]);
  const capped = !unfiltered && counted > ORDERS_TOTAL_CAP;
  return { items: rows.map(orderItem), total: body.getTotal ? (capped ? ORDERS_TOTAL_CAP : counted) : rows.length, ...(capped ? { totalCapped: true } : {}) };
}

export async function getTrades(ctx: RequestContext, body: BodyOf<'POST v2/Trading/GetTrades'>) {
  const filter: repo.TradeFilter = {
    userIdList: body.userIdList, orderIdList: body.orderIdList, marketId: body.marketId, createdFrom: rangeStartIso(body.createdFrom), createdTo: rangeEndIso(body.createdTo),
  };
  const [rows, counted] = await Promise.all([
    repo.listTrades(ctx.db, filter, { offset: body.offset, limit: body.limit }),
    body.getTotal ? repo.countTrades(ctx.db, filter, ORDERS_TOTAL_CAP) : Promise.resolve(0),
  ]);
  const capped = counted > ORDERS_TOTAL_CAP;
  return {
    items: rows.map((r) => ({
      id: r.id, marketId: r.market_id, marketTitle: r.market_title, orderId: r.order_id, userId: r.user_id, userName: r.user_name,
      counterOrderId: r.counter_order_id, counterUserId: r.counter_user_id, side: r.side,
      price: normalizeDecimal(r.price), amount: normalizeDecimal(r.amount), fee: normalizeDecimal(r.fee), dateCreated: iso(r.date_created),
    })),
    total: body.getTotal ? (capped ? ORDERS_TOTAL_CAP : counted) : rows.length,
    ...(capped ? { totalCapped: true } : {}),
  };
}

/** What an open order still has in the book: its unfilled amount at its price. */
export function remainingAmount(order: { amount: string; filled_amount: string }) {
  return new Decimal(order.amount).minus(order.filled_amount);
}

/**
 * Cancels one open order: the status changes only while the order is still open (a second,
 * concurrent cancel finds it cancelled and is refused), its remaining hold goes back from locked
 * to available on the ledger, and its price level leaves the book, all in the request's transaction.
 */
export async function cancelOrder(ctx: RequestContext, body: BodyOf<'PUT Trading/CancelOrder'>) {
  const admin = requireAdmin(ctx);
  // A request naming no order would cancel all orders (of the user, when one is named): the spec forbids it.
  if (body.orderId === undefined) throw invalid('/orderId', M.cancelAll, 'cannotCancelAllOrders');
  const order = await repo.findOrder(ctx.db, body.orderId);
  if (!order || (body.userId !== undefined && order.user_id !== body.userId)) throw notFound(M.orderNotFound, 'orderNotFound');
  if (!isOpenOrderStatus(order.status)) throw impossible(M.orderNotOpen, 'orderNotOpen');
  const at = ctx.now().toISOString();
  if (!(await repo.cancelOrderRow(ctx.db, order.id, order.status, at))) throw impossible(M.orderNotOpen, 'orderNotOpen');
  const hold = new Decimal(order.hold_amount);
  if (hold.greaterThan(0)) {
    await applyMoves(ctx.db, { currencyId: order.hold_currency_id, tradeId: null, adminId: admin.id, at, ref: `order:${order.id}` }, [
      { entryType: LedgerEntryType.OrderRelease, account: 'locked', userId: order.user_id, amount: hold.neg() },
      { entryType: LedgerEntryType.OrderRelease, account: 'available', userId: order.user_id, amount: hold },
    ]);
  }
  if (order.price !== null) {
    const price = normalizeDecimal(order.price);
    const level = await repo.findLevel(ctx.db, order.market_id, order.side, price);
    if (level) {
      const left = new Decimal(level.amount).minus(remainingAmount(order));
      await repo.setLevel(ctx.db, order.market_id, order.side, price, Decimal.max(left, 0).toFixed(), level.orders_count - 1);
    }
  }
  await ctx.audit({
    targetIds: [order.id],
    before: { status: order.status, holdAmount: normalizeDecimal(order.hold_amount) },
    after: { status: 'cancelled', holdAmount: '0', released: hold.toFixed(), userId: order.user_id, currencyId: order.hold_currency_id },
  });
  return { success: true as const };
}

export async function getOrderBook(ctx: RequestContext, body: BodyOf<'POST v2/Trading/GetOrderBook'>) {
  if (!(await repo.findMarketRow(ctx.db, body.marketId))) throw notFound(M.marketNotFound, 'marketNotFound');
  const [bids, asks] = await Promise.all([repo.bookLevels(ctx.db, body.marketId, 'buy'), repo.bookLevels(ctx.db, body.marketId, 'sell')]);
  const side = (levels: typeof bids) => {
    let amount = new Decimal(0);
    let total = new Decimal(0);
    let count = 0;
    const entries = levels.map((l, i) => {
      const a = new Decimal(l.amount);
      const t = a.times(l.price);
      amount = amount.plus(a);
      total = total.plus(t);
      count += l.orders_count;
      return i < body.depth ? { price: normalizeDecimal(l.price), amount: a.toFixed(), total: t.toFixed(), count: l.orders_count } : null;
    });
    return { entries: entries.filter((e) => e !== null), amount: amount.toFixed(), total: total.toFixed(), count, levels: levels.length };
  };
  const b = side(bids);
  const a = side(asks);
  return {
    bids: b.entries, asks: a.entries,
    bidsTotalPrice: b.total, bidsTotalAmount: b.amount, asksTotalAmount: a.amount, asksTotalPrice: a.total,
    bidsCount: b.count, asksCount: a.count, bidsLevels: b.levels, asksLevels: a.levels,
  };
}

export async function getIndividualSettings(ctx: RequestContext, body: BodyOf<'POST v2/Trading/GetIndividualSettings'>) {
  return { items: await repo.listIndividualSettings(ctx.db, body) };
}
