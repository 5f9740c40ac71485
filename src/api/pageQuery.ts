import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query of a list's page: fetched with the query's abort signal (a page left behind is not
 * waited for), and the page on screen stays there while the next one loads instead of the table
 * flashing empty (a new filter, sort or page is a new key).
 */
export function pageQuery<Data, Key extends QueryKey>(queryKey: Key, fetchPage: (signal: AbortSignal) => Promise<Data>) {
  return queryOptions<Data, Error, Data, Key>({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: (previous) => previous });
}
