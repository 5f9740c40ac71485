import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/languages.ts';

type LocaleFile = { default: Record<string, unknown> };

// One lazy chunk per locale file: a locale is fetched only when it is used.
const localeFiles = import.meta.glob<LocaleFile>('../../locales/*/*.json');
// And one per language with every namespace (localeBundles/<lng>.ts): the signed-in console's texts
// arrive in one request instead of some twenty-five (issue 10).
const languageBundles = import.meta.glob<{ bundle: Record<string, Record<string, unknown>> }>('./localeBundles/*.ts');

function fileOf(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

/** Every namespace that has an en file (en is the source of every key). */
export const NAMESPACES: readonly string[] = Object.keys(localeFiles)
  .map((path) => /\/locales\/en\/([^/]+)\.json$/.exec(path)?.[1])
  .filter((namespace): namespace is string => namespace !== undefined)
  .sort();

/**
 * What the login and start screens need; the signed-in shell loads every other namespace together
 * with its own chunk (`loadShell`), so the login page fetches only its own strings. The language
 * bundles (`localeBundles/<lng>.ts`) leave these out by name: change both together.
 */
export const START_NAMESPACES: readonly string[] = ['common', 'login', 'shell', 'widgets'];

/** Loads every namespace of the current language (the signed-in console's texts). */
export function loadAllNamespaces(): Promise<void> {
  return i18next.loadNamespaces([...NAMESPACES]);
}

const bundledLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const loadBundle = START_NAMESPACES.includes(namespace) ? undefined : languageBundles[`./localeBundles/${language}.ts`];
    if (loadBundle) {
      loadBundle().then(
        ({ bundle }) => {
          const texts = bundle[`../../../locales/${language}/${namespace}.json`];
          if (texts) callback(null, texts as never);
          else callback(new Error(`Cannot find module '${fileOf(language, namespace)}'`), false);
        },
        (error: unknown) => callback(error as Error, false),
      );
      return;
    }
    const load = localeFiles[fileOf(language, namespace)];
    if (!load) {
      // spec 1 §8: a missing locale module reads "Cannot find module"
      callback(new Error(`Cannot find module '${fileOf(language, namespace)}'`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * Initialises the global i18next instance (the common widgets' `translateMessage` reads it;
 * a second call only switches the language). Keys are written `<namespace>.<area>.<key>` everywhere in the
 * code (ARCHITECTURE §Conventions 5): the namespace separator is the dot, so i18next reads the
 * first segment as the namespace when it names one, and each namespace file holds `area.key`.
 */
export async function createI18n(language: Locale = DEFAULT_LOCALE): Promise<I18n> {
  const instance = i18next;
  if (instance.isInitialized) {
    await instance.changeLanguage(language);
    return instance;
  }
  await instance
    .use(bundledLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...START_NAMESPACES],
      defaultNS: 'common',
      nsSeparator: '.',
      keySeparator: '.',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}
