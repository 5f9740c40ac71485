import type { Kysely } from 'kysely';
import {
  APPROVAL_ACTIONS,
  APPROVAL_MESSAGES,
  GUARDED_OPERATIONS,
  type ApprovalPolicyRule,
  type ApprovalPolicyValue,
} from '../../../src/domain/approvals.ts';
import { mayCall } from '../../../src/domain/operationAccess.ts';
import { approvalHoldRef, readApprovalPolicy, writeApprovalPolicy } from '../../core/approvals.ts';
import { isoRange } from '../../core/dateRange.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/database.ts';
import { writeAdminLog } from '../../http/adminLog.ts';
import { accessRefused, ApiError, impossible, invalid, notFound } from '../../http/apiError.ts';
import {
  ApprovalPending,
  FileResult,
  requireAdmin,
  type AuthAdmin,
  type BodyOf,
  type OperationMap,
  type RequestContext,
} from '../../http/operation.ts';
import { Decimal } from '../../money.ts';
import * as repo from './repository.ts';

/**
 * What the approvals module is given rather than importing (server/modules/index.ts wires it): the
 * guarded operations' own handlers, which an approval runs with the maker's request so the rules are
 * those of the direct call, and the ledger's release of a held amount.
 */
export interface ApprovalDeps {
  operations: OperationMap;
  releaseHold(db: Executor, hold: { userId: number; currencyId: number; amount: string; at: string; adminId: number | null; ref: string }): Promise<void>;
}

export const APPROVAL_NOT_FOUND = 'Approval request not found';
/** The admin-log operation of an expiry (no admin acts: the request's time ran out). */
export const EXPIRY_LOG_OPERATION = 'SYSTEM Approval/Expire';

type Row = repo.ApprovalRow;

/** Operations whose approval `status` may decide: the guarded operations it may call itself. */
function decidableOperations(status: number): string[] {
  return Object.keys(GUARDED_OPERATIONS).filter((op) => mayCall(op, status));
}

/** The maker's request as shown: body, path and query, never the secrets kept for the run. */
function publicParameters(text: string): Record<string, unknown> {
  const { secrets: _secrets, ...rest } = (JSON.parse(text) ?? {}) as Record<string, unknown>;
  void _secrets;
  return rest;
}

const parseJson = (text: string | null): Record<string, unknown> | null => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));
const money = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

function present(row: Row, admin: AuthAdmin, now: string) {
  const pending = row.status === 'pending' && row.expires_at > now;
  return {
    id: row.id,
    action: row.action,
    operationId: row.operation_id,
    status: row.status === 'pending' && !pending ? 'expired' : row.status,
    makerId: row.maker_id,
    makerEmail: row.maker_email ?? '',
    checkerId: row.checker_id,
    checkerEmail: row.checker_email,
    parameters: publicParameters(row.parameters),
    targetId: row.target_id,
    userId: row.user_id,
    currencyId: row.currency_id,
    amount: money(row.amount),
    amountUsd: money(row.amount_usd),
    thresholdUsd: new Decimal(row.threshold_usd).toFixed(),
    holdAmount: money(row.hold_amount),
    makerComment: row.maker_comment,
    decisionComment: row.decision_comment,
    failureReason: row.failure_reason,
    failureMessage: row.failure_message,
    result: parseJson(row.result),
    before: parseJson(row.before_state),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    decidedAt: row.decided_at,
    mayApprove: pending && row.maker_id !== admin.id && mayCall(row.operation_id, admin.adminStatus),
    mayWithdraw: pending && row.maker_id === admin.id,
  };
}

async function inTransaction<T>(db: Executor, run: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return run(db);
  return (db as Kysely<Database>).transaction().execute(run);
}

/** Releases a request's hold, if it has one, in the caller's transaction. */
async function releaseHoldOf(deps: Pick<ApprovalDeps, 'releaseHold'>, db: Executor, row: Pick<Row, 'id' | 'user_id' | 'currency_id' | 'hold_amount'>, at: string, adminId: number | null) {
  if (row.hold_amount === null || row.user_id === null || row.currency_id === null) return;
  await deps.releaseHold(db, { userId: row.user_id, currencyId: row.currency_id, amount: new Decimal(row.hold_amount).toFixed(), at, adminId, ref: approvalHoldRef(row.id) });
}

/**
 * Expires pending requests past their time, each conditionally (a racing approval or withdrawal wins
 * or loses cleanly), releasing its hold and logging it. Lazily before every read of the requests, and
 * every minute by each server process (server/jobs/approvalsExpiry.ts). Answers how many it expired.
 */
