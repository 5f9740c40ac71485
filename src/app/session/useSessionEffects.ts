import { useEffect } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { DARK_CLASS } from '../../components/plain/plainBlueprint.tsx';
import { getStoredDarkTheme, storeDarkTheme, storeLocale } from '../preferences.ts';
import { useSession } from './SessionContext.tsx';

/**
 * What follows from the session outside the machine: the theme class on <body> and the admin's
 * locale. (The query cache is seeded by the signed-in shell, `shell/SignedInProviders.tsx`.)
 */
export function useSessionEffects(): void {
  const context = useSession((snapshot) => snapshot.context);
  const { i18n } = useTranslation();
  const settings = context.admin?.settings;

  const isDark = settings ? settings.isDarkTheme : getStoredDarkTheme();
  useEffect(() => {
    document.body.classList.toggle(DARK_CLASS, isDark);
    if (settings) storeDarkTheme(isDark);
  }, [isDark, settings]);

  const locale = settings?.locale;
  useEffect(() => {
    if (!locale) return;
    storeLocale(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);

  useEffect(() => {
    // Only a new language: Chromium takes any write of `lang`, the same value included, as a change
    // of every element's :lang() and restyles the whole page (some 8 ms of every open's first
    // render, issue 27).
    if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
  }, [i18n.language]);
}
