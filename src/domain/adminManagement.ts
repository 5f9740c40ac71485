/**
 * Admin management rules (spec 3 §3-§6, issue 17), shared by the server and the console.
 * Ranks: 0 admin, 1 super admin, 2 support, 3 arbitrator; a lower number is more privileged.
 */
import { ADMIN_STATUSES, type AdminStatus } from './adminStatus.ts';

export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself';
export const CANNOT_CHANGE_OWN_STATUS = 'You cannot change your own status';
export const OUTRANKED = 'Only an admin of a higher rank may do this';
export const USER_NAME_TAKEN = 'UserName already exists';
export const EMAIL_TAKEN = 'Email already exists';
export const CHOOSE_ROLE = 'You have to choose role, before save';

/** Whether an admin of rank `actor` may act on (block, unblock, re-rank) an admin of rank `target`. */
export function outranks(actor: number, target: number): boolean {
  return actor < target;
}

/** The statuses an admin of rank `actor` may give (to a new admin or in a status change): strictly below their own. */
export function assignableStatuses(actor: number): AdminStatus[] {
  return ADMIN_STATUSES.filter((s) => outranks(actor, s));
}

export type AdminAction = 'block' | 'unblock' | 'changeStatus';

/** What the console offers on an admin's row; the server checks the same rules. */
export function allowedAdminActions(actor: { id: number; adminStatus: number }, target: { id: number; adminStatus: number; isBlocked: boolean }): AdminAction[] {
  if (actor.id === target.id || !outranks(actor.adminStatus, target.adminStatus)) return [];
  return [target.isBlocked ? 'unblock' : 'block', 'changeStatus'];
}

/**
 * Admin notification types: the spec counts 17 without listing them; these are the events a
 * back office tells its staff about, in the order the console lists them.
 */
export const ADMIN_NOTIFICATION_TYPES = [
  'newUser',
  'newVerificationRequest',
  'newDeposit',
  'newWithdrawal',
  'withdrawalAwaitingManualCheck',
  'transactionError',
  'antiFraudCheck',
  'newP2pDispute',
  'p2pTradeExpired',
  'newSupportChatMessage',
  'newMerchant',
  'merchantPaymentError',
  'reportReady',
  'walletBalanceLow',
  'kytAlert',
  'adminBlocked',
  'technicalWorkChanged',
] as const;
export type AdminNotificationTypeKey = (typeof ADMIN_NOTIFICATION_TYPES)[number];

/** i18n key of an admin notification type's caption (id = index in the list). */
export function adminNotificationTypeKey(id: number): string {
  return `adminManagement.notificationType.${ADMIN_NOTIFICATION_TYPES[id] ?? 'unknown'}`;
}

/**
 * One field of an admin-log entry's change, for the readable before/after view: every key of
 * either side, in a stable order, with both values (undefined where the side lacks it).
 */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => {
    const b = before?.[field];
    const a = after?.[field];
    return { field, before: b, after: a, changed: JSON.stringify(b) !== JSON.stringify(a) };
  });
}