export async function expireDueRequests(db: Executor, deps: Pick<ApprovalDeps, 'releaseHold'>, now: Date, ip: string): Promise<number> {
  const at = now.toISOString();
  let expired = 0;
  for (;;) {
    const due = await repo.duePending(db, at, 50);
    for (const row of due) {
      const won = await inTransaction(db, async (trx) => {
        if (!(await repo.decideIfPending(trx, row.id, { status: 'expired', decided_at: at }, at, true))) return false;
        await releaseHoldOf(deps, trx, row, at, null);
        await writeAdminLog(trx, {
          adminId: null, ip, operationId: EXPIRY_LOG_OPERATION, targetIds: [row.id],
          before: { status: 'pending', expiresAt: row.expires_at }, after: { status: 'expired', heldReleased: row.hold_amount }, at: now,
        });
        return true;
      });
      if (won) expired++;
    }
    if (due.length < 50) return expired;
  }
}

export async function expireDue(ctx: RequestContext, deps: ApprovalDeps) {
  await expireDueRequests(ctx.db, deps, ctx.now(), ctx.ip);
}

export async function listRequests(ctx: RequestContext, deps: ApprovalDeps, body: BodyOf<'POST v2/Approval/GetApprovalRequests'>) {
  const admin = requireAdmin(ctx);
  await expireDue(ctx, deps);
  const now = ctx.now();
  const range = isoRange(body.dateFrom, body.dateTo);
  let createdTo = range.to;
  if (body.olderThanHours !== undefined) {
    const olderThan = new Date(now.getTime() - body.olderThanHours * 3600_000).toISOString();
    createdTo = createdTo === undefined || olderThan < createdTo ? olderThan : createdTo;
  }
  const filter: repo.ApprovalListFilter = {
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.decided !== undefined ? { decided: body.decided } : {}),
    ...(body.action !== undefined ? { action: body.action } : {}),
    ...(body.mine ? { makerId: admin.id } : body.makerId !== undefined ? { makerId: body.makerId } : {}),
    ...(body.amountUsdFrom !== undefined ? { amountUsdFrom: Number(body.amountUsdFrom) } : {}),
    ...(body.amountUsdTo !== undefined ? { amountUsdTo: Number(body.amountUsdTo) } : {}),
    ...(range.from !== undefined ? { createdFrom: range.from } : {}),
    ...(createdTo !== undefined ? { createdTo } : {}),
  };
  const page = { field: body.sort?.field ?? 'createdAt', desc: body.sort?.desc ?? true, offset: body.offset, limit: body.limit } as const;
  const nowIso = now.toISOString();
  const [rows, total, pendingCount] = await Promise.all([
    repo.listRequests(ctx.db, filter, page),
    repo.countRequests(ctx.db, filter),
    repo.countPending(ctx.db, { notMakerId: admin.id, operationIds: decidableOperations(admin.adminStatus), now: nowIso }),
  ]);
  return { items: rows.map((r) => present(r, admin, nowIso)), total, pendingCount };
}

export async function getRequest(ctx: RequestContext, deps: ApprovalDeps, id: number) {
  const admin = requireAdmin(ctx);
  await expireDue(ctx, deps);
  const row = await repo.findRequest(ctx.db, id);
  if (!row) throw notFound(APPROVAL_NOT_FOUND, 'approvalNotFound');
  return present(row, admin, ctx.now().toISOString());
}

export async function pendingCounts(ctx: RequestContext, deps: ApprovalDeps) {
  const admin = requireAdmin(ctx);
  await expireDue(ctx, deps);
  const now = ctx.now().toISOString();
  const [pendingCount, mineCount] = await Promise.all([
    repo.countPending(ctx.db, { notMakerId: admin.id, operationIds: decidableOperations(admin.adminStatus), now }),
    repo.countPending(ctx.db, { makerId: admin.id, now }),
  ]);
  return { pendingCount, mineCount };
}

/** Why a request can no longer be decided: expired (and expire it now), else no longer pending. */
async function notPendingError(ctx: RequestContext, deps: ApprovalDeps, id: number): Promise<ApiError> {
  const row = await repo.findRequest(ctx.db, id);
  if (!row) return notFound(APPROVAL_NOT_FOUND, 'approvalNotFound');
  if (row.status === 'pending' || row.status === 'expired') {
    await expireDue(ctx, deps);
    return impossible(APPROVAL_MESSAGES.approvalExpired, 'approvalExpired');
  }
  return impossible(APPROVAL_MESSAGES.approvalNotPending, 'approvalNotPending');
}

