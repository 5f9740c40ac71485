import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/languages.ts';
import { memoizePlainTranslations } from '../components/memoizedTranslations.ts';

type LocaleBundle = { bundle: Record<string, Record<string, unknown>> };

/**
 * What the login and start screens need; the signed-in shell loads every other namespace together
 * with its own chunk (`loadShell`), so the login page fetches only its own strings. The globs of
 * the language chunks (`localeStart/<lng>.ts`, `localeBundles/<lng>.ts`) name these: change them together.
 */
export const START_NAMESPACES: readonly string[] = ['common', 'login', 'shell', 'widgets'];

// A language's texts in two chunks (issue 10): its start namespaces (`localeStart/<lng>.ts`) and
// every other one (`localeBundles/<lng>.ts`), one request each instead of one per namespace, and a
// language is fetched only when it is used. No other glob may name the locale files, or the
// bundler would cut them back into one chunk per file.
const startBundles = import.meta.glob<LocaleBundle>('./localeStart/*.ts');
const languageBundles = import.meta.glob<LocaleBundle>('./localeBundles/*.ts');

function fileOf(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

const bundleOf = (language: string) => (languageBundles[`./localeBundles/${language}.ts`] ?? languageBundles[`./localeBundles/${DEFAULT_LOCALE}.ts`])!();

/**
 * Starts fetching a language's texts, both chunks, without waiting for i18next: a reload with a
 * stored token asks for them beside the console's code (routes/warmUp.ts), not after the start texts.
 */
export function preloadLanguage(language: string): void {
  const ignore = () => undefined;
  startBundles[`./localeStart/${language}.ts`]?.().catch(ignore);
  languageBundles[`./localeBundles/${language}.ts`]?.().catch(ignore);
}

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
    const load = START_NAMESPACES.includes(namespace) ? startBundles[`./localeStart/${language}.ts`] : languageBundles[`./localeBundles/${language}.ts`];
    if (!load) {
      // spec 1 §8: a missing locale module reads "Cannot find module"
      callback(new Error(`Cannot find module '${fileOf(language, namespace)}'`), false);
      return;
    }
    load().then(
      ({ bundle }) => {
        const texts = bundle[`../../../locales/${language}/${namespace}.json`];
        if (texts) callback(null, texts as never);
        else callback(new Error(`Cannot find module '${fileOf(language, namespace)}'`), false);
      },
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
  memoizePlainTranslations(instance);
  return instance;
}
