/**
 * The traders module's transactions and exchange orders: their statuses and the one rule of
 * which admin action each status allows (spec 2 §4). The server refuses by this table and the
 * console shows only the buttons it allows.
 */
export const TRADER_STATUSES = ['new', 'processing', 'completed', 'awaiting', 'error', 'frozen', 'queue', 'cancelled'] as const;
export type TraderStatus = (typeof TRADER_STATUSES)[number];

export const TRADER_ACTIONS = ['confirm', 'complete', 'cancel'] as const;
export type TraderAction = (typeof TRADER_ACTIONS)[number];

/** error and awaiting allow confirm, complete and cancel; frozen only cancel; every other status nothing. */
export const TRADER_ACTIONS_BY_STATUS: Readonly<Record<TraderStatus, readonly TraderAction[]>> = {
  new: [],
  processing: [],
  completed: [],
  awaiting: ['confirm', 'complete', 'cancel'],
  error: ['confirm', 'complete', 'cancel'],
  frozen: ['cancel'],
  queue: [],
  cancelled: [],
};

/**
 * Where each action leads. Confirm sends the item back to processing (the admin approves it; the
 * held money stays held), complete settles it, cancel returns what was held.
 */
export const TRADER_ACTION_RESULT: Readonly<Record<TraderAction, TraderStatus>> = {
  confirm: 'processing',
  complete: 'completed',
  cancel: 'cancelled',
};

export function isTraderStatus(value: string): value is TraderStatus {
  return (TRADER_STATUSES as readonly string[]).includes(value);
}

export function allowsAction(status: string, action: TraderAction): boolean {
  return isTraderStatus(status) && TRADER_ACTIONS_BY_STATUS[status].includes(action);
}

export type TraderSubject = 'transaction' | 'exchange order';

const PAST: Record<TraderAction, string> = { confirm: 'confirmed', complete: 'completed', cancel: 'cancelled' };

/** The server's refusal text for an action the status does not allow. */
export function statusRefusal(subject: TraderSubject, action: TraderAction, status: string): string {
  return `Status ${status} does not allow this ${subject} to be ${PAST[action]}`;
}

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const ORDER_NOT_FOUND = 'Exchange order not found';
/** Spec 2 §8: what the console says when an exchange order cannot be read. */
export const ORDER_RETRIEVAL_FAILED = 'Failed to retrieve order information';
export const BODY_ID_MISMATCH = 'must equal the id of the path';

export const TRADER_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'orderBuy', 'convert', 'orderSell', 'orderReturn'] as const;
export type TraderTransactionType = (typeof TRADER_TRANSACTION_TYPES)[number];

/** Money leaving the user (held from creation until completed or cancelled) versus arriving on completion. */
export function isOutbound(type: string): boolean {
  return type === 'withdrawal' || type === 'orderSell' || type === 'convert';
}

/** What the v1 failure family names besides transactions and orders (spec 2 §8). */
export type V1Subject = 'requisite' | 'device';
export type V1Verb = 'edited' | 'deleted';

/** Requisite check marks: new is "unmarked" (spec 2 §3). */
export const REQUISITE_MARKS = ['new', 'approved', 'problematic'] as const;
export const REQUISITE_STATES = ['enabled', 'stopped', 'blocked', 'deleted'] as const;
export const DEVICE_STATUSES = ['active', 'suspended', 'deleted'] as const;
export const DEVICE_TYPES = ['unknown', 'smartphone', 'ipPhone'] as const;

/** The two lists of the traders' area whose rows take admin actions (exchange orders, transactions). */
export type TradersListKind = 'orders' | 'transactions';
