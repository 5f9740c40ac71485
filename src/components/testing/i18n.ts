import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en/widgets.json';
import errorsEn from '../../../locales/en/errors.json';
import { memoizePlainTranslations } from '../memoizedTranslations.ts';

/**
 * Test-only i18n: the widgets and errors namespaces in en (errors: what errorText says for a reason), initialised synchronously on the global instance
 * with the app's separators (src/app/i18n.ts: keys are `<namespace>.<area>.<key>`, the dot
 * separating the namespace), so components and `toasts.ts` see the same texts a user sees.
 */
export function initTestI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'widgets', 'errors'],
      defaultNS: 'common',
      nsSeparator: '.',
      keySeparator: '.',
      resources: { en: { widgets: en, errors: errorsEn } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    // as the app's instance (src/app/i18n.ts): every screen test reads its texts through the memo
    memoizePlainTranslations(i18next);
  } else {
    if (!i18next.hasResourceBundle('en', 'widgets')) i18next.addResourceBundle('en', 'widgets', en);
    if (!i18next.hasResourceBundle('en', 'errors')) i18next.addResourceBundle('en', 'errors', errorsEn);
  }
  return i18next;
}
