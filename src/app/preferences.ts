import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '../domain/languages.ts';

/**
 * What the browser remembers between visits, before the admin's settings are known:
 * the last locale and the theme (spec 1 §9: dark theme stored locally as true/false).
 */
export const LOCALE_KEY = 'locale';
const DARK_THEME_KEY = 'isDarkTheme';
const TIMEZONE_DISMISSED_KEY = 'timezonePromptDismissed';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The locale chosen last in this browser; on a first visit the browser's own language when the console speaks it. */
export function getStoredLocale(): Locale {
  const value = storage()?.getItem(LOCALE_KEY);
  if (isLocale(value)) return value;
  return matchLocale(globalThis.navigator?.languages ?? []) ?? DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  storage()?.setItem(LOCALE_KEY, locale);
}

export function getStoredDarkTheme(): boolean {
  return storage()?.getItem(DARK_THEME_KEY) === 'true';
}

export function storeDarkTheme(isDark: boolean): void {
  storage()?.setItem(DARK_THEME_KEY, String(isDark));
}

/** The browser time zone the admin chose not to switch to, so the prompt stays away. */
export function getDismissedTimeZone(): string | null {
  return storage()?.getItem(TIMEZONE_DISMISSED_KEY) ?? null;
}

export function storeDismissedTimeZone(timeZone: string): void {
  storage()?.setItem(TIMEZONE_DISMISSED_KEY, timeZone);
}

const PAGE_SIZE_KEY = 'itemsPerPage';

/**
 * The admin's rows-per-page setting as last seen, so a reload can start the list's first query
 * before the admin's settings have arrived (a wrong guess costs one extra request, never wrong rows).
 */
export function getStoredPageSize(): number | undefined {
  const value = Number(storage()?.getItem(PAGE_SIZE_KEY));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function storePageSize(pageSize: number): void {
  storage()?.setItem(PAGE_SIZE_KEY, String(pageSize));
}
