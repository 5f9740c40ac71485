import { captionKeysByName, captionKeysOf } from './captionKeys.ts';

/**
 * Platform users (spec 1 §3–§5): statuses, types, roles, lock types, second-factor services,
 * API client claims and the user-name rule. Numeric values are the stored and transmitted codes;
 * captions are i18n keys of the `users` namespace.
 */

/** User status: 0 New, 1 Confirmed, 2 Verificated. */
export const UserStatus = { New: 0, Confirmed: 1, Verificated: 2 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const USER_STATUSES: readonly UserStatus[] = [0, 1, 2];
export const USER_STATUS_CAPTION_KEYS = captionKeysByName(UserStatus, 'users.status');

/** User types; the position in this list is the stored code. */
export const USER_TYPES = [
  'regular',
  'marketMaker',
  'trader',
  'vip',
  'cryptomatMaster',
  'aggregator',
  'paymentMaster',
  'swapTrader',
  'admin',
  'arbitrator',
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The API name of a stored user-type code (unknown codes read as regular). */
export function userTypeOf(code: number): UserType {
  return USER_TYPES[code] ?? 'regular';
}

/** The stored code of a user type. */
export function userTypeCode(type: UserType): number {
  return USER_TYPES.indexOf(type);
}

/** Roles an admin can give or strip (spec 1 §3: "trader, merchant"). */
export const USER_ROLES = ['trader', 'merchant'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_CAPTION_KEYS = captionKeysOf(USER_ROLES, 'users.role');

/** Client types a user action comes from. */
export const CLIENT_TYPES = ['site', 'mobile', 'admin', 'cryptomat', 'undefined', 'payment'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/**
 * User lock types (15). The spec names general, login, chat, withdrawal, P2P offers, P2P trades and
 * two factor; the rest complete the kinds of access an exchange can withhold.
 */
export const LockType = {
  General: 0,
  Login: 1,
  Chat: 2,
  Withdrawal: 3,
  P2pOffers: 4,
  P2pTrades: 5,
  TwoFactor: 6,
  Deposit: 7,
  Trade: 8,
  Transfer: 9,
  Api: 10,
  Codes: 11,
  Staking: 12,
  Referral: 13,
  Merchant: 14,
} as const;
export type LockType = (typeof LockType)[keyof typeof LockType];
export const LOCK_TYPES: readonly LockType[] = Object.values(LockType);
/**
 * Lock durations offered to staff, in minutes (the contract's `minutes`); null locks until
 * someone unlocks. Staff think in these steps, not in minute counts.
 */
export const LOCK_DURATIONS: readonly (number | null)[] = [null, 15, 60, 24 * 60, 7 * 24 * 60, 30 * 24 * 60];

export const LOCK_TYPE_CAPTION_KEYS = captionKeysByName(LockType, 'users.lockType');

/** Who put a lock or block on a user, as the lock history shows it. */
export const LOCK_SOURCES = ['admin', 'arbitrator', 'system'] as const;
export type LockSource = (typeof LOCK_SOURCES)[number];

/** Who set a lock or a block, as its history row records it: the source, and the setting admin's status when an admin set it. */
export interface LockSetter {
  source: LockSource;
  adminStatus: number | null;
}

/**
 * Whether an admin of `liftingStatus` may lift a lock or block set by `setter` (issue 23; spec 3 §6:
 * "Only an administrator can lift a quick block"). Admins and super admins lift anything; support
 * lifts only what support set (undoing its own everyday locks), never an admin's, a super admin's,
 * an arbitrator's or the system's. Arbitrators lift nothing (the access table refuses them the calls).
 */
export function mayLiftLock(setter: LockSetter | undefined, liftingStatus: number): boolean {
  if (liftingStatus === 0 || liftingStatus === 1) return true;
  return liftingStatus === 2 && setter?.source === 'admin' && setter.adminStatus === 2;
}

/**
 * Second-factor services: 0 Email, 1 Telegram, 2 Google (TOTP) appear in a user's nfaList; the MFA
 * services continue with SMS, codes, question, U2F, GPA and password.
 */
export const NfaServiceType = {
  Email: 0,
  Telegram: 1,
  Google: 2,
  Sms: 3,
  Codes: 4,
  Question: 5,
  U2f: 6,
  Gpa: 7,
  Password: 8,
} as const;
export type NfaServiceType = (typeof NfaServiceType)[keyof typeof NfaServiceType];
export const NFA_SERVICE_TYPES: readonly NfaServiceType[] = Object.values(NfaServiceType);
export const NFA_SERVICE_CAPTION_KEYS = captionKeysByName(NfaServiceType, 'users.nfa');

/** The methods that count for "the last removable method" (spec 1 §5): Email, Telegram, SMS. */
export const REMOVABLE_NFA_SERVICE_TYPES: readonly NfaServiceType[] = [0, 1, 3];

/** A user's second factor: enabled when never disabled, or disabled before it was (re-)enabled. */
export interface NfaState {
  serviceType: number;
  dateEnabled: string | null;
  dateDisabled: string | null;
}

/** Whether a second factor is on: dateDisabled is missing or earlier than dateEnabled. */
export function isNfaActive(entry: NfaState): boolean {
  if (!entry.dateEnabled) return false;
  if (!entry.dateDisabled) return true;
  return Date.parse(entry.dateDisabled) < Date.parse(entry.dateEnabled);
}

/** Message when an admin tries to remove a user's last removable second factor. */
export const LAST_NFA_MESSAGE = 'The last second-factor method cannot be removed';

/**
 * Whether `serviceType` may be switched off: the last active method of types 0, 1 and 3 stays
 * (spec 1 §5). Other types are not counted and may always be switched off.
 */
export function canRemoveNfa(entries: readonly NfaState[], serviceType: number): boolean {
  if (!(REMOVABLE_NFA_SERVICE_TYPES as readonly number[]).includes(serviceType)) return true;
  const active = entries.filter((e) => (REMOVABLE_NFA_SERVICE_TYPES as readonly number[]).includes(e.serviceType) && isNfaActive(e));
  return active.length !== 1 || active[0]!.serviceType !== serviceType;
}

/**
 * User name: begins with a Latin letter, then letters, digits or underscore. The spec gives two
 * readings of the length (6 to 32, and 5 to 31); both are accepted: 5 to 32 characters.
 */
export const USER_NAME_MIN_LENGTH = 5;
export const USER_NAME_MAX_LENGTH = 32;
export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

export function isValidUserName(name: string): boolean {
  return USER_NAME_PATTERN.test(name);
}

/** Tag colour when none is chosen (spec 1 §3). */
export const DEFAULT_TAG_COLOR = '#BDBDBD';
/** Tags whose users reports may ignore. */
export const REPORT_IGNORED_TAGS = ['dev', 'test', 'bot'] as const;

/** API client claims are bit flags (spec 1 §9). */
export const ApiClaim = { Deposit: 2, Withdrawal: 4, Trade: 8, Data: 16, P2pTrade: 32, Cryptomat: 64 } as const;
export type ApiClaim = (typeof ApiClaim)[keyof typeof ApiClaim];
export const API_CLAIMS: readonly ApiClaim[] = Object.values(ApiClaim);
export const API_CLAIM_CAPTION_KEYS = captionKeysByName(ApiClaim, 'users.apiClaim');
/** Every claim bit together. */
export const ALL_API_CLAIMS_MASK = API_CLAIMS.reduce<number>((mask, claim) => mask | claim, 0);

/** The claims set in a mask, in ascending bit order. */
export function claimsOf(mask: number): ApiClaim[] {
  return API_CLAIMS.filter((claim) => (mask & claim) !== 0);
}

/** Users list sorts (spec 1 §2): default (newest id first), registration, last activity, verification request. */
export const USER_SORT_FIELDS = ['default', 'regDate', 'lastLoginDate', 'verificationRequestDate'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** The list's default direction is descending. */
export const USER_SORT_DEFAULT_DESC = true;
/** Largest page of the users list: 100 on screen, up to 1000 for inner loads (id lists, lookups). */
export const USERS_MAX_LIMIT = 1000;

/**
 * A users-list count stops at this many matches for a search or filter (the answer then says
 * `totalCapped`: show "1,000+"); the unfiltered list is counted exactly. Nobody pages through more
 * than 50 pages of a search: they narrow it.
 */
export const USERS_TOTAL_CAP = 1000;
/** "Select all N matching" acts on at most this many users at once. */
export const BULK_SELECT_ALL_MAX = 100_000;

/** Messages of the users area (spec 1 §5), the en text and the i18n key. */
export const USER_MESSAGES = {
  userNameExists: 'UserName already exists',
  emailExists: 'A user with this e-mail already exists',
  invalidUserName:
    'User name must begin with a letter and contain 5 to 32 letters, digits or underscores',
  chooseRole: 'You have to choose role, before save',
  noUsersSelected: 'No users selected',
  tagExists: 'A tag with the same name already exists',
  identificatorEmpty: 'New identificator field is empty',
  languageNotAllowed: 'Language is not allowed',
  invalidIp: 'Invalid IP address',
  ipAlreadyListed: 'This IP address is already in the whitelist',
  ipNotListed: 'This IP address is not in the whitelist',
  alreadyRemoved: 'The user is already removed',
  tooManySelected: 'Too many users selected; narrow the filter',
  nfaAlreadyEnabled: 'This second-factor method is already enabled',
  nfaNotEnabled: 'This second-factor method is not enabled',
  lastNfa: LAST_NFA_MESSAGE,
  actionImpossible: 'Action is impossible',
} as const;

/**
 * Codes of the user actions history (POST v2/User/GetUserActions `action`). The contract leaves the
 * field open text; these are the codes the platform writes, each with a caption
 * (`userDetail.userActionCode.<code>`). An unknown code is shown as it is.
 */
export const USER_ACTION_CODES = [
  'signIn',
  'signOut',
  'passwordChanged',
  'twoFactorEnabled',
  'orderCreated',
  'withdrawalRequested',
  'depositCreated',
  'apiKeyCreated',
  'p2pOfferCreated',
  'p2pTradeOpened',
  'profileUpdated',
] as const;
export type UserActionCode = (typeof USER_ACTION_CODES)[number];

export function isUserActionCode(value: string): value is UserActionCode {
  return (USER_ACTION_CODES as readonly string[]).includes(value);
}

/**
 * The 26 kinds of 2FA code (`codeType` 0–25 of POST User/Get2FaCodes; spec 1 §3 counts them without
 * naming them). The names are the project's; each has a caption `userDetail.codeType.<name>`.
 */
export const TWO_FA_CODE_TYPES = [
  'signIn',
  'signUp',
  'withdrawal',
  'passwordChange',
  'passwordReset',
  'emailChange',
  'enable2fa',
  'disable2fa',
  'apiKeyCreate',
  'apiKeyDelete',
  'ipWhitelistAdd',
  'ipWhitelistRemove',
  'addressAdd',
  'addressRemove',
  'transfer',
  'p2pTradeConfirm',
  'p2pPaymentRelease',
  'p2pRequisitesChange',
  'merchantPayout',
  'invoicePayment',
  'stakingWithdrawal',
  'telegramLink',
  'deviceConfirm',
  'accountDelete',
  'phoneChange',
  'other',
] as const;

/** The caption key of a 2FA code type, or null for a number outside 0–25. */
export function twoFaCodeTypeKey(codeType: number): string | null {
  const name = TWO_FA_CODE_TYPES[codeType];
  return name ? `userDetail.codeType.${name}` : null;
}
