import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { DateInput } from './DateInput.tsx';
import type { DateRangeInput } from './DateRangeInput.tsx';

/*
 * The date inputs' lazy chunks (Blueprint's date inputs bring date-fns and react-day-picker,
 * about 33 kB gzip, and DateInput its TimezoneSelect, whose module builds a 283-zone table as it
 * loads: only lists with a date filter and dialogs with a date field need them), loadable ahead of
 * their first render: a screen switch prefetches them on idle or on the menu's hover
 * (src/app/routes/prefetchSections.ts; the date input only for sections marked `usesDateInput` in
 * the route table), and the filter bar or dialog then draws them in the same
 * commit as the rest of the screen instead of suspending for a frame (or showing stand-in fields).
 */

/** A lazily loaded component: `load` fetches its chunk once, `lazy` is for `React.lazy`. */
interface LazyChunk<Component> {
  /** Loads the chunk once; every caller gets the same load. */
  load: () => Promise<Component>;
  /**
   * For `React.lazy`: a thenable that resolves at once when the chunk is already loaded (React then
   * renders the component without suspending), else the load.
   */
  lazy: () => Promise<{ default: Component }>;
}

function lazyChunk<Component extends ComponentType<never>>(importComponent: () => Promise<Component>): LazyChunk<Component> {
  let loaded: Component | null = null;
  let loading: Promise<Component> | null = null;
  const load = () => {
    loading ??= importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed load may be tried again by the next caller
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const lazy = () => {
    const ready = loaded;
    // React's lazy only calls `then`: a synchronous one leaves it resolved before it would suspend
    if (ready) return { then: (resolve: (value: { default: Component }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: Component }>;
    return load().then((component) => ({ default: component }));
  };
  return { load, lazy };
}

/**
 * Loads a date input's chunk together with the calendar's texts in the interface language
 * (date-fns' locale, a chunk of its own): given the loaded locale, the input's first render is its
 * last. Without it Blueprint asked for the locale as the input mounted, and the screen waited for
 * one more request and drew the input again (the transactions list after a menu click, issue 27).
 * A locale that fails to load is left to Blueprint, as before.
 */
function withCalendarLocale<Component>(component: Promise<Component>): Promise<Component> {
  const locale = import('./dateFnsLocale.ts')
    .then(({ loadDateFnsLocale, dateFnsLocaleCode }) => loadDateFnsLocale(dateFnsLocaleCode(i18next.language)))
    .catch(() => undefined);
  return Promise.all([component, locale]).then(([loaded]) => loaded);
}

const dateRangeInput = lazyChunk<typeof DateRangeInput>(() => withCalendarLocale(import('./DateRangeInput.tsx').then((module) => module.DateRangeInput)));
const dateInput = lazyChunk<typeof DateInput>(() => withCalendarLocale(import('./DateInput.tsx').then((module) => module.DateInput)));

/** Loads the date range input's chunk once (filter bars). */
export const loadDateRangeInput = dateRangeInput.load;
/** The date range input for `React.lazy`, without suspending once loaded. */
export const lazyDateRangeInput = dateRangeInput.lazy;
/** Loads the date input's chunk once (the report order dialog's period). */
export const loadDateInput = dateInput.load;
/** The date input for `React.lazy`, without suspending once loaded. */
export const lazyDateInput = dateInput.lazy;
