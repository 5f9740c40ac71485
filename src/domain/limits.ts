import { captionKeysOf } from './captionKeys.ts';

/**
 * Transaction limits (spec 1 §2 "transaction limits per currency", spec 1 §9 periods): a deposit
 * and a withdrawal ceiling per user, currency and period; null means no limit.
 */
export const LIMIT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_CAPTION_KEYS = captionKeysOf(LIMIT_PERIODS, 'common.period');

/** A limit amount: a non-negative decimal string, up to 20 integer and 18 fractional digits. */
export const LIMIT_AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;

export function isValidLimitAmount(text: string): boolean {
  return LIMIT_AMOUNT_PATTERN.test(text);
}

/** Message when a limit is saved with neither amount. */
export const LIMIT_NEEDS_AMOUNT = 'Set a deposit or a withdrawal limit';
