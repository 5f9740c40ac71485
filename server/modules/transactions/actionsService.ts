import { ErrorCode } from '../../../src/domain/errors.ts';
import {
  TransactionAction as A,
  ACTION_REFUSALS,
  canMarkRequisites,
  mayMarkRequisites,
  COMMENT_REQUIRED,
  decideAction,
  kytAfter,
  TransactionStatus,
  type ActionRefusal,
  type RequisitesStatus,
  type TransactionAction,
  type TransactionState,
} from '../../../src/domain/transactions.ts';
import { isPostgres, type Executor } from '../../db/database.ts';
import { accessRefused, ApiError, impossible, notFound, refused } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import { Decimal } from '../../money.ts';
import { holdForApproval, INSUFFICIENT_BALANCE, LedgerEntryType } from '../ledger/service.ts';
import { approvalHoldRef, guardAction } from '../../core/approvals.ts';
import type { ApprovalPending } from '../../http/operation.ts';
import { adminWithdraw, creditDeposit, debitWithdrawal, holdWithdrawal, releaseWithdrawal, reverseDeposit } from '../ledger/transactionMoves.ts';
import { requireAdmin } from '../../http/operation.ts';
import * as repo from './repository.ts';
import { TRANSACTION_NOT_FOUND } from './service.ts';
import { isAboveThreshold } from './settingsService.ts';

export const TRANSACTION_CHANGED_MEANWHILE = 'The transaction has just changed, reload it and try again';
export const COMMENT_REQUIRED_MESSAGE = 'A comment is required';
export const CURRENCY_DISABLED = 'Transactions in this currency are disabled';
export const AMOUNT_NOT_POSITIVE = 'The amount must be greater than zero';
export const REQUISITES_CLOSED = 'The requisites of a finished transaction cannot be marked';

function refusalError(refusal: ActionRefusal): ApiError {
  const { kind, message } = ACTION_REFUSALS[refusal];
  return kind === 'notAllowed' ? refused(message, refusal) : impossible(message, refusal);
}

const stateOf = (r: repo.TransactionRow): TransactionState => ({
  side: r.side,
  status: r.status,
  kytStatus: r.kyt_status,
  requisitesStatus: r.requisites_status,
  antiFraud: r.anti_fraud === 1,
});

async function userTotal(db: Executor, userId: number, currencyId: number) {
  const b = await repo.balanceOf(db, userId, currencyId);
  return b ? new Decimal(b.available).plus(b.locked).toFixed() : '0';
}

/**
 * One admin action on one transaction, in the request's transaction: read it, decide from the
 * shared transition table (status, role, anti-fraud, KYT, requisites), move it on conditionally on
 * the version read (a racing second request misses and changes nothing), move the money the rule
 * says, then write the status history and the admin log.
 */
