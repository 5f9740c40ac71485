import { guardAction } from '../../core/approvals.ts';
import { isOutbound } from '../../../src/domain/traders.ts';
/**
 * Traders' transactions and exchange orders: the lists, one order, and the three admin actions.
 * An action is allowed by the status table of src/domain/traders.ts; the status change and the
 * money it moves run in the request's one transaction, and a conditional update makes exactly one
 * of two racing actions win (the other is refused with the status it finds).
 */
import {
  allowsAction, BODY_ID_MISMATCH, ORDER_NOT_FOUND, statusRefusal, TRADER_ACTION_RESULT, TRANSACTION_NOT_FOUND,
  type TraderAction, type TraderSubject,
} from '../../../src/domain/traders.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import { normalizeDecimal } from '../../money.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';
import * as money from './money.ts';
import * as repo from './repository.ts';

type ActionBody = BodyOf<'PUT v1/transactions/{id}/confirm'>;

function toTransaction(r: repo.TransactionRow) {
  return {
    id: r.id,
    userId: r.user_id,
    type: r.tx_type,
    status: r.status,
    amount: normalizeDecimal(r.amount),
    currency: r.currency,
    address: r.address,
    txHash: r.tx_hash,
    comment: r.comment,
    dateCreated: r.date_created,
  };
}

function toOrder(r: repo.OrderRow) {
  return {
    id: r.id,
    userId: r.user_id,
    status: r.status,
    fromCurrency: r.from_currency,
    toCurrency: r.to_currency,
    fromAmount: normalizeDecimal(r.from_amount),
    toAmount: normalizeDecimal(r.to_amount),
    rate: normalizeDecimal(r.rate),
    comment: r.comment,
    dateCreated: r.date_created,
  };
}

export async function listTransactions(ctx: RequestContext, q: QueryOf<'GET v1/transactions'>) {
  const filter: repo.TransactionFilter = {
    statuses: q.status,
    types: q.type,
    userId: q.userId,
    currency: q.currency,
    dateFrom: rangeStartIso(q.dateFrom),
    dateTo: rangeEndIso(q.dateTo),
  };
  const { rows, total } = await repo.pageTransactions(ctx.db, filter, q);
  return { items: rows.map(toTransaction), total };
}

export async function listAddressTransactions(ctx: RequestContext, q: QueryOf<'GET v1/transactions/address'>) {
  const filter: repo.TransactionFilter = { address: q.address || undefined, currency: q.currency, userId: q.userId };
  const { rows, total } = await repo.pageTransactions(ctx.db, filter, q);
  return { items: rows.map(toTransaction), total };
}

export async function listOrders(ctx: RequestContext, q: QueryOf<'GET v1/exchange/orders'>) {
  const filter: repo.OrderFilter = { statuses: q.status, userId: q.userId, dateFrom: rangeStartIso(q.dateFrom), dateTo: rangeEndIso(q.dateTo) };
  const { rows, total } = await repo.pageOrders(ctx.db, filter, q);
  return { items: rows.map(toOrder), total };
}

export async function getOrder(ctx: RequestContext, id: number) {
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw notFound(ORDER_NOT_FOUND, 'exchangeOrderNotFound');
  return { data: toOrder(row) };
}

function checkBody(id: number, body: ActionBody) {
  if (body.id !== id) throw new ApiError(ErrorCode.ValidationFailed, {}, [{ path: '/id', message: BODY_ID_MISMATCH }], undefined, 'bodyIdMismatch');
}

/**
 * The refusal for a status the table does not allow, or for losing a race to another action; the
 * status found rides along as a parameter so the console can say it in the admin's language.
 */
function refuse(subject: TraderSubject, action: TraderAction, status: string): never {
  throw new ApiError(ErrorCode.Impossible, { status }, undefined, statusRefusal(subject, action, status), 'statusForbidsAction');
}

/**
 * What an action makes of a transaction or an exchange order, refused when its status does not allow the action:
 * the status it moves to, whether it stays held (only a confirm keeps the hold), the comment kept, and when.
 */
function transition(
  ctx: RequestContext,
  subject: TraderSubject,
  action: TraderAction,
  row: { status: string; is_held: number; comment: string | null },
  body: ActionBody,
) {
  if (!allowsAction(row.status, action)) refuse(subject, action, row.status);
  const held = row.is_held === 1;
  return {
    to: TRADER_ACTION_RESULT[action],
    held,
    stillHeld: held && action === 'confirm',
    at: ctx.now().toISOString(),
    comment: body.comment?.trim() ? body.comment.trim() : row.comment,
  };
}

export async function actOnTransaction(ctx: RequestContext, action: TraderAction, id: number, body: ActionBody) {
  checkBody(id, body);
  const admin = requireAdmin(ctx);
  const tx = await repo.findTransaction(ctx.db, id);
  if (!tx) throw notFound(TRANSACTION_NOT_FOUND, 'transactionNotFound');
  const { to, held, stillHeld, at, comment } = transition(ctx, 'transaction', action, tx, body);
  // Four-eyes policy (issue 29): completing an outbound transaction (a withdrawal) may wait for a second admin.
  if (action === 'complete' && isOutbound(tx.tx_type)) {
    const guarded = await guardAction(ctx, {
      parameters: { body, params: { id } },
      userId: tx.user_id,
      targetId: id,
      amount: normalizeDecimal(tx.amount),
      currencyId: tx.currency_id,
      currencyTitle: tx.currency,
      before: { status: tx.status, isHeld: held },
      makerComment: body.comment?.trim() || null,
    });
    if (guarded) return guarded;
  }
  if (!(await repo.moveTransaction(ctx.db, id, tx.status, { status: to, isHeld: stillHeld, comment, at }))) {
    const now = await repo.findTransaction(ctx.db, id);
    refuse('transaction', action, now?.status ?? tx.status);
  }
  const who = { adminId: admin.id, at };
  if (action === 'complete') await money.settleTransaction(ctx.db, tx, held, who);
  if (action === 'cancel') await money.returnTransaction(ctx.db, tx, held, who);
  await ctx.audit({
    targetIds: [id],
    before: { status: tx.status, isHeld: held, comment: tx.comment },
    after: { status: to, isHeld: stillHeld, comment, type: tx.tx_type, amount: normalizeDecimal(tx.amount), currency: tx.currency },
  });
  return {};
}

export async function actOnOrder(ctx: RequestContext, action: TraderAction, id: number, body: ActionBody) {
  checkBody(id, body);
  const admin = requireAdmin(ctx);
  const order = await repo.findOrder(ctx.db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND, 'exchangeOrderNotFound');
  const { to, held, stillHeld, at, comment } = transition(ctx, 'exchange order', action, order, body);
  if (!(await repo.moveOrder(ctx.db, id, order.status, { status: to, isHeld: stillHeld, comment, at }))) {
    const now = await repo.findOrder(ctx.db, id);
    refuse('exchange order', action, now?.status ?? order.status);
  }
  const who = { adminId: admin.id, at };
  if (held && action === 'complete') await money.settleOrder(ctx.db, order, who);
  if (held && action === 'cancel') await money.returnOrder(ctx.db, order, who);
  await ctx.audit({
    targetIds: [id],
    before: { status: order.status, isHeld: held, comment: order.comment },
    after: {
      status: to, isHeld: stillHeld, comment,
      fromCurrency: order.from_currency, fromAmount: normalizeDecimal(order.from_amount),
      toCurrency: order.to_currency, toAmount: normalizeDecimal(order.to_amount),
    },
  });
  return {};
}
