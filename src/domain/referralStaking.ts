/**
 * Referral programs and staking (spec 3 §3-§5, §9): the rules the console and the server share.
 * Amounts and percents are decimal strings; the comparisons here work on the strings themselves,
 * so no number ever goes through a float.
 */
import { compareDecimals } from './money.ts';

/** Referral levels: 1 to 4 (spec 3 §9). */
export const REFERRAL_LEVELS = [1, 2, 3, 4] as const;
export type ReferralLevel = (typeof REFERRAL_LEVELS)[number];

/** What a referral fee is paid on; one fee per level for each. */
export const REFERRAL_INCOME_TYPES = ['buy', 'sell', 'p2p', 'trade', 'staking'] as const;
export type ReferralIncomeType = (typeof REFERRAL_INCOME_TYPES)[number];

/** The activity filter of the programs list. */
export const REFERRAL_ACTIVITY = ['Active', 'Disabled'] as const;
export type ReferralActivity = (typeof REFERRAL_ACTIVITY)[number];

export const STAKING_LOG_TYPES = ['percentChange', 'income', 'settingsAdd', 'settingsRemove'] as const;
export type StakingLogType = (typeof STAKING_LOG_TYPES)[number];

export const STAKING_TAX_MODES = ['income', 'balance'] as const;
export type StakingTaxMode = (typeof STAKING_TAX_MODES)[number];

export const FEE_OUT_OF_RANGE = 'Fee must be from 0 to 100';
export const PERCENT_OUT_OF_RANGE = 'Percent must be from 0 to 100';
export const MAX_PERCENT_BELOW = "Maximum percent per day can't be less than percent per day";
export const NEGATIVE_BALANCE_FROM = "Balance from can't be negative";
export const DUPLICATE_LEVEL = 'Each level can be given once';

/** Removes a leading `r=` from a referral search string (spec 3 §5): links carry `?r=<referralId>`. */
export function stripReferralPrefix(search: string): string {
  const trimmed = search.trim();
  return /^r=/i.test(trimmed) ? trimmed.slice(2).trim() : trimmed;
}

/** True for a decimal string from 0 to 100 inclusive. */
export function isPercent(value: string): boolean {
  const low = compareDecimals(value, '0');
  const high = compareDecimals(value, '100');
  return low !== null && high !== null && low >= 0 && high <= 0;
}

export interface LevelFees {
  level: number;
  buy: string;
  sell: string;
  p2p: string;
  trade: string;
  staking: string;
}

export interface RuleError {
  /** JSON pointer of the field, relative to the request body. */
  path: string;
  message: string;
  /** The reason the error carries (src/domain/errorReasons.ts). */
  reason: (typeof REFERRAL_STAKING_RULE_REASONS)[number];
}

/** Reasons of the level-fee and staking-settings rules. */
export const REFERRAL_STAKING_RULE_REASONS = ['levelRepeated', 'percentOutOfRange', 'balanceFromNegative', 'maxPercentBelow'] as const;

/** The first broken rule of a list of level fees, or null: levels 1-4 once each, every fee 0-100 %. */
export function levelFeesError(levels: readonly LevelFees[], base = '/levels'): RuleError | null {
  const seen = new Set<number>();
  for (const [i, level] of levels.entries()) {
    if (seen.has(level.level)) return { path: `${base}/${i}/level`, message: DUPLICATE_LEVEL, reason: 'levelRepeated' };
    seen.add(level.level);
    for (const type of REFERRAL_INCOME_TYPES) {
      if (!isPercent(level[type])) return { path: `${base}/${i}/${type}`, message: FEE_OUT_OF_RANGE, reason: 'percentOutOfRange' };
    }
  }
  return null;
}

export interface StakingSettingsFields {
  balanceFrom: string;
  percentPerDay: string;
  taxPercent: string;
  maxPercentPerDay: string;
}

/** The first broken rule of staking settings, or null. */
export function stakingSettingsError(s: StakingSettingsFields): RuleError | null {
  if ((compareDecimals(s.balanceFrom, '0') ?? -1) < 0) return { path: '/balanceFrom', message: NEGATIVE_BALANCE_FROM, reason: 'balanceFromNegative' };
  for (const field of ['percentPerDay', 'taxPercent', 'maxPercentPerDay'] as const) {
    if (!isPercent(s[field])) return { path: `/${field}`, message: PERCENT_OUT_OF_RANGE, reason: 'percentOutOfRange' };
  }
  if ((compareDecimals(s.maxPercentPerDay, s.percentPerDay) ?? -1) < 0) return { path: '/maxPercentPerDay', message: MAX_PERCENT_BELOW, reason: 'maxPercentBelow' };
  return null;
}

/** Zero fees for the four levels: a new program's start until staff set them. */
export function emptyLevels(): LevelFees[] {
  return REFERRAL_LEVELS.map((level) => ({ level, buy: '0', sell: '0', p2p: '0', trade: '0', staking: '0' }));
}
