import { FocusStyleManager, HotkeysProvider, OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { ProvidedQueryClient } from '../queryClientContext.ts';
import { createQueryClient } from '../queryClient.ts';
import { useSession } from '../session/SessionContext.tsx';

// focus rings only for keyboard users (set once, when the signed-in console first loads)
FocusStyleManager.onlyShowFocusOnTabs();

/**
 * What only a signed-in admin needs, loaded with the shell's chunk rather than the first page:
 * the query cache (seeded with the session's start data, emptied at sign-out), Blueprint's
 * overlays and hotkeys.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const provided = useContext(ProvidedQueryClient);
  const [queryClient] = useState<QueryClient>(() => provided ?? createQueryClient());
  useSeededQueries(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OverlaysProvider>
        <HotkeysProvider>{children}</HotkeysProvider>
      </OverlaysProvider>
    </QueryClientProvider>
  );
}

/** Features read the start data through `sessionQueries` without refetching it. */
function useSeededQueries(queryClient: QueryClient): void {
  const context = useSession((snapshot) => snapshot.context);
  useEffect(() => {
    const seed = <T,>(options: { queryKey: readonly unknown[] }, data: T | null) => {
      if (data !== null) queryClient.setQueryData(options.queryKey, data);
    };
    seed(sessionQueries.currentAdmin(), context.admin);
    seed(sessionQueries.currencies(), context.currencies);
    seed(sessionQueries.markets(), context.markets);
    seed(sessionQueries.userTags(), context.userTags);
    seed(sessionQueries.admins(), context.admins);
    seed(sessionQueries.systemStatus(), context.systemStatus);
  }, [context, queryClient]);
  // the shell unmounts at sign-out: nothing of one admin's data stays for the next
  useEffect(() => () => queryClient.clear(), [queryClient]);
}