/** The request for a decision by `admin`: it exists, the caller may decide it (not its maker, may call the operation). */
async function requestToDecide(ctx: RequestContext, admin: AuthAdmin, id: number): Promise<Row> {
  const row = await repo.findRequest(ctx.db, id);
  if (!row) throw notFound(APPROVAL_NOT_FOUND, 'approvalNotFound');
  // By admin id, not by session: a second sign-in of the maker is still the maker.
  if (row.maker_id === admin.id) throw accessRefused('ownApprovalRequest');
  if (!mayCall(row.operation_id, admin.adminStatus)) throw accessRefused('approvalActionNotAllowed');
  return row;
}

/** A v2 money answer that refuses in its body (result.Success false) is a refusal too. */
function refusalInAnswer(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const result = (value as { result?: { Success?: unknown; Error?: unknown } }).result;
  if (result && result.Success === false) return typeof result.Error === 'string' ? result.Error : 'Action is impossible';
  return null;
}

class ActionRefused extends Error {
  constructor(readonly reason: string, message: string) {
    super(message);
  }
}

class ClaimLost extends Error {}

/**
 * Approve: in ONE transaction, take the request from pending (conditionally: of parallel approvals,
 * a withdrawal or an expiry exactly one wins), give back its hold, and run the maker's request through
 * the guarded operation's own handler as the approver, so every rule is checked again now. If a rule
 * refuses (a 4xx other than the approver's own access), that transaction rolls back and a second one
 * ends the request as failed with the reason and releases the hold. The approver's own access refusals
 * (a rank rule) leave the request pending for someone else.
 */
export async function approve(ctx: RequestContext, deps: ApprovalDeps, body: BodyOf<'PUT v2/Approval/ApproveRequest'>) {
  const admin = requireAdmin(ctx);
  const row = await requestToDecide(ctx, admin, body.id);
  const definition = deps.operations[row.operation_id as keyof OperationMap];
  if (!definition) throw new Error(`No handler for the guarded operation ${row.operation_id}`);
  const comment = body.comment?.trim() || null;
  const parameters = (parseJson(row.parameters) ?? {}) as { body?: unknown; params?: unknown; query?: unknown; secrets?: Record<string, string> };
  const at = ctx.now().toISOString();

  try {
    await inTransaction(ctx.db, async (trx) => {
      const won = await repo.decideIfPending(trx, row.id, { status: 'executed', checker_id: admin.id, decision_comment: comment, decided_at: at }, at);
      if (!won) throw new ClaimLost();
      await releaseHoldOf(deps, trx, row, at, admin.id);
      const execution: RequestContext = {
        ...ctx,
        db: trx,
        operationId: row.operation_id,
        approval: { requestId: row.id, makerId: row.maker_id, ...(parameters.secrets ? { secrets: parameters.secrets } : {}) },
        // The guarded operation's own log rows: by the approver, under the operation's id.
        audit: async (entry, executor) => {
          await writeAdminLog(executor ?? trx, { ...entry, adminId: entry.adminId ?? admin.id, ip: ctx.ip, operationId: row.operation_id, at: ctx.now() });
        },
      };
      const value = await definition.handle({ body: parameters.body ?? undefined, params: parameters.params ?? {}, query: parameters.query ?? {}, headers: {}, files: [] }, execution);
      if (value instanceof ApprovalPending || value instanceof FileResult) throw new Error('An approved operation must run, not wait again');
      const refused = refusalInAnswer(value);
      if (refused !== null) throw new ActionRefused('actionImpossible', refused);
      await repo.setResult(trx, row.id, JSON.stringify(value ?? null));
      await ctx.audit({ targetIds: [row.id], before: { status: 'pending', makerId: row.maker_id }, after: { status: 'executed', operationId: row.operation_id, result: value ?? null, comment } }, trx);
    });
  } catch (error) {
    if (error instanceof ClaimLost) throw await notPendingError(ctx, deps, row.id);
    const refusal = error instanceof ActionRefused ? { reason: error.reason, message: error.message }
      : error instanceof ApiError && error.status < 500 && error.status !== 403 && error.status !== 401 ? { reason: String(error.reason), message: error.message } : null;
    if (!refusal) throw error;
    await inTransaction(ctx.db, async (trx) => {
      const won = await repo.decideIfPending(trx, row.id, {
        status: 'failed', checker_id: admin.id, decision_comment: comment, decided_at: at, failure_reason: refusal.reason.slice(0, 64), failure_message: refusal.message.slice(0, 1024),
      }, at);
      if (!won) throw new ClaimLost();
      await releaseHoldOf(deps, trx, row, at, admin.id);
      await ctx.audit({ targetIds: [row.id], before: { status: 'pending', makerId: row.maker_id }, after: { status: 'failed', operationId: row.operation_id, failureReason: refusal.reason, failureMessage: refusal.message, heldReleased: row.hold_amount, comment } }, trx);
    }).catch(async (e: unknown) => {
      if (e instanceof ClaimLost) throw await notPendingError(ctx, deps, row.id);
      throw e;
    });
  }
  return getRequest(ctx, deps, row.id);
}

