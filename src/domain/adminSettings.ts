import { DEFAULT_LOCALE, type Locale } from './languages.ts';

/** Page sizes of the common items-per-page setting (spec 1 §9). */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** One saved filter set of a screen: a name unique within the screen and the filter values. */
export interface SavedFilter {
  name: string;
  data: Record<string, unknown>;
}

/** The admin's settings, stored on the server so they follow the admin to any browser. */
export interface AdminSettings {
  isDarkTheme: boolean;
  itemsPerPage: PageSize;
  locale: Locale;
  /** IANA time zone name; shown in the drawer as a UTC offset. */
  timezone: string;
  /** Keyed by screen name. */
  savedFilters: Record<string, SavedFilter[]>;
}

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  isDarkTheme: false,
  itemsPerPage: DEFAULT_PAGE_SIZE,
  locale: DEFAULT_LOCALE,
  timezone: 'UTC',
  savedFilters: {},
};

/** Merges a partial update into stored settings; savedFilters is replaced per screen key. */
export function mergeAdminSettings(current: AdminSettings, patch: Partial<AdminSettings>): AdminSettings {
  return {
    ...current,
    ...patch,
    savedFilters: patch.savedFilters ? { ...current.savedFilters, ...patch.savedFilters } : current.savedFilters,
  };
}
