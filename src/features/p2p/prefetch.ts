import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../domain/adminSettings.ts';
import { isExcluded } from '../../domain/buildFeatures.ts';
import { parseListQuery } from '../../domain/listQuery.ts';
import { p2pQueries } from './api.ts';
import { ARBITRATION_PAGE_SIZES, DEAL_LISTS, FILTERS_OF_LIST, dealListCall, dealListSchema, isArbitrationList, isDealList, type DealList } from './dealQuery.ts';

/**
 * Starts the first queries of "Offers and deals" (its deal list and the period's figures) from
 * the URL before the screen renders (a reload's warm-up, issue 10), as OffersAndDealsPage builds
 * them. Only the deals view without a date filter: dates need the admin's time zone, not known yet.
 */
export function prefetchOffersAndDeals({ queryClient, search, pageSize }: { queryClient: QueryClient; search: URLSearchParams; pageSize: number | undefined }): void {
  const view = search.get('view');
  if (view !== null && view !== 'deals') return;
  const lists: DealList[] = DEAL_LISTS.filter((l) => !isArbitrationList(l) || !isExcluded('arbitrator'));
  const requested = search.get('list');
  const list: DealList = isDealList(requested) && lists.includes(requested) ? requested : 'all';
  const arbitration = isArbitrationList(list);
  const schema = arbitration ? { ...dealListSchema, pageSizes: ARBITRATION_PAGE_SIZES } : dealListSchema;
  const state = parseListQuery(schema, search, { defaultPageSize: arbitration ? ARBITRATION_PAGE_SIZES[0] : (pageSize ?? DEFAULT_PAGE_SIZE) });
  const [from, to] = state.filters.created;
  if (from !== null || to !== null) return;
  void queryClient.prefetchQuery(p2pQueries.deals(dealListCall(list, state)));
  const crypto = FILTERS_OF_LIST[list].includes('crypto') ? Number(state.filters.crypto) : 0;
  void queryClient.prefetchQuery(p2pQueries.statistic(crypto > 0 ? { cryptoCurrencyId: crypto } : {}));
}
