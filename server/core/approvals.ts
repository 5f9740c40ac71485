import {
  APPROVAL_ACTIONS,
  DEFAULT_APPROVAL_POLICY,
  GUARDED_OPERATIONS,
  isGuardedOperation,
  needsApproval,
  type ApprovalAction,
  type ApprovalPolicyRule,
  type ApprovalPolicyValue,
} from '../../src/domain/approvals.ts';
import type { Executor } from '../db/database.ts';
import { ApprovalPending, requireAdmin, type RequestContext } from '../http/operation.ts';
import { Decimal } from '../money.ts';
import { usdValue } from './pricing.ts';

// Four-eyes approval (issue 29), the part every guarded module shares: the policy (table
// approval_policy, migration 0210) and the guard that turns a guarded call into an approval request.
// The requests' lists and decisions are the approvals module's (server/modules/approvals); running an
// approved request goes back through the guarded operation's own handler, so the rules are the same.

export interface StoredApprovalPolicy extends ApprovalPolicyValue {
  updatedAt: string | null;
  updatedBy: number | null;
}

/** The policy in force: the stored one, each action completed from the default when it is missing. */
export async function readApprovalPolicy(db: Executor): Promise<StoredApprovalPolicy> {
  const row = await db.selectFrom('approval_policy').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { ...DEFAULT_APPROVAL_POLICY, updatedAt: null, updatedBy: null };
  const stored = JSON.parse(row.rules) as ApprovalPolicyRule[];
  const byAction = new Map(stored.map((r) => [r.action, r]));
  const rules = APPROVAL_ACTIONS.map((action) => {
    const r = byAction.get(action);
    return r ? { action, enabled: r.enabled, thresholdUsd: new Decimal(r.thresholdUsd).toFixed() } : DEFAULT_APPROVAL_POLICY.rules.find((d) => d.action === action)!;
  });
  return { expiryHours: row.expiry_hours, rules, updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** Replaces the policy (the caller has checked it); actions left out keep the default. */
export async function writeApprovalPolicy(db: Executor, policy: ApprovalPolicyValue, adminId: number | null, at: string) {
  const values = { expiry_hours: policy.expiryHours, rules: JSON.stringify(policy.rules), updated_at: at, updated_by: adminId };
  const updated = await db.updateTable('approval_policy').set(values).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('approval_policy').values({ id: 1, ...values }).execute();
}

export interface GuardInput {
  /** The maker's request as the handler received it: run again, as it is, on approval. Never a secret. */
  parameters: { body?: unknown; params?: unknown; query?: unknown };
  /**
   * What the run needs but no one may read (a new admin's password hash): kept with the request, never
   * shown by the approvals API, handed to the handler as `ctx.approval.secrets` on approval.
   */
  secrets?: Record<string, string>;
  /** The user whose balance or account changes. */
  userId?: number | null;
  /** What the action acts on (transaction, admin, limit…). */
  targetId?: number | null;
  /** Money actions: the amount, its currency and the currency's title (for the USD value). */
  amount?: string | null;
  currencyId?: number | null;
  currencyTitle?: string | null;
  /** What the action will change, as it is now (shown to the approver). */
  before?: unknown;
  /** The maker's reason. */
  makerComment?: string | null;
  /** The amount the caller will hold on the user's balance while the request waits (withdrawals). */
  holdAmount?: string | null;
}

/**
 * The four-eyes check of a guarded operation, called by its handler once the action's own rules
 * allow it and before anything changes. Returns null when the call may proceed (the operation is not
 * guarded, the policy does not hold it, or it runs because a second admin approved it); otherwise it
 * records the approval request and the admin-log row, and returns the 202 answer the handler returns
 * as it is. A withdrawal's caller then holds `holdAmount` (ledger ref `ap:<id>`).
 */
export async function guardAction(ctx: RequestContext, input: GuardInput): Promise<ApprovalPending | null> {
  if (ctx.approval) return null;
  if (!isGuardedOperation(ctx.operationId)) return null;
  const action: ApprovalAction = GUARDED_OPERATIONS[ctx.operationId];
  const policy = await readApprovalPolicy(ctx.db);
  const rule = policy.rules.find((r) => r.action === action);
  const amountUsd = input.amount != null && input.currencyTitle ? usdValue(input.amount, input.currencyTitle) : null;
  const amountUsdText = amountUsd ? amountUsd.toFixed() : null;
  if (!needsApproval(rule, amountUsdText)) return null;

  const maker = requireAdmin(ctx);
  const now = ctx.now();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + policy.expiryHours * 3600_000).toISOString();
  const thresholdUsd = rule!.thresholdUsd;
  const inserted = await ctx.db
    .insertInto('approval_requests')
    .values({
      action,
      operation_id: ctx.operationId,
      status: 'pending',
      maker_id: maker.id,
      checker_id: null,
      parameters: JSON.stringify({
        body: input.parameters.body ?? null,
        params: input.parameters.params ?? {},
        query: input.parameters.query ?? {},
        ...(input.secrets ? { secrets: input.secrets } : {}),
      }),
      target_id: input.targetId ?? null,
      user_id: input.userId ?? null,
      currency_id: input.currencyId ?? null,
      amount: input.amount != null ? new Decimal(input.amount).toFixed() : null,
      amount_usd: amountUsdText,
      amount_usd_sort: amountUsd ? amountUsd.toNumber() : null,
      threshold_usd: thresholdUsd,
      hold_amount: input.holdAmount != null ? new Decimal(input.holdAmount).toFixed() : null,
      maker_comment: input.makerComment ?? null,
      decision_comment: null,
      failure_reason: null,
      failure_message: null,
      result: null,
      before_state: input.before === undefined ? null : JSON.stringify(input.before),
      created_at: createdAt,
      expires_at: expiresAt,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const targets = [input.userId, input.targetId].filter((v): v is number => typeof v === 'number');
  await ctx.audit({
    targetIds: [...new Set(targets)],
    before: input.before ?? null,
    after: { approvalRequired: inserted.id, action, amount: input.amount ?? null, currencyId: input.currencyId ?? null, amountUsd: amountUsdText, thresholdUsd, expiresAt },
  });
  return new ApprovalPending({
    reason: 'approvalRequired',
    approvalRequestId: inserted.id,
    status: 'pending',
    action,
    amountUsd: amountUsdText,
    thresholdUsd,
    expiresAt,
  });
}

/** The ledger reference of a request's hold: the approvals module releases what was held under it. */
export const approvalHoldRef = (requestId: number) => `ap:${requestId}`;
