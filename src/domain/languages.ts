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

/**
 * The first of the browser's preferred languages (`navigator.languages`, most preferred first) that
 * the console speaks, by its primary subtag: "ru-RU" → ru, "zh-Hans-CN" → zh; null when none is spoken.
 */
export function matchLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}
