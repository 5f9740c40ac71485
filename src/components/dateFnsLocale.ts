import type { DateInputProps } from '@blueprintjs/datetime';
import { useTranslation } from './useTranslation.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/languages.ts';
import { formatTypedDate, parseTypedDate } from './typedDate.ts';

/** date-fns locale code of each interface language. */
const DATE_FNS_CODES: Record<Locale, string> = { en: 'en-US', ru: 'ru', zh: 'zh-CN', es: 'es', et: 'et', tr: 'tr' };

type DateFnsLocaleLoader = NonNullable<DateInputProps['dateFnsLocaleLoader']>;

// One static import per language, so the bundler emits six small chunks; Blueprint's own loader
// builds the module path at run time, which a production bundle cannot resolve. Default exports:
// Blueprint's nested date-fns 2 declares these module names ambiently with a default export only.
const LOADERS: Record<string, () => Promise<unknown>> = {
  'en-US': () => import('date-fns/locale/en-US').then((m) => m.default),
  ru: () => import('date-fns/locale/ru').then((m) => m.default),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.default),
  es: () => import('date-fns/locale/es').then((m) => m.default),
  et: () => import('date-fns/locale/et').then((m) => m.default),
  tr: () => import('date-fns/locale/tr').then((m) => m.default),
};

/** The date-fns locale code for an i18next language ("ru", "zh" → "zh-CN"); en-US for anything else. */
export function dateFnsLocaleCode(language: string | undefined): string {
  const base = language?.split('-')[0];
  return DATE_FNS_CODES[isLocale(base) ? base : DEFAULT_LOCALE];
}

type DateFnsLocale = Awaited<ReturnType<DateFnsLocaleLoader>>;

/** The locales loaded so far, by code. */
const loaded = new Map<string, DateFnsLocale>();

/** Loader handed to Blueprint's date inputs, so month and weekday names follow the interface language. */
export const loadDateFnsLocale: DateFnsLocaleLoader = async (code) => {
  const key = LOADERS[code] ? code : 'en-US';
  const known = loaded.get(key);
  if (known) return known;
  const locale = (await LOADERS[key]!()) as DateFnsLocale;
  loaded.set(key, locale);
  return locale;
};

/**
 * The locale a date input is given: the object once it has been loaded, else its code for Blueprint
 * to load. Blueprint loads a code on every mount and sets the result into the input when it comes,
 * unmounted or not; with the object there is no load, no second render and no late update (in
 * tests, an update after the file's window was gone failed the run: "window is not defined").
 */
export function dateFnsLocaleOf(code: string): DateFnsLocale | string {
  return loaded.get(code) ?? code;
}

/** Bounds of the pickers: old enough for birth dates, far enough ahead for expiry dates. */
export const DEFAULT_MIN_DATE = new Date(1900, 0, 1);
export const DEFAULT_MAX_DATE = new Date(new Date().getFullYear() + 10, 11, 31);

/** Monday first (spec 1 §2: "weeks begin on Monday"). */
export const WEEK_STARTS_ON_MONDAY = { weekStartsOn: 1 } as const;

/**
 * What the date input and the date range input share (spec 1 §2): dates typed as dd.mm.yyyy with
 * the same messages for a wrong or out-of-range date, the calendar in the interface language with
 * weeks from Monday, and the pickers' bounds unless the caller narrows them. It lives here, in the
 * date inputs' lazy chunk (scripts/vite/chunkGroups.ts), not in the shared group.
 */
export function useTypedDateProps(minDate: Date | undefined, maxDate: Date | undefined) {
  const { t, i18n } = useTranslation('widgets');
  return {
    formatDate: formatTypedDate,
    parseDate: parseTypedDate,
    placeholder: t('widgets.date.placeholder'),
    invalidDateMessage: t('widgets.date.incorrectFormat'),
    outOfRangeMessage: t('widgets.date.outOfRange'),
    locale: dateFnsLocaleOf(dateFnsLocaleCode(i18n.language)),
    dateFnsLocaleLoader: loadDateFnsLocale,
    dayPickerProps: WEEK_STARTS_ON_MONDAY,
    minDate: minDate ?? DEFAULT_MIN_DATE,
    maxDate: maxDate ?? DEFAULT_MAX_DATE,
  };
}
