/**
 * Settings › Technical (spec 3 §2, §3 "Email", "Other", "Notification and template"): the technical-work
 * switches and the rules of the e-mail, verification, upload and transactions options, shared by the
 * server (which refuses what breaks them) and the console (which says so before sending).
 */

/** The technical-work switches GET Options/GetStatus reads, in the order the console lists them. */
export const TECHNICAL_WORK_SWITCHES = ['stopRegistration', 'stopTrade', 'stopP2P', 'stopTransactions', 'stopTransactionConfirm'] as const;
export type TechnicalWorkSwitch = (typeof TECHNICAL_WORK_SWITCHES)[number];
export type TechnicalWorkState = Record<TechnicalWorkSwitch, boolean>;

/** Every switch off: what a platform runs with until an admin stops something. */
export const TECHNICAL_WORK_OFF: TechnicalWorkState = {
  stopP2P: false,
  stopRegistration: false,
  stopTrade: false,
  stopTransactionConfirm: false,
  stopTransactions: false,
};

/** The switches that are on. */
export function stoppedSwitches(state: Partial<TechnicalWorkState> | undefined | null): TechnicalWorkSwitch[] {
  return TECHNICAL_WORK_SWITCHES.filter((name) => state?.[name] === true);
}

/** Sentences of the rules below (the en text and the i18n key; the server answers them verbatim). */
export const TECHNICAL_SETTINGS_MESSAGES = {
  mustBeFilled: 'Must be filled',
  domain: 'Enter a domain name such as mail.example.com',
  unsubscribeLink: 'The unsubscribe link must be an address starting with http:// or https://',
  tooLong: 'Fields are limited to 1024 characters',
  securityCodeTooLong: 'The security code is limited to 64 characters',
  autoProvider: 'Choose the auto-verification provider',
  limitsZero: 'Limits can not equals zero',
  totalBelowFile: "Total length limit can't be less than the file length limit",
  wholeNumber: 'Enter a whole number',
  amount: 'Enter an amount such as 10000 or 2500.50',
} as const;
export type TechnicalSettingsMessage = (typeof TECHNICAL_SETTINGS_MESSAGES)[keyof typeof TECHNICAL_SETTINGS_MESSAGES];

/** The reason (error envelope `reason`) of each rule, for the console to translate by. */
export const TECHNICAL_SETTINGS_REASONS = {
  mustBeFilled: 'emailDomainEmpty',
  domain: 'emailDomainInvalid',
  unsubscribeLink: 'unsubscribeLinkInvalid',
  tooLong: 'fieldTooLong',
  securityCodeTooLong: 'securityCodeTooLong',
  autoProvider: 'autoProviderRequired',
  limitsZero: 'uploadLimitZero',
  totalBelowFile: 'uploadTotalBelowFile',
} as const;

/** One broken rule: the field it concerns and the rule's key in TECHNICAL_SETTINGS_MESSAGES. */
export interface SettingsProblem<F extends string> {
  field: F;
  rule: keyof typeof TECHNICAL_SETTINGS_MESSAGES;
}

export const TEXT_FIELD_LIMIT = 1024;
export const SECURITY_CODE_LIMIT = 64;
/** A host name of two or more labels (letters, digits, inner hyphens), at most 255 characters. */
const DOMAIN = /^(?=.{1,255}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

export interface EmailOptionsInput {
  domain: string;
  signature: string | null;
  securityCode: string | null;
  unsubscribeHeader: string | null;
  unsubscribeLink: string | null;
}
export type EmailOptionsField = keyof EmailOptionsInput;

/** The first broken rule of e-mail options (the domain is trimmed first), or null. */
export function emailOptionsProblem(input: EmailOptionsInput): SettingsProblem<EmailOptionsField> | null {
  const domain = input.domain.trim();
  if (!domain) return { field: 'domain', rule: 'mustBeFilled' };
  if (!DOMAIN.test(domain)) return { field: 'domain', rule: 'domain' };
  for (const field of ['signature', 'unsubscribeHeader', 'unsubscribeLink'] as const) {
    if ((input[field] ?? '').length > TEXT_FIELD_LIMIT) return { field, rule: 'tooLong' };
  }
  if ((input.securityCode ?? '').length > SECURITY_CODE_LIMIT) return { field: 'securityCode', rule: 'securityCodeTooLong' };
  const link = input.unsubscribeLink?.trim() ?? '';
  if (link && !HTTP_URL.test(link)) return { field: 'unsubscribeLink', rule: 'unsubscribeLink' };
  return null;
}

export const VERIFICATION_TYPES = ['manual', 'auto', 'manualAuto', 'autoManual'] as const;
export type VerificationTypeOption = (typeof VERIFICATION_TYPES)[number];

/** Any automatic verification needs the provider that runs it. */
export function verificationOptionsProblem(input: { verificationType: string; autoProvider: string | null }): SettingsProblem<'autoProvider'> | null {
  if (input.verificationType !== 'manual' && !(input.autoProvider ?? '').trim()) return { field: 'autoProvider', rule: 'autoProvider' };
  return null;
}

export type UploadOptionsField = 'fileLengthLimit' | 'totalLengthLimit' | 'fileCountLimit';

/** Upload limits are positive; one upload may carry at least one file of the largest size. */
export function uploadOptionsProblem(input: Record<UploadOptionsField, number>): SettingsProblem<UploadOptionsField> | null {
  for (const field of ['fileLengthLimit', 'totalLengthLimit', 'fileCountLimit'] as const) {
    if (input[field] === 0) return { field, rule: 'limitsZero' };
  }
  if (input.totalLengthLimit < input.fileLengthLimit) return { field: 'totalLengthLimit', rule: 'totalBelowFile' };
  return null;
}

/** An anti-fraud threshold as the contract takes it (LimitAmount): a non-negative decimal, or empty for none. */
export const ANTI_FRAUD_AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;

/**
 * A size in bytes as the console shows file sizes (spec 1 §3: B, kB, MB), 1 kB = 1024 B, at most one
 * decimal; `written` writes the number (the console passes the language's `formatCount`).
 */
export function formatBytes(bytes: number, written: (value: number) => string = String): string {
  if (bytes < 1024) return `${written(bytes)} B`;
  const units = ['kB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${written(Math.round(value * 10) / 10)} ${units[unit]}`;
}
