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

/** One table's layout the admin chose: hidden columns and dragged widths, by column key. */
export interface TableLayout {
  hidden?: string[];
  widths?: Record<string, number>;
}

/** Narrowest and widest column an admin can drag to (the contract's bounds). */
export const COLUMN_WIDTH_MIN = 20;
export const COLUMN_WIDTH_MAX = 2000;

/** The admin's settings, stored on the server so they follow the admin to any browser. */
export interface AdminSettings {
  isDarkTheme: boolean;
  itemsPerPage: PageSize;
  locale: Locale;
  /** IANA time zone name; shown in the drawer as a UTC offset. */
  timezone: string;
  /** Keyed by screen name. */
  savedFilters: Record<string, SavedFilter[]>;
  /** Keyed by table id; absent in settings saved before tables remembered their layout. */
  tableLayouts?: Record<string, TableLayout>;
  /** Lists show their filter bars folded away until opened. */
  filtersCollapsed?: boolean;
}

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  isDarkTheme: false,
  itemsPerPage: DEFAULT_PAGE_SIZE,
  locale: DEFAULT_LOCALE,
  timezone: 'UTC',
  savedFilters: {},
};

/** Merges a partial update into stored settings; savedFilters and tableLayouts are replaced per key. */
export function mergeAdminSettings(current: AdminSettings, patch: Partial<AdminSettings>): AdminSettings {
  const merged: AdminSettings = {
    ...current,
    ...patch,
    savedFilters: patch.savedFilters ? { ...current.savedFilters, ...patch.savedFilters } : current.savedFilters,
  };
  if (patch.tableLayouts) merged.tableLayouts = { ...current.tableLayouts, ...patch.tableLayouts };
  return merged;
}
