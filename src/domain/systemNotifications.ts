import { NOTIFICATION_TYPES, type NotificationGroup } from './notifications.ts';
import { LOCALES, type Locale } from './languages.ts';

/**
 * System notifications and notification templates (spec 3 §3): a system notification has a version,
 * "need auth", a source, a CMS id, text per locale and a type (system or technical work); a
 * notification template is the title and text per locale of a notification type on a channel.
 */
export const SYSTEM_NOTIFICATION_TYPES = ['system', 'technicalWork'] as const;
export type SystemNotificationType = (typeof SYSTEM_NOTIFICATION_TYPES)[number];

export type LocalizedTextValue = Partial<Record<Locale, string>>;

export const NOTIFICATION_MESSAGES = {
  textEmpty: 'Text is empty',
  titleEmpty: 'Title is empty',
  unknownType: 'Unknown notification type',
  noChannels: 'Choose at least one channel',
} as const;

/** True when at least one locale has non-blank text. */
export function hasAnyText(text: LocalizedTextValue | undefined): boolean {
  return LOCALES.some((l) => Boolean(text?.[l]?.trim()));
}

/** The text for a locale, else the en text, else the first filled one. */
export function textFor(text: LocalizedTextValue, locale: string): string {
  const own = (LOCALES as readonly string[]).includes(locale) ? text[locale as Locale]?.trim() : '';
  return own || text.en?.trim() || LOCALES.map((l) => text[l]?.trim()).find(Boolean) || '';
}

/** "signInFromUnknownIp" → "Sign in from unknown ip": the built-in en title of a type. */
export function defaultTitleOf(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface DefaultNotificationTemplateValue {
  notificationType: number;
  group: NotificationGroup;
  title: LocalizedTextValue;
  text: LocalizedTextValue;
}

/** The platform's built-in template of every notification type (en; other locales fall back to it). */
export const DEFAULT_NOTIFICATION_TEMPLATES: readonly DefaultNotificationTemplateValue[] = NOTIFICATION_TYPES.map((t) => ({
  notificationType: t.id,
  group: t.group,
  title: { en: defaultTitleOf(t.key) },
  text: { en: `${defaultTitleOf(t.key)}: {{details}}` },
}));
