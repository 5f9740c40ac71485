import {
  ARBITRATION_REFUSALS,
  ARBITRATION_RESULTS,
  BEFORE_FREEZE_STATUSES,
  ChatMemberType,
  DISPUTE_STATUSES,
  decideArbitration,
  isFinalStatus,
  isInDispute,
  p2pStatusesOf,
  P2pTradeStatus,
  TRADER_STATUS_OF,
  type ArbitrationAction,
  type ArbitrationRefusal,
  type P2pTradeStatus as P2pTradeStatusValue,
  type TraderTradeStatus,
} from '../../../src/domain/p2p.ts';
import { pageCount } from '../../../src/domain/paging.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError, impossible, notFound } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import { v1Ok } from '../../http/v1Result.ts';
import { Decimal, normalizeDecimal } from '../../money.ts';
import { availableOf, buyerShare, releaseEscrow, returnEscrow } from '../ledger/repository.ts';
import { insertMessage } from '../group-chat/repository.ts';
import { requireAdmin } from '../session/service.ts';
import * as repo from './repository.ts';
import { EQUIVALENT_CURRENCY_TITLE, usdValue } from './referencePrices.ts';

export const TRADE_NOT_FOUND = ARBITRATION_REFUSALS.tradeNotFound.message;
export const TRADE_CHANGED_MEANWHILE = 'The trade has just changed, reload it and try again';
export const CLOSED_TRADE_UNCHANGEABLE = 'A closed trade cannot be changed';
export const AMOUNT_FROZEN = 'The amount cannot be changed once the funds are frozen';
export const BODY_ID_MISMATCH = 'must equal the trade id of the path';

const DAY_MS = 24 * 3600 * 1000;

/** Unix seconds from the console → ISO bounds; the end bound is inclusive to the millisecond. */
function isoFrom(seconds: number | undefined) {
  return seconds === undefined ? undefined : new Date(seconds * 1000).toISOString();
}
function isoTo(seconds: number | undefined) {
  return seconds === undefined ? undefined : new Date(seconds * 1000 + 999).toISOString();
}

function refusalError(refusal: ArbitrationRefusal): ApiError {
  const { kind, message } = ARBITRATION_REFUSALS[refusal];
  if (kind === 'notFound') return notFound(message, refusal);
  if (kind === 'notAllowed') return new ApiError(ErrorCode.NotAllowed, {}, undefined, message, refusal);
  return impossible(message, refusal);
}

function bodyIdMismatch() {
  return new ApiError(ErrorCode.ValidationFailed, {}, [{ path: '/id', message: BODY_ID_MISMATCH }], undefined, 'bodyIdMismatch');
}

function toArbitratorTrade(r: repo.TradeRow) {
  return {
    id: r.id,
    chatId: r.chat_id ?? null,
    status: r.status,
    isInDispute: isInDispute(r.status),
    isArbitratorJoined: r.arbitrator_id !== null,
    sellerId: r.seller_id,
    sellerUserName: r.seller_user_name,
    buyerId: r.buyer_id,
    buyerUserName: r.buyer_user_name,
    cryptoCurrencyTitle: r.crypto_title,
    fiatCurrencyTitle: r.fiat_title,
    sellerAmount: normalizeDecimal(r.amount),
    buyerAmount: buyerShare(r).toFixed(),
    serviceFee: normalizeDecimal(r.service_fee),
    fiatAmount: normalizeDecimal(r.fiat_amount),
    arbitratorId: r.arbitrator_id,
    arbitratorUserName: r.arbitrator_user_name ?? null,
    arbitrationResult: r.arbitration_result,
    arbitratorCallDate: r.arbitrator_call_date,
    dateCreated: r.date_created,
  };
}

// ── Arbitrator lists ────────────────────────────────────────────────────────

export interface ArbitratorTradesQuery {
  offset: number;
  limit: number;
  isArbitratorJoined?: boolean;
  isInDispute?: boolean;
  status?: number[];
  withoutMe?: boolean;
}

