import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_ADMIN_SETTINGS, mergeAdminSettings, type AdminSettings } from '../domain/adminSettings.ts';
import { AdminSettingsProvider, useSavedFilters } from './adminSettings.tsx';

function withSettings(initial: AdminSettings, save: (patch: Partial<AdminSettings>) => Promise<void>) {
  return ({ children }: { children: ReactNode }) => (
    <AdminSettingsProvider value={{ settings: initial, save }}>{children}</AdminSettingsProvider>
  );
}

describe('useSavedFilters', () => {
  const users = [{ name: 'VIP', data: { tags: [3] } }];
  const settings: AdminSettings = { ...DEFAULT_ADMIN_SETTINGS, savedFilters: { users, 'p2p-deals': [{ name: 'Disputes', data: { status: [9] } }] } };

  it('reads the sets of its own screen only', () => {
    const { result } = renderHook(() => useSavedFilters('users'), { wrapper: withSettings(settings, vi.fn()) });
    expect(result.current.savedFilters).toEqual(users);
  });

  it('saves the screen’s whole list under its key, leaving other screens’ sets alone', async () => {
    let stored = settings;
    const save = vi.fn(async (patch: Partial<AdminSettings>) => {
      stored = mergeAdminSettings(stored, patch);
    });
    const { result } = renderHook(() => useSavedFilters('users'), { wrapper: withSettings(settings, save) });
    const next = [...users, { name: 'Blocked', data: { blocked: true } }];
    await act(() => result.current.onSaveFilters!(next));
    expect(save).toHaveBeenCalledWith({ savedFilters: { users: next } });
    expect(stored.savedFilters).toEqual({ users: next, 'p2p-deals': settings.savedFilters['p2p-deals'] });
  });

  it('passes a refusal on, so the save dialog stays open with the error', async () => {
    const { result } = renderHook(() => useSavedFilters('users'), {
      wrapper: withSettings(settings, async () => Promise.reject(new Error('Action is not allowed'))),
    });
    await expect(result.current.onSaveFilters!([])).rejects.toThrow('Action is not allowed');
  });

  it('offers no saving outside a signed-in console', () => {
    const { result } = renderHook(() => useSavedFilters('users'));
    expect(result.current).toEqual({ savedFilters: [], onSaveFilters: undefined });
  });
});
