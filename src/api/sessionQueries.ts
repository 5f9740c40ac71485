import { earlyCatalogueRequests, getAdmins, getCurrencies, getCurrentAdmin, getMarkets, getSystemStatus, getUserTags } from './sessionApi.ts';

/**
 * Query options of the data loaded at session start. The app seeds the query cache with what
 * the session machine loaded, so a feature reads the current admin, currencies, markets, tags,
 * admins and status through TanStack Query without importing the app or refetching.
 */
const sessionQuery = <K extends string, T>(name: K, queryFn: () => Promise<T>) => {
  const options = { queryKey: ['session', name] as const, queryFn, staleTime: Infinity };
  return () => options;
};

// One options object per query, the same at every call: a screen asks for these on every render,
// and TanStack tells the query cache's listeners (the access store among them) each time an
// observer's options change, which a new key array did on every sort and page (issue 27).
export const sessionQueries = {
  currentAdmin: sessionQuery('currentAdmin', getCurrentAdmin),
  currencies: sessionQuery('currencies', getCurrencies),
  markets: sessionQuery('markets', getMarkets),
  userTags: sessionQuery('userTags', getUserTags),
  admins: sessionQuery('admins', getAdmins),
  systemStatus: sessionQuery('systemStatus', getSystemStatus),
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