/**
 * Trades for arbitration. Awaiting: isInDispute true, isArbitratorJoined false; other arbitrators':
 * isArbitratorJoined true, withoutMe true; completed arbitration: status 5 and 6 (spec 2 §4).
 */
export async function listArbitratorTrades(ctx: RequestContext, q: ArbitratorTradesQuery) {
  const admin = requireAdmin(ctx);
  const filter: repo.TradeFilter = {
    statuses: q.status,
    arbitratorJoined: q.isArbitratorJoined,
    excludeArbitratorId: q.withoutMe ? admin.id : undefined,
    inDisputeStatuses: q.isInDispute === undefined ? undefined : { in: q.isInDispute, statuses: DISPUTE_STATUSES },
  };
  const [rows, total] = await Promise.all([repo.listTrades(ctx.db, filter, q), repo.countTrades(ctx.db, filter)]);
  return v1Ok({ data: rows.map(toArbitratorTrade), total });
}

export interface MyTradesQuery {
  offset: number;
  limit: number;
  status?: number[];
  sortField?: repo.TradeSort['field'];
  sortDesc: boolean;
  dateFrom?: number;
  dateTo?: number;
}

/** The signed-in staff member's own arbitrations. */
export async function listMyArbitratorTrades(ctx: RequestContext, q: MyTradesQuery) {
  const admin = requireAdmin(ctx);
  const filter: repo.TradeFilter = { arbitratorId: admin.id, statuses: q.status, dateFrom: isoFrom(q.dateFrom), dateTo: isoTo(q.dateTo) };
  const sort = { field: q.sortField ?? 'dateCreated', desc: q.sortDesc };
  const [rows, total] = await Promise.all([repo.listTrades(ctx.db, filter, { ...q, sort }), repo.countTrades(ctx.db, filter)]);
  return v1Ok({ data: rows.map(toArbitratorTrade), total });
}

// ── Arbitration actions ─────────────────────────────────────────────────────

export interface ArbitrationBody {
  id: number;
  arbitratorId?: number;
  comment?: string;
}

const SYSTEM_TEXT: Record<ArbitrationAction, (name: string) => string> = {
  join: (name) => `Arbitrator ${name} joined the chat`,
  assign: (name) => `Arbitrator ${name} was assigned to the deal`,
  confirm: () => 'The arbitrator confirmed the deal: the crypto goes to the buyer',
  cancel: () => 'The arbitrator cancelled the deal: the crypto returns to the seller',
};

/**
 * Join, assign, confirm or cancel, in the request's transaction: read the trade, decide from the
 * domain's transition table, move the trade on conditionally (status and arbitrator as read), move
 * the money (confirm and cancel), then write the status history, a system line in the trade chat
 * and the admin log. A request that loses a race changes nothing and answers why.
 */
