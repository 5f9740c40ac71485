/**
 * Platform transaction limits (spec 3 §3 "Transaction limit", §5): per currency, verification level
 * (not verified, verified, VIP, individual) and operation (deposit or withdrawal), a per-transaction
 * minimum and maximum and daily and monthly ceilings. Amounts are non-negative decimal strings;
 * an empty value means no limit.
 */
import { compareDecimals, isZeroDecimal } from './money.ts';

export const VERIFICATION_LEVELS = ['notVerified', 'verified', 'vip', 'individual'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

export const LIMIT_OPERATION_TYPES = ['deposit', 'withdrawal'] as const;
export type LimitOperationType = (typeof LIMIT_OPERATION_TYPES)[number];

/** The four amounts of a limit, in the order the screen shows them. */
export const PLATFORM_LIMIT_FIELDS = ['minAmount', 'maxAmount', 'dailyLimit', 'monthlyLimit'] as const;
export type PlatformLimitField = (typeof PLATFORM_LIMIT_FIELDS)[number];
export type PlatformLimitAmounts = Partial<Record<PlatformLimitField, string | null>>;

/** The spec's messages, verbatim (spec 3 §5). */
export const PLATFORM_LIMIT_MESSAGES = {
  zero: 'Limits can not equals zero',
  maxBelowMin: "Maximum limit can't be less than minimum amount",
  empty: 'Set at least one limit',
  amount: 'Enter a non-negative decimal amount',
} as const;

const AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;

export function isPlatformLimitAmount(text: string): boolean {
  return AMOUNT.test(text);
}

export interface PlatformLimitProblem {
  field: PlatformLimitField;
  message: string;
  reason: PlatformLimitReason;
}

/** The reason of each rule (src/domain/errorReasons.ts). */
export const PLATFORM_LIMIT_REASONS = { zero: 'limitsZero', maxBelowMin: 'maxBelowMin', empty: 'limitEmpty', amount: 'limitAmountInvalid' } as const;
export type PlatformLimitReason = (typeof PLATFORM_LIMIT_REASONS)[keyof typeof PLATFORM_LIMIT_REASONS];
const problem = (field: PlatformLimitField, rule: keyof typeof PLATFORM_LIMIT_MESSAGES): PlatformLimitProblem => ({
  field,
  message: PLATFORM_LIMIT_MESSAGES[rule],
  reason: PLATFORM_LIMIT_REASONS[rule],
});

/**
 * The first broken rule of a limit's amounts, or null: an amount must be a decimal; none may equal
 * zero; the maximum may not be below the minimum; at least one amount is set.
 */
export function platformLimitProblem(amounts: PlatformLimitAmounts): PlatformLimitProblem | null {
  const set = PLATFORM_LIMIT_FIELDS.filter((f) => amounts[f] != null && amounts[f] !== '');
  for (const field of set) if (!isPlatformLimitAmount(amounts[field]!)) return problem(field, 'amount');
  for (const field of set) if (isZeroDecimal(amounts[field]!)) return problem(field, 'zero');
  const min = amounts.minAmount;
  const max = amounts.maxAmount;
  if (min && max && compareDecimals(max, min) === -1) return problem('maxAmount', 'maxBelowMin');
  if (set.length === 0) return problem('minAmount', 'empty');
  return null;
}
