import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/languages.ts';

type LocaleFile = { default: Record<string, unknown> };

/**
 * What the login and start screens need; the signed-in shell loads every other namespace together
 * with its own chunk (`loadShell`), so the login page fetches only its own strings. The globs below
 * and the language bundles (`localeBundles/<lng>.ts`) name these: change them together.
 */
export const START_NAMESPACES: readonly string[] = ['common', 'login', 'shell', 'widgets'];

// The start namespaces one lazy chunk per file: a locale is fetched only when it is used.
const localeFiles = import.meta.glob<LocaleFile>('../../locales/*/{common,login,shell,widgets}.json');
// Every other namespace of a language in one chunk (localeBundles/<lng>.ts): the signed-in
// console's texts arrive in one request instead of some twenty-five (issue 10). No other glob may
// name those files, or the bundler would cut the bundle back into one chunk per file.
const languageBundles = import.meta.glob<{ bundle: Record<string, Record<string, unknown>> }>('./localeBundles/*.ts');

function fileOf(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

const bundleOf = (language: string) => (languageBundles[`./localeBundles/${language}.ts`] ?? languageBundles[`./localeBundles/${DEFAULT_LOCALE}.ts`])!();

/** Every namespace a language has: the start ones and those of its bundle. */
export async function allNamespaces(language: string = i18next.language): Promise<string[]> {
  const { bundle } = await bundleOf(language);
  const bundled = Object.keys(bundle).map((file) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? file);
  return [...START_NAMESPACES, ...bundled].sort();
}

/** Loads every namespace of the current language (the signed-in console's texts). */
export async function loadAllNamespaces(): Promise<void> {
  await i18next.loadNamespaces(await allNamespaces());
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
