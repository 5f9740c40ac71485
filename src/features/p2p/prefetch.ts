import { earlyCatalogue } from '../../api/sessionQueries.ts';
import { isExcluded } from '../../domain/buildFeatures.ts';
import { parseListQuery } from '../../domain/listQuery.ts';
import { DEAL_LISTS, FILTERS_OF_LIST, dealListCall, dealSchemaOf, isArbitrationList, isDealList, type DealList } from './dealQuery.ts';
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
  // the schema and options the screen parses with (useListQueryOptions), so the query keys match
  const state = parseListQuery(dealSchemaOf(list), search, { defaultPageSize: pageSize });
  const [from, to] = state.filters.created;
  if (from !== null || to !== null) return [];
  const call = dealListCall(list, state);
  const crypto = FILTERS_OF_LIST[list].includes('crypto') ? Number(state.filters.crypto) : 0;
  const figures = crypto > 0 ? { cryptoCurrencyId: crypto } : {};
  return [
    { queryKey: dealsKey(call), data: fetchDeals(call) },
    { queryKey: statisticKey(figures), data: fetchStatistic(figures) },
    // the deals section's crypto filter lists the currencies (DealsSection)
    ...earlyCatalogue('currencies'),
  ];
}

export const prefetch = { 'p2p-offers-and-deals': offersAndDeals };
