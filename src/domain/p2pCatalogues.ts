/**
 * The P2P desk's catalogues (spec 2 §3, §5, §8): fees and personal fees, limits, exchange-rate
 * settings, groups, P2P payment methods and their templates, localisation and chat options. The
 * rules both the console's forms and the server hold, and their messages (the spec's text verbatim
 * where it gives one).
 */
import { compareDecimals, isZeroDecimal } from './money.ts';

/** Messages of the catalogues; the en text, and the i18n key under `p2pCatalogues.errors`. */
export const P2P_CATALOGUE_MESSAGES = {
  limitsZero: 'Limits can not equals zero',
  limitsInverted: "Maximum limit can't be less than minimum amount",
  rateNotFound: "Couldn't find course",
  nullSource: 'You have not selected any payment method for the source',
  groupNameExists: 'A group with the same name already exists',
  defaultGroupUndeletable: 'The system default group cannot be deleted',
  groupMemberNotTrader: 'Only traders or merchants can join a group',
  groupNotFound: 'Group not found',
  feeExists: 'The currency already has a P2P fee',
  feeNotFound: 'The currency has no P2P fee yet',
  feeMinAboveMax: "Maximum fee can't be less than minimum fee",
  feeNegative: 'Fees can not be negative',
  amountNegative: 'Amounts can not be negative',
  currencyRepeated: 'Each currency may appear only once',
  currencyNotInP2p: 'The currency is not used in P2P',
  templateInUse: 'The template is used by payment methods',
  templateNotFound: 'Template not found',
  templateFieldsDuplicate: 'Field names must be unique',
  nameRequired: 'Name is required',
  paymentMethodNotFound: 'Payment method not found',
  paymentMethodNameExists: 'A payment method with this name already exists',
  sourceMethodMismatch: 'The payment method does not belong to the source',
  rateSettingNotFound: 'Rate setting not found',
  localisationNotFound: 'Localisation string not found',
} as const;
export type P2pCatalogueReason = keyof typeof P2P_CATALOGUE_MESSAGES;
export const P2P_CATALOGUE_REASONS = Object.keys(P2P_CATALOGUE_MESSAGES) as P2pCatalogueReason[];

/**
 * Subjects and verbs of the v1 failure family (spec 2 §8): one sentence per thing and action
 * (`p2pCatalogues.failed.<subject>.<verb>`, `v1FailureText` in the catalogues feature), then the refusal by its reason.
 */
export type V1Subject = 'fees' | 'personal fees' | 'limit' | 'rates';
export type V1Verb = 'created' | 'edited' | 'removed' | 'deleted';

/** The limit rules (spec 2 §5): neither bound zero, and the maximum not below the minimum. */
export function limitError(minAmount: string, maxAmount: string): P2pCatalogueReason | null {
  if (isZeroDecimal(minAmount) || isZeroDecimal(maxAmount)) return 'limitsZero';
  if (compareDecimals(minAmount, '0') === -1 || compareDecimals(maxAmount, '0') === -1) return 'amountNegative';
  if (compareDecimals(maxAmount, minAmount) === -1) return 'limitsInverted';
  return null;
}

/** Fee parts (absolute, percent, min, max): a non-zero maximum must not be below the minimum. */
export function feePartsError(fees: { absolute: string; percent: string; min: string; max: string }): P2pCatalogueReason | null {
  if ([fees.absolute, fees.percent, fees.min, fees.max].some((v) => compareDecimals(v, '0') === -1)) return 'feeNegative';
  if (!isZeroDecimal(fees.max) && compareDecimals(fees.max, fees.min) === -1) return 'feeMinAboveMax';
  return null;
}

/**
 * The name offered when a group name is taken (spec 2 §5, "a suggestion is offered"): the name
 * with the first free number after it, compared case-insensitively.
 */
export function suggestGroupName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  const base = name.trim().replace(/\s+\d+$/, '');
  for (let n = 2; ; n += 1) {
    const candidate = `${base} ${n}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** Users may join a group only as traders or merchants (spec 2 §5). */
export const GROUP_MEMBER_ROLES = ['trader', 'merchant'] as const;

/** The P2P group every trader is in until staff move them; it cannot be deleted. */
export const DEFAULT_GROUP_NAME = 'Default';

/** Localisation languages as the P2P service names them. */
export const LOCALISATION_LANGUAGES = ['En', 'Ru', 'Zh', 'Es', 'Et', 'Tr'] as const;
export type LocalisationLanguage = (typeof LOCALISATION_LANGUAGES)[number];

/** Template field types (spec 2 §3). */
export const TEMPLATE_FIELD_TYPES = ['boolean', 'integer', 'text'] as const;

/** Turnover is shown in USD (spec 2 §9). */
export const TURNOVER_CURRENCY = 'USD';
