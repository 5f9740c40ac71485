import { getAdmins, getCurrencies, getCurrentAdmin, getMarkets, getSystemStatus, getUserTags } from './sessionApi.ts';

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
