import { Classes } from '@blueprintjs/core';
import { FocusMode, type Table2 } from '@blueprintjs/table';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type RefObject } from 'react';
import { toggleRow, type RowKey } from './dataTableModel.ts';
import type { DataTableSelection } from './dataTableSelection.tsx';
import { focusAfter } from './tableFocus.ts';

/** DataTable's keyboard focus: the focused cell, Enter to open its row, Space to tick it, Escape to leave. */

export type FocusedRegion = NonNullable<ComponentProps<typeof Table2>['focusedRegion']>;
const FIRST_CELL: FocusedRegion = { type: FocusMode.CELL, row: 0, col: 0, focusSelectionIndex: 0 };
const CELL = `${Classes.getClassNamespace()}-table-cell`;
/** What a press inside a cell may land on that is the press's own rather than the table's. */
const CELL_CONTROLS = 'button, a[href], input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

/**
 * Whether the mouse button went down on a control inside a table cell, until it comes up again.
 * Table2 moves its focused cell to wherever the mouse goes down (and follows a drag) and then
 * scrolls that whole cell into view; on a cell the viewport shows only in part (an actions column
 * at the right edge, the last row) the scroll slides the control away from under the pointer
 * before the button comes up, and the browser sends the click to no control at all. The table
 * keeps its focus where it was for such a press; the event itself still reaches everyone else
 * (popovers closing on an outside press, focus styles).
 */
function usePressOnCellControl(ref: RefObject<HTMLElement | null>): RefObject<boolean> {
  const pressing = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const down = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      pressing.current = target?.closest(CELL_CONTROLS)?.closest(`.${CELL}`) != null;
    };
    const up = () => {
      pressing.current = false;
    };
    // Capture on the region runs before Table2's own listener below it; the release is heard on
    // the window, after Table2's document listener has finished the drag.
    element.addEventListener('mousedown', down, true);
    window.addEventListener('mouseup', up);
    return () => {
      element.removeEventListener('mousedown', down, true);
      window.removeEventListener('mouseup', up);
    };
  }, [ref]);
  return pressing;
}

/**
 * The focused cell, held here rather than in Table2 so a press on a control in a cell does not
 * move (and scroll to) it; `onFocusedRegion` is Table2's callback.
 */
export function useTableFocus(regionRef: RefObject<HTMLElement | null>) {
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const [focusedRegion, setFocusedRegion] = useState<FocusedRegion>(FIRST_CELL);
  const pressOnControl = usePressOnCellControl(regionRef);
  const onFocusedRegion = useCallback(
    (region: FocusedRegion) => {
      if (pressOnControl.current) return;
      setFocusedRegion(region);
      setFocusedRow(region.row);
    },
    [pressOnControl],
  );
  return { focusedRow, focusedRegion, onFocusedRegion };
}

/**
 * The region's keys, in the capture phase (Table2's own hotkeys use Enter to move focus inside a
 * selection): Enter opens the focused row, Space ticks it (bulk actions need no mouse), Escape
 * leaves the table for what follows it (crossing it with Tab would stop at every control in its cells).
 */
export function tableKeyHandler<Row>(options: {
  regionRef: RefObject<HTMLElement | null>;
  focusedRow: number | null;
  rows: readonly Row[];
  pageKeys: readonly RowKey[];
  selected: ReadonlySet<RowKey>;
  selection: DataTableSelection | undefined;
  onRowActivate: ((row: Row) => void) | undefined;
}) {
  const { regionRef, focusedRow, rows, pageKeys, selected, selection, onRowActivate } = options;
  return (event: KeyboardEvent<HTMLDivElement>) => {
    const region = regionRef.current;
    if (event.key === 'Escape' && region && focusAfter(region)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if ((event.key !== 'Enter' && event.key !== ' ') || event.shiftKey || focusedRow === null) return;
    if ((event.target as HTMLElement).closest('button, input, textarea, select, a, [role="button"], [role="columnheader"]')) return;
    const row = rows[focusedRow];
    if (row === undefined) return;
    if (event.key === ' ') {
      if (!selection) return;
      event.preventDefault();
      event.stopPropagation();
      selection.onChange(toggleRow(pageKeys[focusedRow]!, selected));
      return;
    }
    if (!onRowActivate) return;
    event.preventDefault();
    event.stopPropagation();
    onRowActivate(row);
  };
}
