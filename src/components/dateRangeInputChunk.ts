import type { DateRangeInput } from './DateRangeInput.tsx';

type DateRangeInputComponent = typeof DateRangeInput;

/*
 * The date range input's lazy chunk (Blueprint's date inputs bring date-fns and react-day-picker,
 * about 33 kB gzip: only lists with a date filter need them), loadable ahead of its first render:
 * a screen switch prefetches it on idle or on the menu's hover (src/app/routes/prefetchSections.ts),
 * and the filter bar then draws it in the same commit as the rest of the screen instead of
 * suspending for a frame and drawing again.
 */
let loaded: DateRangeInputComponent | null = null;
let loading: Promise<DateRangeInputComponent> | null = null;

/** Loads the chunk once; every caller gets the same load. */
export function loadDateRangeInput(): Promise<DateRangeInputComponent> {
  loading ??= import('./DateRangeInput.tsx').then(
    (module) => (loaded = module.DateRangeInput),
    (error: unknown) => {
      // a failed load may be tried again by the next caller
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * For `React.lazy`: a thenable that resolves at once when the chunk is already loaded (React then
 * renders the component without suspending), else the load.
 */
export function lazyDateRangeInput(): Promise<{ default: DateRangeInputComponent }> {
  const ready = loaded;
  // React's lazy only calls `then`: a synchronous one leaves it resolved before it would suspend
  if (ready) return { then: (resolve: (value: { default: DateRangeInputComponent }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: DateRangeInputComponent }>;
  return loadDateRangeInput().then((component) => ({ default: component }));
}
