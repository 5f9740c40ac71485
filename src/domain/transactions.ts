import type { AdminStatus } from './adminStatus.ts';

/**
 * Deposits and withdrawals (spec 3 §3–§4): statuses, KYT statuses, the admin actions and the one
 * transition table the server, the transaction-actions machine and the screens all read.
 * The spec names the actions and statuses but not which action is allowed from where; the table
 * below is designed the way an exchange runs its desk (reasons per row in docs/transaction-actions.md).
 */

export const TransactionStatus = {
  New: 'new',
  Check: 'check',
  AwaitingUserConfirmation: 'awaitingUserConfirmation',
  DepositAwaiting: 'depositAwaiting',
  DepositCompleted: 'depositCompleted',
  WithdrawalInQueue: 'withdrawalInQueue',
  WithdrawalProcessing: 'withdrawalProcessing',
  WithdrawalCompleted: 'withdrawalCompleted',
  ReturnStart: 'returnStart',
  ReturnProcessing: 'returnProcessing',
  ReturnCompleted: 'returnCompleted',
  Error: 'error',
  AwaitingManualCheck: 'awaitingManualCheck',
  NeedContactSupport: 'needContactSupport',
  AdminCheck: 'adminCheck',
  AdminProcessing: 'adminProcessing',
  Declined: 'declined',
  Cancelled: 'cancelled',
  Frozen: 'frozen',
  Queue: 'queue',
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = Object.values(TransactionStatus);

export const KytStatus = {
  Disabled: 'disabled',
  Checking: 'checking',
  Awaiting: 'awaiting',
  Ok: 'ok',
  Returning: 'returning',
  Returned: 'returned',
  Error: 'error',
} as const;
export type KytStatus = (typeof KytStatus)[keyof typeof KytStatus];
export const KYT_STATUSES: readonly KytStatus[] = Object.values(KytStatus);

export type TransactionSide = 'in' | 'out';
export type RequisitesStatus = 'new' | 'approved' | 'problematic';
export const REQUISITES_STATUSES: readonly RequisitesStatus[] = ['new', 'approved', 'problematic'];

/** Operation types of spec 3 §3 (the contract's OperationType). */
export const OPERATION_TYPES = ['trade', 'depositWithdrawal', 'referral', 'p2p', 'staking', 'internalCode', 'fee', 'convert', 'adminDeposit'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** The admin actions of spec 3 §4, keyed as the machine's events and the table's rows. */
export const TransactionAction = {
  Processing: 'processing',
  Confirm: 'confirm',
  Complete: 'complete',
  Cancel: 'cancel',
  Decline: 'decline',
  NeedContact: 'needContact',
  Check: 'check',
  CancelCompletedDeposit: 'cancelCompletedDeposit',
  KytOk: 'kytOk',
  KytReturn: 'kytReturn',
} as const;
export type TransactionAction = (typeof TransactionAction)[keyof typeof TransactionAction];
export const TRANSACTION_ACTIONS: readonly TransactionAction[] = Object.values(TransactionAction);

/** Actions whose call carries a mandatory comment (AdminCompleteTransaction, AdminDeclineTransaction). */
export const COMMENT_REQUIRED: ReadonlySet<TransactionAction> = new Set([TransactionAction.Complete, TransactionAction.Decline]);

/** The operation id of each action's call. */
export const ACTION_OPERATION: Record<TransactionAction, string> = {
  processing: 'PUT Transaction/AdminProcessingTransaction',
  confirm: 'PUT Transaction/AdminConfirmTransaction',
  complete: 'PUT Transaction/AdminCompleteTransaction',
  cancel: 'PUT Transaction/AdminCancelTransaction',
  decline: 'PUT Transaction/AdminDeclineTransaction',
  needContact: 'PUT Transaction/AdminNeedContactTransaction',
  check: 'PUT Transaction/AdminCheckTransaction',
  cancelCompletedDeposit: 'PUT Transaction/AdminCancelCompletedDeposit',
  kytOk: 'PUT v2/Transaction/KYTOk',
  kytReturn: 'PUT v2/Transaction/KYTReturn',
};

/** What the ledger does when an action lands (see the ledger module). */
export type MoneyEffect = 'none' | 'creditDeposit' | 'debitWithdrawal' | 'releaseHold' | 'reverseDeposit';

/** One row of the table: from which statuses, to which status, who, and what happens to the money. */
export interface TransitionRule {
  side: TransactionSide;
  action: TransactionAction;
  from: readonly TransactionStatus[];
  /** The new status; null keeps the status (KYT approval). */
  to: TransactionStatus | null;
  /** Admin statuses allowed to take the action (an anti-fraud case narrows this to the super admin). */
  by: readonly AdminStatus[];
  money: MoneyEffect;
}

const S = TransactionStatus;
const A = TransactionAction;
const ADMINS: readonly AdminStatus[] = [0, 1];
const DESK: readonly AdminStatus[] = [0, 1, 2];

/** Statuses a transaction is still open in (neither finished nor handed back). */
const DEPOSIT_OPEN = [S.New, S.Check, S.DepositAwaiting, S.AwaitingManualCheck, S.NeedContactSupport, S.AdminCheck, S.AdminProcessing, S.Error, S.Frozen] as const;
const WITHDRAWAL_OPEN = [
  S.New, S.Check, S.AwaitingUserConfirmation, S.WithdrawalInQueue, S.Queue, S.AwaitingManualCheck, S.NeedContactSupport, S.AdminCheck, S.AdminProcessing, S.Error, S.Frozen,
] as const;
const without = <T extends string>(list: readonly T[], ...drop: T[]) => list.filter((s) => !drop.includes(s));

/**
 * The transition table. Reasons per row are in docs/transaction-actions.md; in short: staff may
 * take a case, escalate it or ask the user to contact support; only admins move it towards money;
 * completion needs an approval first (confirm); a withdrawal already sent to the chain cannot be
 * cancelled; a completed deposit is reversed only by its own action.
 */
export const TRANSITIONS: readonly TransitionRule[] = [
  // Deposits (side in): the money reaches the balance only on complete.
  { side: 'in', action: A.Processing, from: without(DEPOSIT_OPEN, S.AdminProcessing), to: S.AdminProcessing, by: ADMINS, money: 'none' },
  { side: 'in', action: A.Check, from: [S.New, S.Check, S.DepositAwaiting, S.NeedContactSupport, S.AdminProcessing, S.Error], to: S.AdminCheck, by: DESK, money: 'none' },
  { side: 'in', action: A.NeedContact, from: [S.New, S.Check, S.DepositAwaiting, S.AdminCheck, S.AdminProcessing, S.Error], to: S.NeedContactSupport, by: DESK, money: 'none' },
  { side: 'in', action: A.Confirm, from: [S.New, S.Check, S.AdminCheck, S.AdminProcessing, S.AwaitingManualCheck, S.Error], to: S.DepositAwaiting, by: ADMINS, money: 'none' },
  { side: 'in', action: A.Complete, from: [S.DepositAwaiting, S.AdminProcessing, S.Error], to: S.DepositCompleted, by: ADMINS, money: 'creditDeposit' },
  { side: 'in', action: A.Cancel, from: without(DEPOSIT_OPEN, S.Frozen), to: S.Cancelled, by: ADMINS, money: 'none' },
  { side: 'in', action: A.Decline, from: [S.Check, S.AdminCheck, S.AdminProcessing, S.AwaitingManualCheck, S.NeedContactSupport, S.Error, S.Frozen], to: S.Declined, by: ADMINS, money: 'none' },
  { side: 'in', action: A.CancelCompletedDeposit, from: [S.DepositCompleted], to: S.Cancelled, by: ADMINS, money: 'reverseDeposit' },
  { side: 'in', action: A.KytOk, from: without(DEPOSIT_OPEN, S.Frozen), to: null, by: ADMINS, money: 'none' },
  { side: 'in', action: A.KytReturn, from: without(DEPOSIT_OPEN, S.Frozen), to: S.ReturnStart, by: ADMINS, money: 'none' },

  // Withdrawals (side out): the amount is held from the request on; completing debits the hold.
  { side: 'out', action: A.Processing, from: without(WITHDRAWAL_OPEN, S.AdminProcessing, S.AwaitingUserConfirmation), to: S.AdminProcessing, by: ADMINS, money: 'none' },
  { side: 'out', action: A.Check, from: [S.New, S.Check, S.WithdrawalInQueue, S.Queue, S.NeedContactSupport, S.AdminProcessing, S.Error], to: S.AdminCheck, by: DESK, money: 'none' },
  { side: 'out', action: A.NeedContact, from: [S.New, S.Check, S.WithdrawalInQueue, S.Queue, S.AdminCheck, S.AdminProcessing, S.Error], to: S.NeedContactSupport, by: DESK, money: 'none' },
  { side: 'out', action: A.Confirm, from: [S.New, S.Check, S.WithdrawalInQueue, S.Queue, S.AdminCheck, S.AdminProcessing, S.AwaitingManualCheck, S.Error], to: S.WithdrawalProcessing, by: ADMINS, money: 'none' },
  { side: 'out', action: A.Complete, from: [S.WithdrawalProcessing, S.AdminProcessing, S.Error], to: S.WithdrawalCompleted, by: ADMINS, money: 'debitWithdrawal' },
  { side: 'out', action: A.Cancel, from: without(WITHDRAWAL_OPEN, S.Frozen), to: S.Cancelled, by: ADMINS, money: 'releaseHold' },
  { side: 'out', action: A.Decline, from: [S.Check, S.AdminCheck, S.AdminProcessing, S.AwaitingManualCheck, S.NeedContactSupport, S.Error, S.Frozen], to: S.Declined, by: ADMINS, money: 'releaseHold' },
];

/** What the caller knows about one transaction when asking what may happen to it. */
export interface TransactionState {
  side: TransactionSide;
  status: string;
  kytStatus: string | null;
  requisitesStatus: string | null;
  /** Above the anti-fraud threshold when it was made: only the super admin decides it. */
  antiFraud: boolean;
}

export type ActionRefusal = 'notAllowedFromStatus' | 'notForRole' | 'superAdminOnly' | 'kytPending' | 'requisitesProblematic' | 'kytNotPending';

export const ACTION_REFUSALS: Record<ActionRefusal, { kind: 'impossible' | 'notAllowed'; message: string }> = {
  notAllowedFromStatus: { kind: 'impossible', message: 'This action is not allowed in the transaction’s current status' },
  notForRole: { kind: 'notAllowed', message: 'Action is not allowed' },
  superAdminOnly: { kind: 'notAllowed', message: 'Only the super admin decides an anti-fraud check' },
  kytPending: { kind: 'impossible', message: 'The KYT check of this deposit is not finished' },
  requisitesProblematic: { kind: 'impossible', message: 'The requisites are marked problematic' },
  kytNotPending: { kind: 'impossible', message: 'The KYT check of this transaction is not pending' },
};

/** KYT statuses in which a decision (KYTOk, KYTReturn) is awaited. */
const KYT_PENDING: readonly string[] = [KytStatus.Checking, KytStatus.Awaiting, KytStatus.Error];

/** Actions that decide an anti-fraud case (anything but escalation and contacting the user). */
const DECIDING: ReadonlySet<TransactionAction> = new Set([A.Processing, A.Confirm, A.Complete, A.Cancel, A.Decline, A.KytOk, A.KytReturn]);

export type Decision = { ok: true; rule: TransitionRule } | { ok: false; refusal: ActionRefusal };

/** Decides one admin action on one transaction, for one admin status; the server and the console both call it. */
export function decideAction(action: TransactionAction, tx: TransactionState, adminStatus: number): Decision {
  const rule = TRANSITIONS.find((r) => r.side === tx.side && r.action === action && (r.from as readonly string[]).includes(tx.status));
  if (!rule) return { ok: false, refusal: 'notAllowedFromStatus' };
  if (tx.antiFraud && DECIDING.has(action) && tx.status === S.AwaitingManualCheck) {
    if (adminStatus !== 1) return { ok: false, refusal: 'superAdminOnly' };
  } else if (!(rule.by as readonly number[]).includes(adminStatus)) {
    return { ok: false, refusal: 'notForRole' };
  }
  if (action === A.KytOk || action === A.KytReturn) {
    if (!tx.kytStatus || !KYT_PENDING.includes(tx.kytStatus)) return { ok: false, refusal: 'kytNotPending' };
  }
  if (action === A.Complete && tx.side === 'in' && tx.kytStatus && KYT_PENDING.includes(tx.kytStatus)) return { ok: false, refusal: 'kytPending' };
  if ((action === A.Complete || action === A.Confirm) && tx.requisitesStatus === 'problematic') return { ok: false, refusal: 'requisitesProblematic' };
  return { ok: true, rule };
}

/** The actions an admin of this status may take on this transaction now (what the screen offers). */
export function allowedActions(tx: TransactionState, adminStatus: number): TransactionAction[] {
  return TRANSACTION_ACTIONS.filter((a) => decideAction(a, tx, adminStatus).ok);
}

/** The KYT status an action leaves behind. */
export function kytAfter(action: TransactionAction, current: string | null): string | null {
  if (action === A.KytOk) return KytStatus.Ok;
  if (action === A.KytReturn) return KytStatus.Returning;
  return current;
}

/** Statuses nothing happens to any more (apart from reversing a completed deposit). */
export const FINAL_STATUSES: readonly TransactionStatus[] = [S.DepositCompleted, S.WithdrawalCompleted, S.ReturnCompleted, S.Declined, S.Cancelled];

/** Requisites may be marked while the transaction is still open. */
export function canMarkRequisites(tx: Pick<TransactionState, 'status'>): boolean {
  return !(FINAL_STATUSES as readonly string[]).includes(tx.status);
}

/**
 * Whether an admin of `adminStatus` may move a transaction's requisites mark from `current` to `next`
 * (issue 23): the 'problematic' mark is the one control that stops a withdrawal to a suspicious
 * destination (Confirm and Complete are refused while it holds), so only admins and super admins
 * lift it (to approved or unmarked); support may still mark, approve unmarked details and unmark approved ones.
 */
export function mayMarkRequisites(current: string | null, next: RequisitesStatus, adminStatus: number): boolean {
  if (current === 'problematic' && next !== 'problematic') return adminStatus === 0 || adminStatus === 1;
  return true;
}

/** Statuses that show a warning on the transaction view: an admin holds it, or it waits for the wallet's balance. */
export const WARNING_STATUSES: readonly TransactionStatus[] = [S.AdminProcessing, S.Queue];
/** A transaction held in Admin processing longer than this is flagged in the list (spec 3 §4). */
export const ADMIN_PROCESSING_FLAG_MS = 10 * 60 * 1000;

export function hasWarning(status: string): boolean {
  return (WARNING_STATUSES as readonly string[]).includes(status);
}

/** True when the transaction sits in Admin processing for more than 10 minutes. */
export function isProcessingOverdue(status: string, statusChangedAt: string | null, now: Date): boolean {
  if (status !== S.AdminProcessing || !statusChangedAt) return false;
  return now.getTime() - new Date(statusChangedAt).getTime() > ADMIN_PROCESSING_FLAG_MS;
}