export async function act(ctx: RequestContext, action: TransactionAction, body: { transactionId: number; comment?: string; details?: string }) {
  const admin = requireAdmin(ctx);
  const comment = (body.comment ?? body.details)?.trim() || null;
  if (COMMENT_REQUIRED.has(action) && !body.comment?.trim()) {
    throw new ApiError(ErrorCode.ValidationFailed, {}, [{ path: '/comment', message: COMMENT_REQUIRED_MESSAGE }], COMMENT_REQUIRED_MESSAGE, 'commentRequired');
  }
  const tx = await repo.findTransaction(ctx.db, body.transactionId);
  if (!tx) throw notFound(TRANSACTION_NOT_FOUND, 'transactionNotFound');
  const decision = decideAction(action, stateOf(tx), admin.adminStatus);
  if (!decision.ok) throw refusalError(decision.refusal);
  // Four-eyes policy (issue 29): completing or confirming a withdrawal, and cancelling a completed
  // deposit, wait for a second admin above the policy's line (a user's withdrawal is held already).
  const guarded = action === A.CancelCompletedDeposit || ((action === A.Complete || action === A.Confirm) && tx.side === 'out');
  if (guarded) {
    const held = await guardAction(ctx, {
      parameters: { body },
      userId: tx.user_id,
      targetId: tx.id,
      amount: new Decimal(tx.amount).toFixed(),
      currencyId: tx.currency_id,
      currencyTitle: tx.currency_title,
      before: { status: tx.status, kytStatus: tx.kyt_status, balance: await userTotal(ctx.db, tx.user_id, tx.currency_id) },
      makerComment: comment,
    });
    if (held) return held;
  }

  const at = ctx.now().toISOString();
  const status = decision.rule.to ?? tx.status;
  const kyt = kytAfter(action, tx.kyt_status);
  const completes = status === TransactionStatus.DepositCompleted || status === TransactionStatus.WithdrawalCompleted;
  const won = await repo.updateTransactionIf(ctx.db, tx.id, tx.version, {
    status,
    kyt_status: kyt,
    ...(status !== tx.status ? { status_changed_at: at } : {}),
    ...(comment !== null ? { admin_comment: comment } : {}),
    ...(completes ? { confirmation_date: at } : {}),
  });
  if (!won) {
    const fresh = await repo.findTransaction(ctx.db, tx.id);
    const again = fresh && decideAction(action, stateOf(fresh), admin.adminStatus);
    throw again && !again.ok ? refusalError(again.refusal) : impossible(TRANSACTION_CHANGED_MEANWHILE, 'transactionChangedMeanwhile');
  }

  const money = decision.rule.money;
  if (money !== 'none') {
    const when = { at, adminId: admin.id };
    const before = await userTotal(ctx.db, tx.user_id, tx.currency_id);
    if (money === 'creditDeposit') await creditDeposit(ctx.db, tx, when);
    if (money === 'reverseDeposit') await reverseDeposit(ctx.db, tx, when);
    if (money === 'debitWithdrawal') await debitWithdrawal(ctx.db, tx, when);
    if (money === 'releaseHold') await releaseWithdrawal(ctx.db, tx, when);
    await repo.setBalancesAround(ctx.db, tx.id, before, await userTotal(ctx.db, tx.user_id, tx.currency_id));
  }

  await repo.addHistory(ctx.db, {
    transaction_id: tx.id, action, status, kyt_status: kyt, requisites_status: tx.requisites_status, admin_id: admin.id, comment, date_created: at,
  });
  await ctx.audit({
    targetIds: [tx.id],
    before: { status: tx.status, kytStatus: tx.kyt_status },
    after: { action, status, kytStatus: kyt, money, amount: new Decimal(tx.amount).toFixed(), currencyId: tx.currency_id, comment },
  });
  return { success: true as const };
}

/** Requisites marked approved or problematic, or unmarked (new), while the transaction is open; kept in the history. */
export async function markRequisites(ctx: RequestContext, body: { transactionId: number; requisitesStatus: RequisitesStatus; comment?: string }) {
  const admin = requireAdmin(ctx);
  const tx = await repo.findTransaction(ctx.db, body.transactionId);
  if (!tx) throw notFound(TRANSACTION_NOT_FOUND, 'transactionNotFound');
  if (!canMarkRequisites(tx)) throw impossible(REQUISITES_CLOSED, 'requisitesClosed');
  if (!mayMarkRequisites(tx.requisites_status, body.requisitesStatus, admin.adminStatus)) throw accessRefused('requisitesMarkNotAllowed');
  const at = ctx.now().toISOString();
  if (!(await repo.updateTransactionIf(ctx.db, tx.id, tx.version, { requisites_status: body.requisitesStatus }))) throw impossible(TRANSACTION_CHANGED_MEANWHILE, 'transactionChangedMeanwhile');
  const comment = body.comment?.trim() || null;
  await repo.addHistory(ctx.db, {
    transaction_id: tx.id, action: 'requisites', status: tx.status, kyt_status: tx.kyt_status, requisites_status: body.requisitesStatus, admin_id: admin.id, comment, date_created: at,
  });
  await ctx.audit({ targetIds: [tx.id], before: { requisitesStatus: tx.requisites_status }, after: { requisitesStatus: body.requisitesStatus, comment } });
  return { success: true as const };
}

