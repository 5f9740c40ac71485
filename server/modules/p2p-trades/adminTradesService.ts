/** The admin's P2P deals: the deals list, its statistics and a trader's P2P profile. */
import { DISPUTE_STATUSES, isFinalStatus, isInDispute, P2pTradeStatus } from '../../../src/domain/p2p.ts';
import { pageCount } from '../../../src/domain/paging.ts';
import { notFound } from '../../http/apiError.ts';
import { Decimal, normalizeDecimal } from '../../money.ts';
import { availableOf } from '../ledger/service.ts';
import { type QueryOf, type RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';
import { EQUIVALENT_CURRENCY_TITLE, usdValue } from '../../core/pricing.ts';
import { DAY_MS, toArbitratorTrade } from './common.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

// ── Admin P2P deals ─────────────────────────────────────────────────────────

/** GET p2p/Admin/Trade: a page of deals with balances and status history; answer data, pages. */
export async function listAdminTrades(ctx: RequestContext, q: QueryOf<'GET p2p/Admin/Trade'>) {
  const filter: repo.TradeFilter = {
    id: q.id,
    userId: q.userId,
    offerId: q.offerId,
    statuses: q.status,
    inDisputeStatuses: q.isInDispute === undefined ? undefined : { in: q.isInDispute, statuses: DISPUTE_STATUSES },
    cryptoCurrencyId: q.cryptoCurrencyId,
    fiatCurrencyId: q.fiatCurrencyId,
    dateFrom: rangeStartIso(q.dateFrom),
    dateTo: rangeEndIso(q.dateTo),
  };
  const { rows, total } = await repo.pageTrades(ctx.db, filter, q);
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

/**
 * Deal counts in a period and the turnover (completed deals valued in USD). Completed: 6;
 * cancelled: 5, 7, 8; disputes: in dispute now (9–11); active: not closed; arbitrator calls: deals
 * that ever went to arbitration.
 */
export async function tradeStatistic(ctx: RequestContext, q: QueryOf<'GET p2p/Admin/Trade/statistic'>) {
  const filter: repo.TradeFilter = { dateFrom: rangeStartIso(q.dateFrom), dateTo: rangeEndIso(q.dateTo), cryptoCurrencyId: q.cryptoCurrencyId };
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
  const user = await repo.findUserName(ctx.db, userId);
  if (!user) throw notFound('User not found', 'userNotFound');
  const [trades, feedback] = await Promise.all([
    repo.tradesOfUser(ctx.db, userId),
    repo.feedbackCountsOf(ctx.db, userId),
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
