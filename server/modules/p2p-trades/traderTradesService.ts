/** The traders-module view of the deals (v1/p2p/trades): list, notify and edit. */
import { BEFORE_FREEZE_STATUSES, isFinalStatus, p2pStatusesOf, TRADER_STATUS_OF, type P2pTradeStatus as P2pTradeStatusValue } from '../../../src/domain/p2p.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError, impossible, notFound } from '../../http/apiError.ts';
import { Decimal, normalizeDecimal } from '../../money.ts';
import { postSystemMessage } from '../group-chat/service.ts';
import { requireAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';
import { TRADE_NOT_FOUND, TRADE_CHANGED_MEANWHILE, CLOSED_TRADE_UNCHANGEABLE, AMOUNT_FROZEN } from './common.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

// ── Traders-module view of the deals (v1/p2p/trades) ────────────────────────

/** The same deals in the traders' words: the trader is the offer's author, flow type the offer type. */
export async function listTraderTrades(ctx: RequestContext, q: QueryOf<'GET v1/p2p/trades'>) {
  const filter: repo.TradeFilter = {
    id: q.id,
    userId: q.userId,
    statuses: q.status ? [...new Set(q.status.flatMap(p2pStatusesOf))] : undefined,
    offerType: q.flowType === undefined ? undefined : q.flowType === 'buy' ? 'Buy' : 'Sell',
    dateFrom: rangeStartIso(q.dateFrom),
    dateTo: rangeEndIso(q.dateTo),
  };
  const { rows, total } = await repo.pageTrades(ctx.db, filter, q);
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
  return { items, total };
}

export const DEFAULT_NOTIFICATION = (tradeId: number) => `Please check the status of deal #${tradeId}`;

/** PUT v1/p2p/trades/notify: a system line in each deal's chat (what the parties' apps show as a notification). */
export async function notifyTrades(ctx: RequestContext, body: BodyOf<'PUT v1/p2p/trades/notify'>) {
  const admin = requireAdmin(ctx);
  const ids = [...new Set(body.tradeIds)];
  const found = await repo.findTrades(ctx.db, ids);
  const missing = ids.filter((id) => !found.some((t) => t.id === id));
  if (missing.length) throw notFound(`Trades not found: ${missing.join(', ')}`, 'tradeNotFound', { ids: missing.join(', ') });
  const at = ctx.now().toISOString();
  const text = body.message?.trim();
  for (const id of ids) {
    const chat = await repo.chatOfTrade(ctx.db, id);
    if (!chat) continue;
    await postSystemMessage(ctx.db, chat.id, admin.id, text || DEFAULT_NOTIFICATION(id), at);
  }
  await ctx.audit({ targetIds: ids, after: { message: text || null } });
  return {};
}

function positiveAmount(value: string, decimals: number, path: string): Decimal {
  const amount = new Decimal(value);
  if (amount.lte(0)) throw new ApiError(ErrorCode.ValidationFailed, {}, [{ path, message: 'must be greater than 0' }], undefined, 'amountNotPositive');
  if (amount.decimalPlaces() > decimals) throw new ApiError(ErrorCode.ValidationFailed, { decimals }, [{ path, message: `must have at most ${decimals} decimals` }], undefined, 'tooManyDecimals');
  return amount;
}

/**
 * PUT v1/p2p/trades/{tradeId}: the admin's note at any time; the fiat amount while the deal is
 * open; the crypto amount only before the funds are frozen (nothing is held yet), the service fee
 * following at the deal's own rate. Statuses change only through arbitration.
 */
export async function editTrade(ctx: RequestContext, tradeId: number, body: BodyOf<'PUT v1/p2p/trades/{tradeId}'>) {
  const trade = await repo.findTrade(ctx.db, tradeId);
  if (!trade) throw notFound(TRADE_NOT_FOUND, 'tradeNotFound');
  const changesMoney = body.amount !== undefined || body.fiatAmount !== undefined;
  if (changesMoney && isFinalStatus(trade.status)) throw impossible(CLOSED_TRADE_UNCHANGEABLE, 'closedTradeUnchangeable');
  if (body.amount !== undefined && !(BEFORE_FREEZE_STATUSES as readonly number[]).includes(trade.status)) throw impossible(AMOUNT_FROZEN, 'amountFrozen');

  const currencies = await repo.currencyDecimals(ctx.db, [trade.crypto_currency_id, trade.fiat_currency_id]);
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
  return {};
}
