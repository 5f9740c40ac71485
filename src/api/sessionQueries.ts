import { earlyCatalogueRequests, getAdmins, getCurrencies, getCurrentAdmin, getMarkets, getSystemStatus, getUserTags } from './sessionApi.ts';

/**
 * Query options of the data loaded at session start. The app seeds the query cache with what
 * the session machine loaded, so a feature reads the current admin, currencies, markets, tags,
 * admins and status through TanStack Query without importing the app or refetching.
 */
export const sessionQueries = {
  currentAdmin: () => ({ queryKey: ['session', 'currentAdmin'] as const, queryFn: getCurrentAdmin, staleTime: Infinity }),
  currencies: () => ({ queryKey: ['session', 'currencies'] as const, queryFn: getCurrencies, staleTime: Infinity }),
  markets: () => ({ queryKey: ['session', 'markets'] as const, queryFn: getMarkets, staleTime: Infinity }),
  userTags: () => ({ queryKey: ['session', 'userTags'] as const, queryFn: getUserTags, staleTime: Infinity }),
  admins: () => ({ queryKey: ['session', 'admins'] as const, queryFn: getAdmins, staleTime: Infinity }),
  systemStatus: () => ({ queryKey: ['session', 'systemStatus'] as const, queryFn: getSystemStatus, staleTime: Infinity }),
};

/**
 * A start-up catalogue among a screen's first requests (a feature's prefetch.ts), so its first rows
 * are drawn with it, not drawn again when the session's start answers (issue 27): the start's
 * request (the start joins it when the screen asks first, as a reload's warm-up does); nothing
 * once a start has answered, when the shell has seeded the cache with it.
 */
export function earlyCatalogue(name: keyof typeof earlyCatalogueRequests): { queryKey: readonly unknown[]; data: Promise<unknown> }[] {
  const data = earlyCatalogueRequests[name]();
  return data ? [{ queryKey: sessionQueries[name]().queryKey, data }] : [];
}
