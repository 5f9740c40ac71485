import { HotkeysContext, HotkeysProvider, OverlaysProvider, type HotkeysContextInstance } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { AdminSettingsProvider, type AdminSettingsPort } from '../../components/adminSettings.tsx';
import { ProvidedQueryClient } from '../queryClientContext.ts';
import { getStoredPageSize, storePageSize } from '../preferences.ts';
import { createQueryClient } from '../queryClient.ts';
import { useCurrentAdmin, useSession } from '../session/SessionContext.tsx';
import { useSaveAdminSettings } from '../session/useAdminSettings.ts';
import { existingEarlyQueryClient } from './earlyQueryClient.ts';
import { TranslatedHotkeysDialog, type HotkeysState } from './TranslatedHotkeysDialog.tsx';

/**
 * What only a signed-in admin needs, loaded with the shell's chunk rather than the first page:
 * the query cache (seeded with the session's start data, emptied at sign-out), Blueprint's
 * overlays and hotkeys.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const provided = useContext(ProvidedQueryClient);
  // a reload's warm-up may already have started the screen's first query in its own cache
  const [queryClient] = useState<QueryClient>(() => provided ?? existingEarlyQueryClient() ?? createQueryClient());
  useSeededQueries(queryClient);
  const settings = useCurrentAdmin().settings;
  useEffect(() => {
    if (getStoredPageSize() !== settings.itemsPerPage) storePageSize(settings.itemsPerPage);
  }, [settings.itemsPerPage]);
  const save = useSaveAdminSettings();
  const settingsPort = useMemo<AdminSettingsPort>(() => ({ settings, save }), [settings, save]);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminSettingsProvider value={settingsPort}>
        <OverlaysProvider>
          <HotkeysProvider renderDialog={renderHotkeysDialog}>
            <StableHotkeys>{children}</StableHotkeys>
          </HotkeysProvider>
        </OverlaysProvider>
      </AdminSettingsProvider>
    </QueryClientProvider>
  );
}

/** What the screens' hotkeys read of the provider's state: only that there is one (useHotkeys). */
const PROVIDED_HOTKEYS_STATE: HotkeysContextInstance[0] = { hasProvider: true, hotkeys: [], isDialogOpen: false };

/**
 * The hotkeys context the screens see: the provider's dispatch with a state that never changes.
 * Blueprint's provider gives a new value at every hotkey registered or removed (every table that
 * mounts, every screen that goes), and React then walked the whole console for its readers, some
 * 15 ms of a P2P open (issue 27); useHotkeys reads only `hasProvider` and `dispatch`, and the
 * dialog gets the real state from the provider itself.
 */
function StableHotkeys({ children }: { children: ReactNode }) {
  const [, dispatch] = useContext(HotkeysContext);
  const value = useMemo<HotkeysContextInstance>(() => [PROVIDED_HOTKEYS_STATE, dispatch], [dispatch]);
  return <HotkeysContext.Provider value={value}>{children}</HotkeysContext.Provider>;
}

const renderHotkeysDialog = (state: HotkeysState, actions: { handleDialogClose: () => void }) => (
  <HotkeysDialogOnceAsked state={state} onClose={actions.handleDialogClose} />
);

/**
 * The shortcut list from the first time it is asked for (`?`), kept afterwards so it closes with
 * its transition. Blueprint's provider draws its dialog at every hotkey registered (a table
 * registers some twenty as it mounts), and the closed dialog still translated and laid out every
 * shortcut each time: some 9 ms of a list's first screen (issue 27).
 */
function HotkeysDialogOnceAsked({ state, onClose }: { state: HotkeysState; onClose: () => void }) {
  const [asked, setAsked] = useState(false);
  if (state.isDialogOpen && !asked) setAsked(true);
  return asked || state.isDialogOpen ? <TranslatedHotkeysDialog state={state} onClose={onClose} /> : null;
}

/**
 * Features read the start data through `sessionQueries` without refetching it. Each query is
 * seeded when the session's own value for it changes, and only then: a feature that refreshed
 * a query (new tags after "Manage tags") must not get the start data back because something
 * else in the session changed (the theme, a saved filter set).
 */
function useSeededQueries(queryClient: QueryClient): void {
  const context = useSession((snapshot) => snapshot.context);
  const seeded = useRef(new Map<string, unknown>());
  const seedAll = () => {
    const seed = <T,>(options: { queryKey: readonly unknown[] }, data: T | null) => {
      const key = JSON.stringify(options.queryKey);
      if (data === null || seeded.current.get(key) === data) return;
      seeded.current.set(key, data);
      queryClient.setQueryData(options.queryKey, data);
    };
    seed(sessionQueries.currentAdmin(), context.admin);
    seed(sessionQueries.currencies(), context.currencies);
    seed(sessionQueries.markets(), context.markets);
    seed(sessionQueries.userTags(), context.userTags);
    seed(sessionQueries.admins(), context.admins);
    seed(sessionQueries.systemStatus(), context.systemStatus);
  };
  // Once before the first render of the screens: an effect runs after theirs, so a screen would
  // first render without the admin (and fetch it again), then once more with it.
  useState(seedAll);
  useEffect(seedAll);
  // the shell unmounts at sign-out: nothing of one admin's data stays for the next
  useEffect(
    () => () => {
      queryClient.clear();
      seeded.current.clear();
    },
    [queryClient],
  );
}
