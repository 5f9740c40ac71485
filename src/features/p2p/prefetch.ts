import { DEFAULT_PAGE_SIZE } from '../../domain/adminSettings.ts';
import { isExcluded } from '../../domain/buildFeatures.ts';
import { parseListQuery } from '../../domain/listQuery.ts';
import { ARBITRATION_PAGE_SIZES, DEAL_LISTS, FILTERS_OF_LIST, dealListCall, dealListSchema, isArbitrationList, isDealList, type DealList } from './dealQuery.ts';
import { dealsKey, fetchDeals, fetchStatistic, statisticKey } from './dealsCall.ts';

/**
 * The first requests of "Offers and deals" (its deal list and the period's figures), from the URL,
 * as soon as a reload knows the service bases (issue 10), under the keys OffersAndDealsPage's
 * queries use. Only the deals view without a date filter: dates need the admin's time zone, not
 * known yet. A small module without TanStack Query or React, loaded beside the section's chunk.
 */
function offersAndDeals({ search, pageSize }: { search: URLSearchParams; pageSize: number | undefined }) {
  const view = search.get('view');
  if (view !== null && view !== 'deals') return [];
  const lists: DealList[] = DEAL_LISTS.filter((l) => !isArbitrationList(l) || !isExcluded('arbitrator'));
  const requested = search.get('list');
  const list: DealList = isDealList(requested) && lists.includes(requested) ? requested : 'all';
  const arbitration = isArbitrationList(list);
  const schema = arbitration ? { ...dealListSchema, pageSizes: ARBITRATION_PAGE_SIZES } : dealListSchema;
  const state = parseListQuery(schema, search, { defaultPageSize: arbitration ? ARBITRATION_PAGE_SIZES[0] : (pageSize ?? DEFAULT_PAGE_SIZE) });
  const [from, to] = state.filters.created;
  if (from !== null || to !== null) return [];
  const call = dealListCall(list, state);
  const crypto = FILTERS_OF_LIST[list].includes('crypto') ? Number(state.filters.crypto) : 0;
  const figures = crypto > 0 ? { cryptoCurrencyId: crypto } : {};
  return [
    { queryKey: dealsKey(call), data: fetchDeals(call) },
    { queryKey: statisticKey(figures), data: fetchStatistic(figures) },
  ];
}

export const prefetch = { 'p2p-offers-and-deals': offersAndDeals };
