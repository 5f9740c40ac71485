import { CODE_REASONS, type CodeReason, type ErrorCode } from './errors.ts';
import { ARBITRATION_REFUSALS, type ArbitrationRefusal } from './p2p.ts';
import { USER_MESSAGES } from './users.ts';
import { P2P_CATALOGUE_REASONS, type P2pCatalogueReason } from './p2pCatalogues.ts';
import { INPUT_RULE_MESSAGES, type InputRuleReason } from './inputRules.ts';
import { ACCESS_MESSAGES, type AccessReason } from './operationAccess.ts';
import { IDEMPOTENCY_MESSAGES, type IdempotencyReason } from './idempotency.ts';
import { APPROVAL_MESSAGES, type ApprovalReason } from './approvals.ts';
import { REQUISITE_REASONS, type RequisiteReason } from './requisites.ts';
import { TECHNICAL_SETTINGS_REASONS } from './technicalSettings.ts';
import { REFUSAL_REASONS, type RefusalReason } from './refusalReasons.ts';
import { ACTION_REFUSALS, type ActionRefusal } from './transactions.ts';
import { TRADING_MESSAGES, type TradingMessage } from './trading.ts';
import { REFERRAL_STAKING_RULE_REASONS } from './referralStaking.ts';
import { REPORT_FILTER_REASONS, type ReportFilterReason } from './reports.ts';
import { PLATFORM_LIMIT_REASONS, type PlatformLimitReason } from './platformLimits.ts';

/** Reasons of Settings › Technical: the rules of the e-mail, verification and upload options. */
export type TechnicalSettingsReason = (typeof TECHNICAL_SETTINGS_REASONS)[keyof typeof TECHNICAL_SETTINGS_REASONS];

/**
 * Business reasons of the P2P area whose messages the server's services own (trade edits, the
 * ledger, the trade chat). Arbitration refusals are reasons under their own keys.
 */
export const P2P_REASONS = [
  'tradeChangedMeanwhile',
  'closedTradeUnchangeable',
  'amountFrozen',
  'bodyIdMismatch',
  'insufficientBalance',
  'escrowNotHeld',
  'notTheChatArbitrator',
  // the trade group chat's own checks of a message (its text, its files)
  'chatMessageTooLong',
  'chatMessageEmpty',
  'chatTooManyFiles',
  'chatFileTypeNotAllowed',
  'chatFileTooLarge',
  'chatFileContentMismatch',
  // the traders module's devices: a deleted device stays deleted
  'deviceDeleted',
  'deviceAlreadyDeleted',
] as const;

/** Reasons any area may give: an edit that names nothing to change ('Nothing to change'). */
export const GENERAL_REASONS = ['nothingToChange'] as const;

/** Reasons of trading: one order is cancelled at a time ('You cannot cancel all orders'). */
export const TRADING_REASONS = ['cannotCancelAllOrders'] as const;

/** Reasons of the users area: the keys of its message table, plus the limits' own rule. */
export type UserReason = keyof typeof USER_MESSAGES | 'limitNeedsAmount' | 'userNotFound';

/**
 * Every reason an error object may carry (`error.reason` of every envelope): the code's own
 * reason by default, or the specific business rule the server names. The one vocabulary both
 * sides compare with, so a screen never matches the English text of a message.
 */
export type ErrorReason =
  | CodeReason
  | UserReason
  | ArbitrationRefusal
  | (typeof P2P_REASONS)[number]
  | P2pCatalogueReason
  | InputRuleReason
  | AccessReason
  | (typeof TRADING_REASONS)[number]
  | (typeof GENERAL_REASONS)[number]
  | IdempotencyReason
  | ApprovalReason
  | RequisiteReason
  | TechnicalSettingsReason
  | RefusalReason
  | ActionRefusal
  | TradingMessage
  | (typeof REFERRAL_STAKING_RULE_REASONS)[number]
  | ReportFilterReason
  | PlatformLimitReason;

/** All reasons, for checks that every one is a camelCase constant the contract accepts. */
export const ERROR_REASONS: readonly ErrorReason[] = [
  ...new Set<ErrorReason>([
    ...Object.values(CODE_REASONS),
    ...(Object.keys(USER_MESSAGES) as (keyof typeof USER_MESSAGES)[]),
    'limitNeedsAmount',
    'userNotFound',
    ...(Object.keys(ARBITRATION_REFUSALS) as ArbitrationRefusal[]),
    ...P2P_REASONS,
    ...P2P_CATALOGUE_REASONS,
    ...(Object.keys(INPUT_RULE_MESSAGES) as InputRuleReason[]),
    ...(Object.keys(ACCESS_MESSAGES) as AccessReason[]),
    ...TRADING_REASONS,
    ...GENERAL_REASONS,
    ...(Object.keys(IDEMPOTENCY_MESSAGES) as IdempotencyReason[]),
    ...(Object.keys(APPROVAL_MESSAGES) as ApprovalReason[]),
    ...REQUISITE_REASONS,
    ...Object.values(TECHNICAL_SETTINGS_REASONS),
    ...REFUSAL_REASONS,
    ...(Object.keys(ACTION_REFUSALS) as ActionRefusal[]),
    ...(Object.keys(TRADING_MESSAGES) as TradingMessage[]),
    ...REFERRAL_STAKING_RULE_REASONS,
    ...REPORT_FILTER_REASONS,
    ...Object.values(PLATFORM_LIMIT_REASONS),
  ]),
];

/** The reason of a code, for errors that carry no reason of their own (older servers, transport failures). */
export function reasonOfCode(code: number): CodeReason {
  return (CODE_REASONS as Record<number, CodeReason | undefined>)[code] ?? CODE_REASONS[500 satisfies ErrorCode];
}
