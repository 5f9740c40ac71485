/**
 * Four-eyes approval (issue 29): the guarded actions, the statuses of a request, the default policy
 * and the refusals, shared by the server (approvals module, server/core/approvals.ts) and the console.
 *
 * A guarded operation that the policy holds answers 202 with `reason: 'approvalRequired'` and the
 * request's id; nothing moves (a withdrawal's amount is held). A different admin who may call the
 * operation approves it (it runs then, in one transaction, its rules checked again) or rejects it with
 * a comment; the maker may withdraw it; it expires after the policy's hours.
 */
import { compareDecimals, isZeroDecimal } from './money.ts';

/** Guarded actions (openapi/components/common.yaml ApprovalAction). */
export const APPROVAL_ACTIONS = [
  'adminDeposit',
  'adminWithdrawal',
  'completeWithdrawal',
  'cancelCompletedDeposit',
  'disableSecondFactor',
  'changeAdminStatus',
  'createAdmin',
  'antiFraudThreshold',
  'platformLimits',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Actions that move money: their policy line is a USD amount; the others are "always" when enabled. */
export const MONEY_ACTIONS: ReadonlySet<ApprovalAction> = new Set(['adminDeposit', 'adminWithdrawal', 'completeWithdrawal', 'cancelCompletedDeposit']);

/** The guarded operations and the action each one is (an operation is guarded by exactly one action). */
export const GUARDED_OPERATIONS = {
  'POST Transaction/AdminDeposit': 'adminDeposit',
  'POST v1/transactions/deposit': 'adminDeposit',
  'POST Transaction/AdminWithdrawal': 'adminWithdrawal',
  'POST v1/transactions/withdrawal': 'adminWithdrawal',
  'PUT Transaction/AdminCompleteTransaction': 'completeWithdrawal',
  'PUT Transaction/AdminConfirmTransaction': 'completeWithdrawal',
  'PUT v1/transactions/{id}/complete': 'completeWithdrawal',
  'PUT Transaction/AdminCancelCompletedDeposit': 'cancelCompletedDeposit',
  'PUT v2/User/DisableUser2Fa': 'disableSecondFactor',
  'POST User/ManageUser2Fa': 'disableSecondFactor',
  'PUT User/ChangeAdminStatus': 'changeAdminStatus',
  'POST User/CreateAdmin': 'createAdmin',
  'POST Options/UpdateTransactionsSettings': 'antiFraudThreshold',
  'PUT v2/Transaction/UpdateTransactionLimit': 'platformLimits',
  'PUT v2/Transaction/DeleteTransactionLimit': 'platformLimits',
} as const satisfies Record<string, ApprovalAction>;
export type GuardedOperationId = keyof typeof GUARDED_OPERATIONS;

/** Whether an operation is one the four-eyes policy may hold. */
export function isGuardedOperation(operationId: string): operationId is GuardedOperationId {
  return Object.hasOwn(GUARDED_OPERATIONS, operationId);
}

/** Statuses of a request. `approved` is never stored: approval runs the action in the same transaction. */
export const APPROVAL_STATUSES = ['pending', 'executed', 'failed', 'rejected', 'withdrawn', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export interface ApprovalPolicyRule {
  action: ApprovalAction;
  /** A second approver is needed. */
  enabled: boolean;
  /** Above this USD equivalent (decimal string; "0" = always). Actions without an amount ignore it. */
  thresholdUsd: string;
}

export interface ApprovalPolicyValue {
  expiryHours: number;
  rules: ApprovalPolicyRule[];
}

/** Money moves above this USD equivalent need a second approver by default. */
export const DEFAULT_MONEY_THRESHOLD_USD = '10000';

/**
 * The default policy: money moves above 10,000 USD, and every admin-management or security-weakening
 * change (second factor, admin status, new admin, anti-fraud threshold, platform limits), need a second
 * approver; a request expires after 24 hours.
 */
export const DEFAULT_APPROVAL_POLICY: ApprovalPolicyValue = {
  expiryHours: 24,
  rules: APPROVAL_ACTIONS.map((action) => ({
    action,
    enabled: true,
    thresholdUsd: MONEY_ACTIONS.has(action) ? DEFAULT_MONEY_THRESHOLD_USD : '0',
  })),
};

/** A policy with every action off (tests of direct behaviour, installations that do not want it). */
export const APPROVALS_OFF: ApprovalPolicyValue = {
  expiryHours: 24,
  rules: APPROVAL_ACTIONS.map((action) => ({ action, enabled: false, thresholdUsd: '0' })),
};

/**
 * Whether an action of this USD value needs a second approver under a rule: enabled, and the value
 * strictly above the line ("above 10,000 USD"); a line of 0 holds every call, with or without an amount.
 * The value is a plain decimal string (the server's `Decimal.toFixed()`); one that is not is held too.
 */
export function needsApproval(rule: ApprovalPolicyRule | undefined, amountUsd: string | null): boolean {
  if (!rule || !rule.enabled) return false;
  if (isZeroDecimal(rule.thresholdUsd) || amountUsd === null) return true;
  const order = compareDecimals(amountUsd, rule.thresholdUsd);
  return order === null || order > 0;
}

/** Refusals of the approvals service (409 unless noted), by reason. */
export const APPROVAL_MESSAGES = {
  approvalRequired: 'This action waits for a second admin',
  approvalNotPending: 'This request is no longer pending',
  approvalExpired: 'This request has expired',
  approvalPolicyDuplicateAction: 'Each action may appear once in the policy',
  approvalCommentRequired: 'A comment is required',
} as const;
export type ApprovalReason = keyof typeof APPROVAL_MESSAGES;

/** The 202 answer's reason: the console switches on it to say the action waits. */
export const APPROVAL_REQUIRED_REASON = 'approvalRequired' as const;
