import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { AdminSettings, SavedFilter } from '../domain/adminSettings.ts';

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