export interface AdminMoneyInput {
  userId: number;
  currencyId: number;
  amount: string;
  comment?: string;
}

export type AdminMoneyOutcome = { ok: true; transactionId: number } | { ok: false; error: string; reason: 'currencyDisabled' | 'insufficientBalance' };

/**
 * Admin deposit and withdrawal (ledger types adminDeposit, adminWithdrawal of spec 3 §3): a
 * finished transaction of the user's, and its legs, in one database transaction. A business
 * refusal (a disabled currency, a balance that does not cover the withdrawal) changes nothing.
 */
export async function adminMoney(ctx: RequestContext, kind: 'deposit' | 'withdrawal', input: AdminMoneyInput, raw: unknown = input): Promise<AdminMoneyOutcome | ApprovalPending> {
  const admin = requireAdmin(ctx);
  const amount = new Decimal(input.amount);
  if (!amount.greaterThan(0)) throw new ApiError(ErrorCode.ValidationFailed, {}, [{ path: '/amount', message: AMOUNT_NOT_POSITIVE }], AMOUNT_NOT_POSITIVE, 'amountNotPositive');
  const [currency, userExists] = await Promise.all([repo.currencyById(ctx.db, input.currencyId), repo.userExists(ctx.db, input.userId)]);
  if (!userExists) throw notFound('User not found', 'userNotFound');
  if (!currency) throw notFound('Currency not found', 'currencyNotFound');
  const comment = input.comment?.trim() || null;
  const refuse = async (error: string, reason: 'currencyDisabled' | 'insufficientBalance'): Promise<AdminMoneyOutcome> => {
    await ctx.audit({ targetIds: [input.userId], before: null, after: { kind, refused: error, currencyId: input.currencyId, amount: amount.toFixed() } });
    return { ok: false, error, reason };
  };
  if (currency.is_in_use !== 1) return refuse(CURRENCY_DISABLED, 'currencyDisabled');
  // Lock the balance row first (PostgreSQL), so the check below still holds when the money moves.
  const balance = await repo.lockBalance(ctx.db, input.userId, input.currencyId, isPostgres(ctx.db));
  const available = new Decimal(balance?.available ?? '0');
  if (kind === 'withdrawal' && available.lessThan(amount)) return refuse(INSUFFICIENT_BALANCE, 'insufficientBalance');

  const at = ctx.now().toISOString();
  const before = available.plus(balance?.locked ?? '0');
  // Four-eyes policy (issue 29): above its line the call becomes an approval request and nothing
  // moves; a withdrawal's amount is held meanwhile, so the balance cannot be spent twice.
  const held = await guardAction(ctx, {
    parameters: { body: raw },
    userId: input.userId,
    amount: amount.toFixed(),
    currencyId: currency.id,
    currencyTitle: currency.title,
    before: { balance: before.toFixed(), available: available.toFixed(), currencyId: currency.id },
    makerComment: comment,
    holdAmount: kind === 'withdrawal' ? amount.toFixed() : null,
  });
  if (held) {
    if (kind === 'withdrawal') {
      await holdForApproval(ctx.db, { userId: input.userId, currencyId: currency.id, amount: amount.toFixed(), at, adminId: admin.id, ref: approvalHoldRef(held.body.approvalRequestId) });
    }
    return held;
  }
  const after = kind === 'deposit' ? before.plus(amount) : before.minus(amount);
  const status = kind === 'deposit' ? TransactionStatus.DepositCompleted : TransactionStatus.WithdrawalCompleted;
  const id = await repo.insertTransaction(ctx.db, {
    user_id: input.userId, side: kind === 'deposit' ? 'in' : 'out', operation_type: 'adminDeposit', transaction_method_type: 'admin', currency_id: currency.id,
    amount: amount.toFixed(), fee: '0', status, kyt_status: null, requisites_status: null, anti_fraud: 0, admin_comment: comment,
    balance_before: before.toFixed(), balance_after: after.toFixed(), confirmation_date: at, date_created: at, status_changed_at: at,
  });
  const tx = { id, user_id: input.userId, currency_id: currency.id, amount: amount.toFixed(), fee: '0' };
  if (kind === 'deposit') await creditDeposit(ctx.db, tx, { at, adminId: admin.id }, LedgerEntryType.AdminDeposit);
  else await adminWithdraw(ctx.db, tx, { at, adminId: admin.id });
  await repo.addHistory(ctx.db, { transaction_id: id, action: kind === 'deposit' ? 'adminDeposit' : 'adminWithdrawal', status, kyt_status: null, requisites_status: null, admin_id: admin.id, comment, date_created: at });
  await ctx.audit({ targetIds: [input.userId, id], before: { balance: before.toFixed() }, after: { kind, transactionId: id, currencyId: currency.id, amount: amount.toFixed(), balance: after.toFixed() } });
  return { ok: true, transactionId: id };
}

