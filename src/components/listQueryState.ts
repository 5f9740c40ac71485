import { isTransportFailure } from '../api/apiError.ts';

/**
 * What {@link listQueryState} reads of a TanStack Query result (`useQuery`'s answer satisfies it).
 */
export interface ListQuery {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** The rows shown are another key's (the previous page or filter), kept until this key answers. */
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** The load state of a list, spread into its `DataTable` (`<DataTable {...listState} …/>`). */
export interface ListState {
  /** See {@link listQueryState}: the first load, a new page or filter, or a Retry under way. */
  loading: boolean;
  /** Why the list could not be loaded; undefined while it loads or when it has loaded. */
  error: unknown;
  /** Asks for the list again (the table's Retry). */
  onRetry: () => void;
}

/**
 * The `loading`, `error` and `onRetry` of a list's DataTable, from its query: the one place that
 * decides which of skeleton, failure and rows a list shows (ARCHITECTURE "List states").
 *
 * - `loading` is true while a request for the list is under way (or waiting for the network) and
 *   the list has no answer of its own to show: the first load, a new page or filter whose rows are
 *   still the previous key's (placeholder data), and a Retry (or any refetch) after a failure. The
 *   DataTable then shows skeleton rows, or keeps the rows it has for 250 ms before they turn into
 *   skeletons. A background refresh of rows this key already answered is not loading: the rows
 *   stay and are replaced when the answer arrives.
 * - `error` is the failure only when no request is under way, so after Retry the old reason goes
 *   at once and the loading state shows instead; if the retry fails too, the reason shows again.
 *   It is `message` when given (a string, or a function of the error), else the error itself (the
 *   table words it with `errorText`). A failure to reach the server is always the error itself,
 *   so every list says "The server cannot be reached" in the same words, whatever its own message.
 * - `onRetry` refetches the query.
 *
 * A disabled query (`enabled: false`, nothing under way) is neither loading nor failed: the table
 * says "Nothing to show".
 */
export function listQueryState(query: ListQuery, message?: string | ((error: unknown) => string)): ListState {
  const inFlight = query.fetchStatus !== 'idle';
  const loading = inFlight && (query.status !== 'success' || query.isPlaceholderData);
  const failed = query.status === 'error' && !inFlight;
  const error = !failed ? undefined : message === undefined || isTransportFailure(query.error) ? query.error : typeof message === 'function' ? message(query.error) : message;
  return { loading, error, onRetry: () => void query.refetch() };
}

/**
 * The count a list's `ListTotal` shows: `total` once the list has its own answer, undefined while
 * it has failed or a Retry after a failure is under way (a failed list never claims a count, and
 * one being retried does not show the count of an earlier page or filter).
 */
export function listTotal(query: ListQuery & { errorUpdatedAt: number; dataUpdatedAt: number }, total: number | undefined): number | undefined {
  if (query.status === 'error') return undefined;
  // A retry of a failed key shows another key's rows as placeholder: their count is not this key's.
  if (query.isPlaceholderData && query.errorUpdatedAt > query.dataUpdatedAt) return undefined;
  return total;
}

/**
 * A list footer's two counts (spread into `ListFooter`): the one shown ({@link listTotal}) and the
 * one paged by, the last answer's, which a failure does not take away.
 */
export function listCount(query: ListQuery & { errorUpdatedAt: number; dataUpdatedAt: number; data?: { total: number } | undefined }): { total: number | undefined; pagingTotal: number } {
  return { total: listTotal(query, query.data?.total), pagingTotal: query.data?.total ?? 0 };
}
