import type { RowKey } from './dataTableModel.ts';
import { listQueryState, type ListQuery, type ListState } from './listQueryState.ts';

/** A list query whose answer is its rows keyed by `id`: a page of `items`, or the whole list. */
export type RowsQuery<Row extends { id: RowKey }> = ListQuery & { data?: { items: readonly Row[] } | readonly Row[] };

/** What {@link queryRows} spreads into a DataTable. */
export interface QueryRows<Row> extends ListState {
  rows: readonly Row[];
  getRowKey: (row: Row) => RowKey;
}

const byId = (row: { id: RowKey }) => row.id;
function isWholeList<Row>(data: { items: readonly Row[] } | readonly Row[] | undefined): data is readonly Row[] {
  return Array.isArray(data);
}

/**
 * A DataTable's rows, keys and load state from its query (`<DataTable {...queryRows(list, t('…loadFailed'))} …/>`):
 * the answer's rows (none before it), each keyed by its id, and the query's loading, failure and
 * Retry as {@link listQueryState} decides them (`message` words a failure the same way).
 */
export function queryRows<Row extends { id: RowKey }>(query: RowsQuery<Row>, message?: string | ((error: unknown) => string)): QueryRows<Row> {
  const data = query.data;
  // `?? []` also where an answer came without its items: none shown.
  const rows = (isWholeList(data) ? data : data?.items) ?? [];
  return { rows, getRowKey: byId, ...listQueryState(query, message) };
}
