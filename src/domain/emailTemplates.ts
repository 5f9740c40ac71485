/**
 * E-mail message templates (spec 3 §3, §5): subject and body per interface locale, both required
 * in every locale; body as HTML or plain text; type news or marketing.
 */
import { LOCALES, type Locale } from './languages.ts';

export const EMAIL_BODY_TYPES = ['html', 'plainText'] as const;
export type EmailBodyType = (typeof EMAIL_BODY_TYPES)[number];
export const EMAIL_KINDS = ['news', 'marketing'] as const;

/**
 * The 18 message types: the spec counts them without naming them; these are the mails an
 * exchange sends, in the order the console lists them (id = index).
 */
export const EMAIL_MESSAGE_TYPES = [
  'registrationConfirm',
  'passwordReset',
  'passwordChanged',
  'emailChanged',
  'signInNewIp',
  'twoFactorChanged',
  'depositCompleted',
  'withdrawalConfirm',
  'withdrawalCompleted',
  'withdrawalCancelled',
  'codeReceived',
  'verificationApproved',
  'verificationRejected',
  'p2pTradeUpdate',
  'reportReady',
  'news',
  'marketing',
  'technicalWork',
] as const;

export function emailMessageTypeKey(id: number): string {
  return `settings.emailMessageType.${EMAIL_MESSAGE_TYPES[id] ?? 'unknown'}`;
}

export type LocalizedText = Partial<Record<Locale, string>>;

export interface TemplateProblem {
  locale: Locale;
  field: 'subject' | 'body';
  /** The spec's message, verbatim: 'In locale et - Subject is empty'. */
  message: string;
}

/** Every locale whose body or subject is empty (blank counts as empty), body first, in locale order. */
export function templateProblems(subject: LocalizedText, body: LocalizedText): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const locale of LOCALES) {
    if (!body[locale]?.trim()) problems.push({ locale, field: 'body', message: `In locale ${locale} - Body is empty` });
    if (!subject[locale]?.trim()) problems.push({ locale, field: 'subject', message: `In locale ${locale} - Subject is empty` });
  }
  return problems;
}