/** The v2 answer shape: result.Success / result.Error (spec 3 §7). */
export async function adminMoneyAnswer(ctx: RequestContext, kind: 'deposit' | 'withdrawal', input: AdminMoneyInput) {
  const outcome = await adminMoney(ctx, kind, input);
  if (!('ok' in outcome)) return outcome;
  if (outcome.ok) return { result: { Success: true, Error: null }, transactionId: outcome.transactionId };
  // The refusal also as an error object, so the console words it by its reason.
  return { result: { Success: false, Error: outcome.error }, error: impossible(outcome.error, outcome.reason).toBody() };
}

/** v1: the same move by currency title; a refusal is an error, which the edge answers with result.Error. */
export async function v1Money(ctx: RequestContext, kind: 'deposit' | 'withdrawal', input: { userId: number; currency: string; amount: string; comment?: string }) {
  const currency = await repo.currencyByTitle(ctx.db, input.currency);
  if (!currency) throw notFound('Currency not found', 'currencyNotFound');
  const outcome = await adminMoney(ctx, kind, { userId: input.userId, currencyId: currency.id, amount: input.amount, comment: input.comment }, input);
  if (!('ok' in outcome)) return outcome;
  if (!outcome.ok) throw impossible(outcome.error, outcome.reason);
  return { id: outcome.transactionId };
}

/**
 * A user's own withdrawal or deposit request as the exchange's front end makes it (used by the
 * seed's scenarios and the tests): a withdrawal holds its amount at once; one worth more than the
 * anti-fraud threshold waits in AwaitingManualCheck for the super admin.
 */
export async function requestTransaction(
  db: Executor,
  input: { userId: number; currencyId: number; side: 'in' | 'out'; amount: string; fee?: string; kyt?: string | null; requisites?: string | null },
  at: string,
) {
  const currency = await repo.currencyById(db, input.currencyId);
  if (!currency) throw notFound('Currency not found', 'currencyNotFound');
  if (currency.is_in_use !== 1) throw impossible(CURRENCY_DISABLED, 'currencyDisabled');
  const antiFraud = await isAboveThreshold(db, input.amount, currency.title);
  const status = antiFraud ? TransactionStatus.AwaitingManualCheck : input.side === 'in' ? TransactionStatus.New : TransactionStatus.WithdrawalInQueue;
  const id = await repo.insertTransaction(db, {
    user_id: input.userId, side: input.side, operation_type: 'depositWithdrawal', transaction_method_type: 'blockchain', currency_id: input.currencyId,
    amount: new Decimal(input.amount).toFixed(), fee: new Decimal(input.fee ?? '0').toFixed(), status, kyt_status: input.kyt ?? null,
    requisites_status: input.side === 'out' ? 'new' : null, requisites: input.requisites ?? null, anti_fraud: antiFraud ? 1 : 0, date_created: at, status_changed_at: at,
  });
  const tx = { id, user_id: input.userId, currency_id: input.currencyId, amount: input.amount, fee: input.fee ?? '0' };
  if (input.side === 'out') await holdWithdrawal(db, tx, { at, adminId: null });
  await repo.addHistory(db, { transaction_id: id, action: 'created', status, kyt_status: input.kyt ?? null, requisites_status: input.side === 'out' ? 'new' : null, admin_id: null, comment: null, date_created: at });
  return id;
}