/** Reject (a comment required): conditionally from pending; the hold goes back. */
export async function reject(ctx: RequestContext, deps: ApprovalDeps, body: BodyOf<'PUT v2/Approval/RejectRequest'>) {
  const admin = requireAdmin(ctx);
  const comment = body.comment.trim();
  if (!comment) throw invalid('/comment', APPROVAL_MESSAGES.approvalCommentRequired, 'approvalCommentRequired');
  const row = await requestToDecide(ctx, admin, body.id);
  await end(ctx, deps, row, admin, { status: 'rejected', checker_id: admin.id, decision_comment: comment }, comment);
  return getRequest(ctx, deps, row.id);
}

/** Withdraw: the maker only (by admin id); conditionally from pending; the hold goes back. */
export async function withdraw(ctx: RequestContext, deps: ApprovalDeps, body: BodyOf<'PUT v2/Approval/WithdrawRequest'>) {
  const admin = requireAdmin(ctx);
  const row = await repo.findRequest(ctx.db, body.id);
  if (!row) throw notFound(APPROVAL_NOT_FOUND, 'approvalNotFound');
  if (row.maker_id !== admin.id) throw accessRefused('notApprovalMaker');
  const comment = body.comment?.trim() || null;
  await end(ctx, deps, row, admin, { status: 'withdrawn', decision_comment: comment }, comment);
  return getRequest(ctx, deps, row.id);
}

async function end(ctx: RequestContext, deps: ApprovalDeps, row: Row, admin: AuthAdmin, change: { status: 'rejected' | 'withdrawn'; checker_id?: number; decision_comment: string | null }, comment: string | null) {
  const at = ctx.now().toISOString();
  const won = await inTransaction(ctx.db, async (trx) => {
    if (!(await repo.decideIfPending(trx, row.id, { ...change, decided_at: at }, at))) return false;
    await releaseHoldOf(deps, trx, row, at, admin.id);
    await ctx.audit({ targetIds: [row.id], before: { status: 'pending', makerId: row.maker_id }, after: { status: change.status, operationId: row.operation_id, heldReleased: row.hold_amount, comment } }, trx);
    return true;
  });
  if (!won) throw await notPendingError(ctx, deps, row.id);
}

function presentPolicy(policy: Awaited<ReturnType<typeof readApprovalPolicy>>) {
  return { expiryHours: policy.expiryHours, rules: policy.rules, dateUpdated: policy.updatedAt, updatedBy: policy.updatedBy };
}

export async function getPolicy(ctx: RequestContext) {
  return presentPolicy(await readApprovalPolicy(ctx.db));
}

/** Replaces the policy (super admin, access table); each action at most once, the rest keep the default. */
export async function updatePolicy(ctx: RequestContext, body: BodyOf<'PUT v2/Approval/UpdateApprovalPolicy'>) {
  const admin = requireAdmin(ctx);
  const seen = new Set<string>();
  body.rules.forEach((rule, i) => {
    if (seen.has(rule.action)) throw invalid(`/rules/${i}/action`, APPROVAL_MESSAGES.approvalPolicyDuplicateAction, 'approvalPolicyDuplicateAction');
    seen.add(rule.action);
  });
  const before = await readApprovalPolicy(ctx.db);
  const stored = new Map(before.rules.map((r) => [r.action, r]));
  for (const rule of body.rules) stored.set(rule.action, { action: rule.action, enabled: rule.enabled, thresholdUsd: new Decimal(rule.thresholdUsd).toFixed() });
  const rules: ApprovalPolicyRule[] = APPROVAL_ACTIONS.map((action) => stored.get(action)!);
  const policy: ApprovalPolicyValue = { expiryHours: body.expiryHours, rules };
  await writeApprovalPolicy(ctx.db, policy, admin.id, ctx.now().toISOString());
  await ctx.audit({ targetIds: [], before: { expiryHours: before.expiryHours, rules: before.rules }, after: policy });
  return presentPolicy(await readApprovalPolicy(ctx.db));
}
