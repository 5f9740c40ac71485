/**
 * Merchants' marketplace (spec 2 §3): stores, products and invoices, with the status rules the
 * console and the server share. The spec lists the statuses but not the moves between them; the
 * tables below are the project's choice (see the issue-15 closing note).
 */

/** Store statuses (spec 2 §3: active, rejected, awaiting approval, inactive). */
export const STORE_STATUSES = ['active', 'rejected', 'awaitingApproval', 'inactive'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/**
 * Where a store may go from each status: a store awaiting approval is approved (active) or
 * rejected; an active store is switched off (inactive) and back; a rejected store may be
 * reconsidered (back to awaiting approval) or approved directly.
 */
export const STORE_STATUS_MOVES: Readonly<Record<StoreStatus, readonly StoreStatus[]>> = {
  awaitingApproval: ['active', 'rejected'],
  active: ['inactive'],
  inactive: ['active'],
  rejected: ['awaitingApproval', 'active'],
};

export function isStoreStatus(value: string): value is StoreStatus {
  return (STORE_STATUSES as readonly string[]).includes(value);
}

/** True when a store in `from` may be set to `to` (staying in the same status is always allowed). */
export function canMoveStore(from: StoreStatus, to: StoreStatus): boolean {
  return from === to || STORE_STATUS_MOVES[from].includes(to);
}

/** Product statuses (spec 2 §3). */
export const PRODUCT_STATUSES = ['active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Invoice statuses, the 15 of spec 2 §3 in the spec's order. */
export const INVOICE_STATUSES = [
  'awaitingUserConfirmation',
  'confirmed',
  'checking',
  'depositAwaiting',
  'depositReceived',
  'depositCompleted',
  'depositConfirmed',
  'depositError',
  'withdrawalProcessing',
  'withdrawalCompleted',
  'completed',
  'cancelled',
  'issue',
  'error',
  'expired',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice in one of these is closed: its status no longer changes (its comments still may). */
export const INVOICE_FINAL_STATUSES: readonly InvoiceStatus[] = ['completed', 'cancelled', 'expired'];

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}

export function isInvoiceFinal(status: InvoiceStatus): boolean {
  return INVOICE_FINAL_STATUSES.includes(status);
}

/** The statuses an invoice in `from` may be set to: none once closed, any other one before. */
export function invoiceStatusTargets(from: InvoiceStatus): InvoiceStatus[] {
  return isInvoiceFinal(from) ? [] : INVOICE_STATUSES.filter((s) => s !== from);
}

/** Store URLs (success, fail, logo) are absolute http(s) addresses. */
export function isStoreUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The server's messages (en text; the console translates them by reason). */
export const MARKETPLACE_MESSAGES = {
  storeNotFound: 'Store not found',
  productNotFound: 'Product not found',
  invoiceNotFound: 'Invoice not found',
  invalidUrl: 'The address must start with http:// or https://',
  storeStatusNotAllowed: "The store's status cannot be changed this way",
  invoiceClosed: 'The invoice is closed: its status cannot be changed',
  changedMeanwhile: 'The record was changed meanwhile; reload and try again',
  nameRequired: 'Name is required',
  pricePositive: 'The price must be more than zero',
  paymentSystemNotFound: 'Payment method not found',
  productArchived: 'An archived product cannot be edited; make it active first',
} as const;

/** Merchant transaction statuses and types (spec 2 §3). */
export const MERCHANT_TRANSACTION_STATUSES = ['new', 'processing', 'validate', 'completed', 'error'] as const;
export const MERCHANT_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'return', 'convert'] as const;

/** Spec 2 §9: the merchant fee list is loaded with limit 10000. */
export const MERCHANT_FEE_LIST_LIMIT = 10000;

/** Spec 2 §5: the fee deletion counts as failed unless the answer carries the success flag. */
export function requireSuccessFlag(answer: unknown): void {
  if (!answer || typeof answer !== 'object' || (answer as { success?: unknown }).success !== true) {
    throw new Error('No success flag in the answer');
  }
}
