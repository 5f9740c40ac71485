import { earlyCatalogue } from '../../api/sessionQueries.ts';
import { parseListQuery } from '../../domain/listQuery.ts';
import { fetchOperations, transactionKeys } from './transactionsListCall.ts';
import { operationsRequest, transactionsSchema, type TransactionsState } from './transactionsQuery.ts';

/**
 * The transactions list's first page, from the URL, under the key the page's query uses: asked for
 * by a reload as soon as the service bases are known (issue 10) and by a click on the menu before
 * the screen renders (issue 27). Only without a date filter: dates need the admin's time zone.
 * No TanStack Query and no React here (the start chunk carries it).
 */
export const prefetch = {
  transactions({ search, pageSize }: { search: URLSearchParams; pageSize: number | undefined }) {
    const state = parseListQuery(transactionsSchema, search, { defaultPageSize: pageSize }) as TransactionsState;
    if (state.filters.created[0] || state.filters.created[1]) return [];
    const request = operationsRequest(state);
    // the amounts are written in their currencies' precision (TransactionsPage)
    return [{ queryKey: transactionKeys.list(request), data: fetchOperations(request) }, ...earlyCatalogue('currencies')];
  },
};