export async function arbitrate(ctx: RequestContext, action: ArbitrationAction, tradeId: number, body: ArbitrationBody) {
  const admin = requireAdmin(ctx);
  if (body.id !== tradeId) throw bodyIdMismatch();
  const trade = await repo.findTrade(ctx.db, tradeId);
  if (!trade) throw refusalError('tradeNotFound');

  let target: { adminId: number; adminStatus: number; isBlocked: boolean; userName: string } | null = null;
  if (action === 'assign') {
    const row = await repo.findAdmin(ctx.db, body.arbitratorId!);
    target = row ? { adminId: row.id, adminStatus: row.admin_status, isBlocked: row.is_blocked === 1, userName: row.user_name } : null;
  }
  const actor = { adminId: admin.id, adminStatus: admin.adminStatus };
  const decision = decideArbitration(action, { status: trade.status, arbitratorId: trade.arbitrator_id }, actor, target);
  if (!decision.ok) throw refusalError(decision.refusal);

  const at = ctx.now().toISOString();
  const comment = body.comment?.trim() || null;
  const arbitratorId = action === 'join' ? admin.id : action === 'assign' ? target!.adminId : trade.arbitrator_id;
  const resolving = action === 'confirm' || action === 'cancel';
  const won = await repo.updateTradeIf(
    ctx.db,
    tradeId,
    { status: trade.status, arbitratorId: trade.arbitrator_id },
    {
      status: decision.to,
      arbitrator_id: arbitratorId,
      date_updated: at,
      ...(resolving ? { arbitration_result: ARBITRATION_RESULTS[action], arbitration_comment: comment, date_closed: at } : {}),
    },
  );
  if (!won) {
    // Someone else moved the trade first: answer with what stops this request now.
    const fresh = await repo.findTrade(ctx.db, tradeId);
    const again = fresh && decideArbitration(action, { status: fresh.status, arbitratorId: fresh.arbitrator_id }, actor, target);
    throw again && !again.ok ? refusalError(again.refusal) : impossible(TRADE_CHANGED_MEANWHILE, 'tradeChangedMeanwhile');
  }

  let moved: Record<string, string> | undefined;
  if (action === 'confirm') moved = await releaseEscrow(ctx.db, trade, at, admin.id);
  if (action === 'cancel') moved = await returnEscrow(ctx.db, trade, at, admin.id);

  await repo.addStatusHistory(ctx.db, { trade_id: tradeId, status: decision.to, admin_id: admin.id, comment, date_created: at });
  const chat = await repo.chatOfTrade(ctx.db, tradeId);
  if (chat) {
    const name = action === 'assign' ? target!.userName : ((await repo.findAdmin(ctx.db, admin.id))?.user_name ?? admin.email);
    await insertMessage(ctx.db, { chat_id: chat.id, member_type: ChatMemberType.System, user_id: null, admin_id: admin.id, message: SYSTEM_TEXT[action](name), date_created: at });
  }
  await ctx.audit({
    targetIds: [tradeId],
    before: { status: trade.status, arbitratorId: trade.arbitrator_id },
    after: {
      status: decision.to,
      arbitratorId,
      ...(resolving ? { arbitrationResult: ARBITRATION_RESULTS[action], comment, currencyId: trade.crypto_currency_id, ...moved } : {}),
    },
  });
  return v1Ok();
}

// ── Admin P2P deals ─────────────────────────────────────────────────────────

export interface AdminTradesQuery {
  offset: number;
  limit: number;
  id?: number;
  userId?: number;
  offerId?: number;
  status?: number[];
  isInDispute?: boolean;
  cryptoCurrencyId?: number;
  fiatCurrencyId?: number;
  dateFrom?: number;
  dateTo?: number;
}

/** GET p2p/Admin/Trade: a page of deals with balances and status history; answer data, pages. */
export async function listAdminTrades(ctx: RequestContext, q: AdminTradesQuery) {
  const filter: repo.TradeFilter = {
    id: q.id,
    userId: q.userId,
    offerId: q.offerId,
    statuses: q.status,
    inDisputeStatuses: q.isInDispute === undefined ? undefined : { in: q.isInDispute, statuses: DISPUTE_STATUSES },
    cryptoCurrencyId: q.cryptoCurrencyId,
    fiatCurrencyId: q.fiatCurrencyId,
    dateFrom: isoFrom(q.dateFrom),
    dateTo: isoTo(q.dateTo),
  };
  const [rows, total] = await Promise.all([repo.listTrades(ctx.db, filter, q), repo.countTrades(ctx.db, filter)]);
  const ids = rows.map((r) => r.id);
  const [history, balances] = await Promise.all([
    repo.statusHistoryOf(ctx.db, ids),
    availableOf(ctx.db, rows.flatMap((r) => [{ userId: r.seller_id, currencyId: r.crypto_currency_id }, { userId: r.buyer_id, currencyId: r.crypto_currency_id }])),
  ]);
  const historyOf = new Map<number, { status: number; dateCreated: string }[]>();
  for (const h of history) {
    const list = historyOf.get(h.trade_id) ?? [];
    list.push({ status: h.status, dateCreated: h.date_created });
    historyOf.set(h.trade_id, list);
  }
  const data = rows.map((r) => ({
    ...toArbitratorTrade(r),
    offerId: r.offer_id,
    offerType: r.offer_type,
    cryptoCurrencyId: r.crypto_currency_id,
    fiatCurrencyId: r.fiat_currency_id,
    price: normalizeDecimal(r.price),
    sellerBalance: balances.get(`${r.seller_id}:${r.crypto_currency_id}`) ?? null,
    buyerBalance: balances.get(`${r.buyer_id}:${r.crypto_currency_id}`) ?? null,
    arbitrationComment: r.arbitration_comment,
    comment: r.comment,
    dateClosed: r.date_closed,
    statusHistory: historyOf.get(r.id) ?? [],
  }));
  return { data, pages: pageCount(total, q.limit), total };
}

