/** Arbitration: the arbitrators' lists and the join, assign, confirm and cancel actions. */
import { ARBITRATION_RESULTS, DISPUTE_STATUSES, decideArbitration, type ArbitrationAction } from '../../../src/domain/p2p.ts';
import { impossible } from '../../http/apiError.ts';
import { releaseEscrow, returnEscrow } from '../ledger/service.ts';
import { postSystemMessage } from '../group-chat/service.ts';
import { requireAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';
import { adminHoldsRole } from '../p2p-offers/rolesService.ts';
import { ASSIGNABLE_ROLE } from '../../../src/domain/p2pOffers.ts';
import { TRADE_CHANGED_MEANWHILE, refusalError, bodyIdMismatch, toArbitratorTrade } from './common.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

// ── Arbitrator lists ────────────────────────────────────────────────────────

/**
 * Trades for arbitration. Awaiting: isInDispute true, isArbitratorJoined false; other arbitrators':
 * isArbitratorJoined true, withoutMe true; completed arbitration: status 5 and 6 (spec 2 §4).
 */
export async function listArbitratorTrades(ctx: RequestContext, q: QueryOf<'GET v1/arbitrator/trades'>) {
  const admin = requireAdmin(ctx);
  const filter: repo.TradeFilter = {
    statuses: q.status,
    arbitratorJoined: q.isArbitratorJoined,
    excludeArbitratorId: q.withoutMe ? admin.id : undefined,
    inDisputeStatuses: q.isInDispute === undefined ? undefined : { in: q.isInDispute, statuses: DISPUTE_STATUSES },
  };
  const { rows, total } = await repo.pageTrades(ctx.db, filter, q);
  return { data: rows.map(toArbitratorTrade), total };
}

/** The signed-in staff member's own arbitrations. */
export async function listMyArbitratorTrades(ctx: RequestContext, q: QueryOf<'GET v1/arbitrator/trades/me'>) {
  const admin = requireAdmin(ctx);
  const filter: repo.TradeFilter = { arbitratorId: admin.id, statuses: q.status, dateFrom: rangeStartIso(q.dateFrom), dateTo: rangeEndIso(q.dateTo) };
  const sort = { field: q.sortField ?? 'dateCreated', desc: q.sortDesc };
  const { rows, total } = await repo.pageTrades(ctx.db, filter, { ...q, sort });
  return { data: rows.map(toArbitratorTrade), total };
}

// ── Arbitration actions ─────────────────────────────────────────────────────

const SYSTEM_TEXT: Record<ArbitrationAction, (name: string) => string> = {
  join: (name) => `Arbitrator ${name} joined the chat`,
  assign: (name) => `Arbitrator ${name} was assigned to the deal`,
  confirm: () => 'The arbitrator confirmed the deal: the crypto goes to the buyer',
  cancel: () => 'The arbitrator cancelled the deal: the crypto returns to the seller',
};

type ArbitrationBody =
  | BodyOf<'PUT v1/arbitrator/trades/{id}/join'>
  | BodyOf<'POST v1/arbitrator/trades/{id}/assign'>
  | BodyOf<'POST v1/arbitrator/trades/{id}/confirmation'>
  | BodyOf<'POST v1/arbitrator/trades/{id}/cancellation'>;

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

  let target: { adminId: number; adminStatus: number; isBlocked: boolean; hasArbitratorRole: boolean; userName: string } | null = null;
  if (action === 'assign' && 'arbitratorId' in body) {
    const row = await repo.findAdmin(ctx.db, body.arbitratorId);
    // Eligible only while the staff account's user holds the granted P2P arbitrator role (issue 14).
    const hasArbitratorRole = row ? await adminHoldsRole(ctx.db, row.id, ASSIGNABLE_ROLE) : false;
    target = row ? { adminId: row.id, adminStatus: row.admin_status, isBlocked: row.is_blocked === 1, hasArbitratorRole, userName: row.user_name } : null;
  }
  const actor = { adminId: admin.id, adminStatus: admin.adminStatus };
  const decision = decideArbitration(action, { status: trade.status, arbitratorId: trade.arbitrator_id }, actor, target);
  if (!decision.ok) throw refusalError(decision.refusal);

  const at = ctx.now().toISOString();
  const comment = ('comment' in body ? body.comment?.trim() : undefined) || null;
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
    await postSystemMessage(ctx.db, chat.id, admin.id, SYSTEM_TEXT[action](name), at);
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
  return {};
}
