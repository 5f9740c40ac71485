import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { AdminSettings, SavedFilter, TableLayout } from '../domain/adminSettings.ts';
import { EMPTY_TABLE_LAYOUT } from './tableLayout.ts';
import { showError } from './toasts.ts';

/**
 * The signed-in admin's settings as features see them. The app provides it (from the session,
 * saving through `PUT Login/UpdateAdminSettings`), so a feature reads and changes settings
 * without importing the app, and every screen sees a change at once.
 */
export interface AdminSettingsPort {
  settings: AdminSettings;
  /** Saves a part of the settings; rejects (changing nothing) when the server refuses. */
  save: (patch: Partial<AdminSettings>) => Promise<void>;
}

const AdminSettingsContext = createContext<AdminSettingsPort | null>(null);

/** Provides the admin's settings to the screens below. */
export function AdminSettingsProvider({ value, children }: { value: AdminSettingsPort; children: ReactNode }) {
  return <AdminSettingsContext.Provider value={value}>{children}</AdminSettingsContext.Provider>;
}

/** The admin's settings, or null outside a signed-in console. */
export function useAdminSettings(): AdminSettingsPort | null {
  return useContext(AdminSettingsContext);
}

/**
 * A screen's saved filter sets (spec 1 §2 "Filter bar"), kept in the admin's settings under the
 * screen's key so they follow the admin to any browser. Pass both to `FilterBar`
 * (`savedFilters`, `onSaveFilters`); `onSaveFilters` is undefined outside a signed-in console.
 */
export function useSavedFilters(screen: string): {
  savedFilters: SavedFilter[];
  onSaveFilters: ((next: SavedFilter[]) => Promise<void>) | undefined;
} {
  const port = useAdminSettings();
  const save = port?.save;
  const onSaveFilters = useCallback(
    async (next: SavedFilter[]) => {
      if (save) await save({ savedFilters: { [screen]: next } });
    },
    [save, screen],
  );
  return { savedFilters: port?.settings.savedFilters[screen] ?? [], onSaveFilters: save ? onSaveFilters : undefined };
}

/**
 * A remembered choice of the admin's settings, applied at once on this screen and saved in the
 * background: dragging a column or folding the filters must not wait for the server. A refused
 * save keeps the choice here and says it was not remembered.
 */
function useRememberedSetting<T>(scope: string, stored: T, patchOf: (value: T) => Partial<AdminSettings>): [T, (next: T) => void] {
  const save = useAdminSettings()?.save;
  // the choice made here, for the scope (table) it was made in
  const [local, setLocal] = useState<{ scope: string; value: T } | null>(null);
  // the latest patch builder, without making `update` change on every render
  const patchRef = useRef(patchOf);
  patchRef.current = patchOf;
  const update = useCallback(
    (next: T) => {
      setLocal({ scope, value: next });
      save?.(patchRef.current(next)).catch(() => void showError('widgets.table.notRemembered'));
    },
    [save, scope],
  );
  return [local?.scope === scope ? local.value : stored, update];
}

/**
 * A table's layout (hidden columns, dragged widths) kept in the admin's settings under the table's
 * key, so it follows the admin to any browser. Outside a signed-in console it lasts for the screen.
 */
export function useTableLayout(tableKey: string): [TableLayout, (next: TableLayout) => void] {
  const stored = useAdminSettings()?.settings.tableLayouts?.[tableKey] ?? EMPTY_TABLE_LAYOUT;
  return useRememberedSetting(tableKey, stored, (layout) => ({ tableLayouts: { [tableKey]: layout } }));
}

/** Whether lists show their filter bars folded away (one choice for every list, remembered). */
export function useFiltersCollapsed(): [boolean, (collapsed: boolean) => void] {
  const stored = useAdminSettings()?.settings.filtersCollapsed ?? false;
  return useRememberedSetting('filters', stored, (filtersCollapsed) => ({ filtersCollapsed }));
}
