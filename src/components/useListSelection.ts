import { useCallback, useEffect, useState } from 'react';
import type { RowKey } from './dataTableModel.ts';

/** What a list with bulk actions has picked: rows by key, or every row matching the filter on the server. */
export interface ListSelection {
  ids: RowKey[];
  /** Every row matching the filter, on the server (select-all). */
  allMatching: boolean;
}

export const NO_SELECTION: ListSelection = { ids: [], allMatching: false };

/**
 * A list's selection for its bulk actions, emptied whenever the filter it was made under changes
 * (`filterKey`), so an action never applies to rows the admin no longer sees. `none` says nothing
 * is picked (the bulk buttons are then disabled).
 */
export function useListSelection(filterKey: string) {
  const [selection, setSelection] = useState<ListSelection>(NO_SELECTION);
  useEffect(() => setSelection(NO_SELECTION), [filterKey]);
  const none = selection.ids.length === 0 && !selection.allMatching;
  // one function for the list's life: the actions that clear the selection are memoised on it
  const clear = useCallback(() => setSelection(NO_SELECTION), []);
  return { selection, setSelection, none, clear };
}
