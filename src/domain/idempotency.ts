/**
 * Money operations (issue 23): every operation whose handler may move money on the ledger. Each
 * takes an optional `Idempotency-Key` header (openapi/components/common.yaml#/components/parameters/IdempotencyKey):
 * a repeat with the same key and the same request answers the first answer and moves nothing;
 * the same key with a different request answers 409 (reason idempotencyKeyReused). A test holds
 * this list and the contracts to each other.
 */
export const IDEMPOTENT_OPERATIONS: ReadonlySet<string> = new Set([
  // Admin deposit and withdrawal (v2 and the older v1 service)
  'POST Transaction/AdminDeposit',
  'POST Transaction/AdminWithdrawal',
  'POST v1/transactions/deposit',
  'POST v1/transactions/withdrawal',
  // Transaction actions that credit, debit, reverse or release money
  'PUT Transaction/AdminCompleteTransaction',
  'PUT Transaction/AdminCancelTransaction',
  'PUT Transaction/AdminCancelCompletedDeposit',
  // Traders-module transactions and exchange orders
  'PUT v1/transactions/{id}/complete',
  'PUT v1/transactions/{id}/cancel',
  'PUT v1/exchange/{id}/complete',
  'PUT v1/exchange/{id}/cancel',
  // P2P arbitration: the escrow goes to the buyer or back to the seller
  'POST v1/arbitrator/trades/{id}/confirmation',
  'POST v1/arbitrator/trades/{id}/cancellation',
  // Trading: a cancelled order's hold goes back to available
  'PUT Trading/CancelOrder',
]);

/** The header's name as HTTP frameworks see it (lower case). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

// A key is 1 to 128 visible ASCII characters: the contract's rule (openapi/components/common.yaml,
// parameter IdempotencyKey, with its refusal's text), checked with every declared header.

/** How long a key is remembered: a repeat after this is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;

/** The refusal of a key reused for another request (409, reason idempotencyKeyReused). */
export const IDEMPOTENCY_MESSAGES = {
  idempotencyKeyReused: 'This idempotency key was already used for a different request',
} as const;

export type IdempotencyReason = keyof typeof IDEMPOTENCY_MESSAGES;
