import { useEffect, useRef, useState } from 'react';
import type { ListSort } from '../domain/listQuery.ts';

/**
 * DataTable's load states: rows, skeleton rows, the failure with Retry, or "Nothing to show",
 * never two of them at once (ARCHITECTURE "List states").
 */

/** How long old rows wait for the next page before they turn into skeletons. */
export const SKELETON_DELAY_MS = 250;

/** `on`, but only once it has stayed on for `delayMs`; off at once. */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) {
      setLate(false);
      return undefined;
    }
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && late;
}

/** What the table draws for its load state. */
export interface TableLoadState {
  /** The failure to show (once no new load is under way), else undefined. */
  error: unknown;
  /** Whether the cells are skeletons. */
  skeleton: boolean;
  /** How many rows Table2 draws: none beside a failure, the placeholders while a first load runs. */
  numRows: number;
  /** The sort the headers show: a new sort's arrow comes with its rows (or their skeleton), not before. */
  headerSort: ListSort | undefined;
}

export function useTableLoadState(props: { loading: boolean; error: unknown; rowCount: number; skeletonRows: number; sort: ListSort | undefined }): TableLoadState {
  const { loading, rowCount, skeletonRows, sort } = props;
  // a load that failed shows why (once no new load is under way), never skeleton rows beside it
  const error = !loading && props.error !== undefined && props.error !== null ? props.error : undefined;
  // Old rows stay on screen while the next page loads; they turn into skeletons only when the
  // answer is slow, so a quick sort or page change draws the table once, with the new rows.
  const slowLoading = useDelayedFlag(loading && rowCount > 0, SKELETON_DELAY_MS);
  const skeleton = loading && (rowCount === 0 || slowLoading);
  const numRows = error !== undefined ? 0 : skeleton && rowCount === 0 ? skeletonRows : rowCount;
  // While the rows of a new sort load, the headers keep the order of the rows they head and take
  // the new one with those rows (or with the skeleton of a slow answer): a header arrow alone
  // would make Table2 draw every cell again.
  const shownSort = useRef(sort);
  if (!loading || skeleton) shownSort.current = sort;
  return { error, skeleton, numRows, headerSort: shownSort.current };
}