export interface StatisticQuery {
  dateFrom?: number;
  dateTo?: number;
  cryptoCurrencyId?: number;
}

/**
 * Deal counts in a period and the turnover (completed deals valued in USD). Completed: 6;
 * cancelled: 5, 7, 8; disputes: in dispute now (9–11); active: not closed; arbitrator calls: deals
 * that ever went to arbitration.
 */
export async function tradeStatistic(ctx: RequestContext, q: StatisticQuery) {
  const filter: repo.TradeFilter = { dateFrom: isoFrom(q.dateFrom), dateTo: isoTo(q.dateTo), cryptoCurrencyId: q.cryptoCurrencyId };
  const [counts, completed] = await Promise.all([
    repo.statusCounts(ctx.db, filter),
    repo.amountsByCrypto(ctx.db, { ...filter, statuses: [P2pTradeStatus.Completed] }),
  ]);
  const count = (keep: (status: number) => boolean) => counts.filter((c) => keep(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
  const turnover = completed.reduce((sum, r) => sum.plus(usdValue(r.amount, r.crypto_title)), new Decimal(0));
  return {
    tradesCount: count(() => true),
    completedCount: count((s) => s === P2pTradeStatus.Completed),
    cancelledCount: count((s) => s === P2pTradeStatus.Refused || s === P2pTradeStatus.Cancelled || s === P2pTradeStatus.Terminated),
    disputesCount: count(isInDispute),
    activeCount: count((s) => !isFinalStatus(s)),
    arbitratorCallsCount: counts.reduce((sum, c) => sum + Number(c.called), 0),
    turnover: turnover.toDecimalPlaces(2).toFixed(),
    equivalentCurrencyTitle: EQUIVALENT_CURRENCY_TITLE,
  };
}

function median(values: number[]): number {
  if (!values.length) return -1;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * A user's P2P profile from their deals and the feedback they received. Rating: positive among
 * positive and negative feedback (0 without any); volumes: completed deals in USD (monthly: the
 * last 30 days); disputes won and lost: arbitrated deals (confirmed: the buyer won, cancelled: the seller).
 */
export async function p2pProfile(ctx: RequestContext, userId: number) {
  const user = await ctx.db.selectFrom('users').select(['id', 'user_name']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User not found');
  const [trades, feedback] = await Promise.all([
    repo.tradesOfUser(ctx.db, userId),
    ctx.db
      .selectFrom('p2p_feedback')
      .select(['influence', (eb) => eb.fn.countAll<number>().as('n')])
      .where('to_user_id', '=', userId)
      .where('is_deleted', '=', 0)
      .groupBy('influence')
      .execute(),
  ]);
  const monthAgo = ctx.now().getTime() - 30 * DAY_MS;
  const completed = trades.filter((t) => t.status === P2pTradeStatus.Completed);
  const durations = completed.filter((t) => t.date_closed).map((t) => Math.round((Date.parse(t.date_closed!) - Date.parse(t.date_created)) / 1000));
  let allVolume = new Decimal(0);
  let monthlyVolume = new Decimal(0);
  for (const t of completed) {
    const value = usdValue(t.amount, t.crypto_title);
    allVolume = allVolume.plus(value);
    if (Date.parse(t.date_closed ?? t.date_created) >= monthAgo) monthlyVolume = monthlyVolume.plus(value);
  }
  let won = 0;
  let lost = 0;
  for (const t of trades) {
    if (!t.arbitration_result) continue;
    const winner = t.arbitration_result === 'confirmed' ? t.buyer_id : t.seller_id;
    if (winner === userId) won++;
    else lost++;
  }
  const byInfluence = Object.fromEntries(feedback.map((f) => [f.influence, Number(f.n)]));
  const rated = (byInfluence.Positive ?? 0) + (byInfluence.Negative ?? 0);
  const dates = trades.map((t) => t.date_created).sort();
  const medianTime = median(durations);
  return {
    userId: user.id,
    userName: user.user_name,
    completedTrades: completed.length,
    averageTradeTime: durations.length ? Math.round(durations.reduce((a, b) => a + b, 0) / durations.length) : -1,
    medianTradeTime: medianTime,
    rating: rated ? Number(((byInfluence.Positive ?? 0) / rated).toFixed(4)) : 0,
    monthlyVolume: monthlyVolume.toDecimalPlaces(2).toFixed(),
    allVolume: allVolume.toDecimalPlaces(2).toFixed(),
    lostDisputesCount: lost,
    wonDisputesCount: won,
    statistics: {
      trades: {
        totalClients: new Set(trades.map((t) => (t.seller_id === userId ? t.buyer_id : t.seller_id))).size,
        medianTradesTime: medianTime,
        firstTradeDate: dates[0] ?? null,
        lastTradeDate: dates[dates.length - 1] ?? null,
      },
      // Trusted and blocked client lists are not kept by this product yet.
      clients: { trusted: 0, blocked: 0 },
    },
  };
}

// ── Traders-module view of the deals (v1/p2p/trades) ────────────────────────

export interface TraderTradesQuery {
  offset: number;
  limit: number;
  status?: TraderTradeStatus[];
  flowType?: 'buy' | 'sell';
  userId?: number;
  id?: number;
  dateFrom?: number;
  dateTo?: number;
}

/** The same deals in the traders' words: the trader is the offer's author, flow type the offer type. */
export async function listTraderTrades(ctx: RequestContext, q: TraderTradesQuery) {
  const filter: repo.TradeFilter = {
    id: q.id,
    userId: q.userId,
    statuses: q.status ? [...new Set(q.status.flatMap(p2pStatusesOf))] : undefined,
    offerType: q.flowType === undefined ? undefined : q.flowType === 'buy' ? 'Buy' : 'Sell',
    dateFrom: isoFrom(q.dateFrom),
    dateTo: isoTo(q.dateTo),
  };
  const [rows, total] = await Promise.all([repo.listTrades(ctx.db, filter, q), repo.countTrades(ctx.db, filter)]);
  const items = rows.map((r) => ({
    id: r.id,
    flowType: r.offer_type === 'Buy' ? ('buy' as const) : ('sell' as const),
    status: TRADER_STATUS_OF[r.status as P2pTradeStatusValue],
    traderId: r.offer_type === 'Sell' ? r.seller_id : r.buyer_id,
    traderUserName: r.offer_type === 'Sell' ? r.seller_user_name : r.buyer_user_name,
    counterpartyId: r.offer_type === 'Sell' ? r.buyer_id : r.seller_id,
    counterpartyUserName: r.offer_type === 'Sell' ? r.buyer_user_name : r.seller_user_name,
    merchantId: null,
    amount: normalizeDecimal(r.amount),
    currency: r.crypto_title,
    fiatAmount: normalizeDecimal(r.fiat_amount),
    fiatCurrency: r.fiat_title,
    requisitesId: null,
    dateCreated: r.date_created,
    comment: r.comment,
  }));
  return v1Ok({ items, total });
}

export const DEFAULT_NOTIFICATION = (tradeId: number) => `Please check the status of deal #${tradeId}`;

/** PUT v1/p2p/trades/notify: a system line in each deal's chat (what the parties' apps show as a notification). */
export async function notifyTrades(ctx: RequestContext, body: { tradeIds: number[]; message?: string }) {
  const admin = requireAdmin(ctx);
  const ids = [...new Set(body.tradeIds)];
  const found = await repo.findTrades(ctx.db, ids);
  const missing = ids.filter((id) => !found.some((t) => t.id === id));
  if (missing.length) throw notFound(`Trades not found: ${missing.join(', ')}`);
  const at = ctx.now().toISOString();
  const text = body.message?.trim();
  for (const id of ids) {
    const chat = await repo.chatOfTrade(ctx.db, id);
    if (!chat) continue;
    await insertMessage(ctx.db, { chat_id: chat.id, member_type: ChatMemberType.System, user_id: null, admin_id: admin.id, message: text || DEFAULT_NOTIFICATION(id), date_created: at });
  }
  await ctx.audit({ targetIds: ids, after: { message: text || null } });
  return v1Ok();
}

export interface TradeEdit {
  amount?: string;
  fiatAmount?: string;
  comment?: string | null;
}

function positiveAmount(value: string, decimals: number, path: string): Decimal {
  const amount = new Decimal(value);
  if (amount.lte(0)) throw new ApiError(ErrorCode.ValidationFailed, {}, [{ path, message: 'must be greater than 0' }]);
  if (amount.decimalPlaces() > decimals) throw new ApiError(ErrorCode.ValidationFailed, {}, [{ path, message: `must have at most ${decimals} decimals` }]);
  return amount;
}

/**
 * PUT v1/p2p/trades/{tradeId}: the admin's note at any time; the fiat amount while the deal is
 * open; the crypto amount only before the funds are frozen (nothing is held yet), the service fee
 * following at the deal's own rate. Statuses change only through arbitration.
 */
export async function editTrade(ctx: RequestContext, tradeId: number, body: TradeEdit) {
  const trade = await repo.findTrade(ctx.db, tradeId);
  if (!trade) throw notFound(TRADE_NOT_FOUND, 'tradeNotFound');
  const changesMoney = body.amount !== undefined || body.fiatAmount !== undefined;
  if (changesMoney && isFinalStatus(trade.status)) throw impossible(CLOSED_TRADE_UNCHANGEABLE, 'closedTradeUnchangeable');
  if (body.amount !== undefined && !(BEFORE_FREEZE_STATUSES as readonly number[]).includes(trade.status)) throw impossible(AMOUNT_FROZEN, 'amountFrozen');

  const currencies = await ctx.db
    .selectFrom('currencies')
    .select(['id', 'decimals'])
    .where('id', 'in', [trade.crypto_currency_id, trade.fiat_currency_id])
    .execute();
  const decimalsOf = (id: number) => currencies.find((c) => c.id === id)?.decimals ?? 8;
  const changes: Partial<typeof trade> = {};
  if (body.amount !== undefined) {
    const amount = positiveAmount(body.amount, decimalsOf(trade.crypto_currency_id), '/amount');
    changes.amount = amount.toFixed();
    changes.service_fee = amount.times(trade.fee_rate).toDecimalPlaces(decimalsOf(trade.crypto_currency_id), Decimal.ROUND_DOWN).toFixed();
  }
  if (body.fiatAmount !== undefined) changes.fiat_amount = positiveAmount(body.fiatAmount, decimalsOf(trade.fiat_currency_id), '/fiatAmount').toFixed();
  if (body.comment !== undefined) changes.comment = body.comment?.trim() || null;

  const at = ctx.now().toISOString();
  const won = await repo.updateTradeIf(ctx.db, tradeId, { status: trade.status, arbitratorId: trade.arbitrator_id }, { ...changes, date_updated: at });
  if (!won) throw impossible(TRADE_CHANGED_MEANWHILE, 'tradeChangedMeanwhile');
  const pick = (row: Partial<typeof trade>) => ({
    amount: row.amount === undefined ? undefined : normalizeDecimal(row.amount),
    serviceFee: row.service_fee === undefined ? undefined : normalizeDecimal(row.service_fee),
    fiatAmount: row.fiat_amount === undefined ? undefined : normalizeDecimal(row.fiat_amount),
    comment: row.comment,
  });
  const before = pick(Object.fromEntries(Object.keys(changes).map((k) => [k, trade[k as keyof typeof trade]])) as Partial<typeof trade>);
  await ctx.audit({ targetIds: [tradeId], before, after: pick(changes) });
  return v1Ok();
}

