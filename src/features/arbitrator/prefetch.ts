import type { QueryClient } from '@tanstack/react-query';
import { parseListQuery } from '../../domain/listQuery.ts';
import { arbitratorListQuery } from './api.ts';
import { listSchemaOf, requestOf, shownFilterOf, type ArbitratorListKind } from './arbitratorLists.ts';

/**
 * Starts an arbitrator list's first query from the URL before the screen renders (a reload's
 * warm-up, issue 10), with the query options and key the list builds.
 */
export const prefetchArbitrationList =
  (kind: ArbitratorListKind) =>
  ({ queryClient, search }: { queryClient: QueryClient; search: URLSearchParams }): void => {
    const state = parseListQuery(listSchemaOf(kind), search);
    void queryClient.prefetchQuery(arbitratorListQuery(requestOf(kind, shownFilterOf(kind, state.filters.filter), state.page)));
  };
