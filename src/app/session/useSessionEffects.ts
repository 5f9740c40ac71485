import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { Classes } from '@blueprintjs/core';
import { getStoredDarkTheme, storeDarkTheme, storeLocale } from '../preferences.ts';
import { useSession, useSessionPhase } from './SessionContext.tsx';

/**
 * What follows from the session outside the machine: the theme class on <body>, the admin's
 * locale, the query cache seeded with the start data (and emptied on sign-out).
 */
export function useSessionEffects(): void {
  const phase = useSessionPhase();
  const context = useSession((snapshot) => snapshot.context);
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const settings = context.admin?.settings;

  const isDark = settings ? settings.isDarkTheme : getStoredDarkTheme();
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, isDark);
    if (settings) storeDarkTheme(isDark);
  }, [isDark, settings]);

  const locale = settings?.locale;
  useEffect(() => {
    if (!locale) return;
    storeLocale(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  useEffect(() => {
    if (phase === 'signedOut') {
      queryClient.clear();
      return;
    }
    if (phase !== 'authenticated') return;
    const seed = <T,>(options: { queryKey: readonly unknown[] }, data: T | null) => {
      if (data !== null) queryClient.setQueryData(options.queryKey, data);
    };
    seed(sessionQueries.currentAdmin(), context.admin);
    seed(sessionQueries.currencies(), context.currencies);
    seed(sessionQueries.markets(), context.markets);
    seed(sessionQueries.userTags(), context.userTags);
    seed(sessionQueries.admins(), context.admins);
    seed(sessionQueries.systemStatus(), context.systemStatus);
  }, [phase, context, queryClient]);
}
