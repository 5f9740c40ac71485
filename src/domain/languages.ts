/** Interface languages (spec 1 §1, §3). `code` is the i18next locale; `statusName` is how Options/GetStatus names it. */
export const LOCALES = ['en', 'ru', 'zh', 'es', 'et', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LANGUAGE_NAMES: Record<Locale, { statusName: string; nativeName: string }> = {
  en: { statusName: 'En', nativeName: 'English' },
  ru: { statusName: 'Ru', nativeName: 'Русский' },
  zh: { statusName: 'Zh', nativeName: '中文' },
  es: { statusName: 'Es', nativeName: 'Español' },
  et: { statusName: 'Et', nativeName: 'Eesti' },
  tr: { statusName: 'Tr', nativeName: 'Türkçe' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
