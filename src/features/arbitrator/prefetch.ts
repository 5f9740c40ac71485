import { earlyCatalogue } from '../../api/sessionQueries.ts';
import { parseListQuery } from '../../domain/listQuery.ts';
import { arbitratorListKey, fetchArbitratorList } from './arbitratorListCall.ts';
import { listSchemaOf, requestOf, shownFilterOf, type ArbitratorListKind } from './arbitratorLists.ts';

/** The first page of a list, from the URL, under the key the list's query uses. */
const firstPage =
  (kind: ArbitratorListKind) =>
  ({ search }: { search: URLSearchParams }) => {
    const state = parseListQuery(listSchemaOf(kind), search);
    const request = requestOf(kind, shownFilterOf(kind, state.filters.filter), state.page);
    // the cases' amounts are written in their currencies' precision (ArbitrationList)
    return [{ queryKey: arbitratorListKey(request), data: fetchArbitratorList(request) }, ...earlyCatalogue('currencies')];
  };

/**
 * The arbitrator lists' first pages, asked for as soon as a reload knows the service bases
 * (issue 10): a small module without TanStack Query or React, loaded beside the section's chunk.
 */
export const prefetch = { arbitrator: firstPage('my'), 'arbitrator-others': firstPage('others') };
