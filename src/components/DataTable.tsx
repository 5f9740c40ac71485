import { Button, Checkbox, Classes } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  FocusMode,
  RegionCardinality,
  RenderMode,
  Table2,
  TableLoadingOption,
} from '@blueprintjs/table';
import { useEffect, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '../domain/listQuery.ts';
import { CopyText } from './CopyText.tsx';
import {
  fillWidth,
  pageSelection,
  toggleAllOnPage,
  toggleRow,
  visibleColumns,
  type DataTableColumn,
  type RowKey,
} from './dataTableModel.ts';
import { SelectionBanner } from './SelectionBanner.tsx';
import { SortableHeader } from './SortableHeader.tsx';
import { useTableAria } from './tableAria.ts';
import { showSuccess } from './toasts.ts';
import './dataTable.css';

/** Row selection of a {@link DataTable}; the parent owns the selected keys. */
export interface DataTableSelection {
  selected: readonly RowKey[];
  onChange: (selected: RowKey[]) => void;
  /** Rows matching the filter across all pages; enables "Select all N matching". */
  matchingTotal?: number;
  /** The parent selects every matching row (e.g. an action over the whole filter). */
  onSelectAllMatching?: () => void;
  allMatchingSelected?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => RowKey;
  /** Accessible name of the table region. */
  label?: string;
  /** Shows skeleton rows (the current rows, or `skeletonRows` placeholders when there are none). */
  loading?: boolean;
  skeletonRows?: number;
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** The current admin's status and the product version decide which limited columns show. */
  adminStatus?: number;
  productVersion?: string;
  selection?: DataTableSelection;
  /** Content shown under the table for the expanded row; adds an expand toggle column. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Enter on a focused cell (e.g. open the row's detail screen). */
  onRowActivate?: (row: Row) => void;
  rowHeight?: number;
  /** Largest height before the table scrolls; the table shrinks to fit fewer rows. */
  maxHeight?: number;
}

const CONTROL_COLUMN_WIDTH = 40;

/** The element's width, followed as it resizes (0 where the browser cannot observe it). */
function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

type FocusedRegion = NonNullable<ComponentProps<typeof Table2>['focusedRegion']>;
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
const HEADER_HEIGHT = 30;
const SCROLLBAR_ALLOWANCE = 18;

/**
 * The one table wrapper (ARCHITECTURE convention 6) over Blueprint Table2: columns declared as data,
 * skeleton rows while loading, "Nothing to show", row selection with the "Selected all" banner,
 * sortable headers, copy-on-click cells, columns limited by admin status or product version, a
 * focused cell moved with the arrow keys and Enter to activate its row. Table2 cannot give one row
 * a taller body spanning all columns, so an expanded row's content is shown in a panel under the table.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, getRowKey, label, loading = false, skeletonRows = 5, sort, onSortChange, selection, renderExpanded, onRowActivate } = props;
  const { rowHeight = 32, maxHeight = 640 } = props;
  const { t } = useTranslation('widgets');
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  // Held here rather than in Table2 so a press on a control in a cell does not move (and scroll to) it.
  const [focusedRegion, setFocusedRegion] = useState<FocusedRegion>(FIRST_CELL);
  const [expandedKey, setExpandedKey] = useState<RowKey | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const regionWidth = useElementWidth(regionRef);
  const pressOnControl = usePressOnCellControl(regionRef);

  useTableAria(regionRef);

  const shown = useMemo(
    () => visibleColumns(columns, { adminStatus: props.adminStatus, productVersion: props.productVersion }),
    [columns, props.adminStatus, props.productVersion],
  );
  const pageKeys = useMemo(() => rows.map(getRowKey), [rows, getRowKey]);
  const selected = useMemo(() => new Set(selection?.selected ?? []), [selection?.selected]);
  const pageState = pageSelection(pageKeys, selected);
  const expandedRow = rows.find((row) => getRowKey(row) === expandedKey);
  const numRows = loading && rows.length === 0 ? skeletonRows : rows.length;
  const rowName = (index: number) => String(pageKeys[index] ?? index + 1);

  const controlColumns: { key: string; width: number; header: () => ReactNode; cell: (index: number) => ReactNode }[] = [];
  if (selection) {
    controlColumns.push({
      key: '__select',
      width: CONTROL_COLUMN_WIDTH,
      header: () => (
        <Checkbox
          aria-label={t('widgets.table.selectAllOnPage')}
          checked={pageState === 'all'}
          indeterminate={pageState === 'some'}
          disabled={rows.length === 0}
          onChange={() => selection.onChange(toggleAllOnPage(pageKeys, selected))}
          // Table2's header name text has pointer-events: none; the checkbox must still take clicks.
          style={{ margin: 0, pointerEvents: 'auto' }}
        />
      ),
      cell: (index) => (
        <Checkbox
          aria-label={t('widgets.table.selectRow', { row: rowName(index) })}
          checked={selected.has(pageKeys[index]!)}
          onChange={() => selection.onChange(toggleRow(pageKeys[index]!, selected))}
          style={{ margin: 0 }}
        />
      ),
    });
  }
  if (renderExpanded) {
    controlColumns.push({
      key: '__expand',
      width: CONTROL_COLUMN_WIDTH,
      header: () => null,
      cell: (index) => {
        const key = pageKeys[index]!;
        const open = key === expandedKey;
        return (
          <Button
            variant="minimal"
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'widgets.table.collapseRow' : 'widgets.table.expandRow', { row: rowName(index) })}
            icon={open ? <ChevronDown /> : <ChevronRight />}
            onClick={() => setExpandedKey(open ? null : key)}
          />
        );
      },
    });
  }

  const dataCell = (column: DataTableColumn<Row>) => (rowIndex: number) => {
    const row = rows[rowIndex];
    if (row === undefined) return <Cell loading={loading} />;
    const content = column.render(row);
    return (
      <Cell loading={loading} interactive={column.copyable} intent={getRowKey(row) === expandedKey ? 'primary' : undefined}>
        {column.copyable ? <CopyText text={column.copyValue?.(row)}>{content}</CopyText> : content}
      </Cell>
    );
  };

  // Capture phase: Table2's own hotkeys use Enter to move focus inside a selection.
  // Enter opens the focused row; Space ticks it, so bulk actions need no mouse.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
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

  const height = Math.min(maxHeight, HEADER_HEIGHT + Math.max(numRows, 1) * rowHeight + SCROLLBAR_ALLOWANCE);
  const columnWidths = fillWidth([...controlColumns.map((c) => c.width), ...shown.map((c) => c.width)], regionWidth - SCROLLBAR_ALLOWANCE);

  return (
    <div>
      {selection && rows.length > 0 && pageState === 'all' && (
        <SelectionBanner
          pageRowCount={rows.length}
          matchingTotal={selection.matchingTotal}
          allMatchingSelected={selection.allMatchingSelected}
          onSelectAllMatching={selection.onSelectAllMatching}
          onRemoveSelection={() => selection.onChange([])}
        />
      )}
      <div ref={regionRef} className="console-data-table" role="region" aria-label={label} aria-busy={loading} style={{ height }} onKeyDownCapture={onKeyDownCapture}>
        <Table2
          numRows={numRows}
          // Batched rendering paints a page in pieces, with skeleton cells in between; a console
          // page (at most 100 rows) renders at once without it.
          renderMode={numRows <= 100 ? RenderMode.NONE : RenderMode.BATCH}
          defaultRowHeight={rowHeight}
          columnWidths={columnWidths}
          enableRowHeader={false}
          enableColumnResizing={false}
          focusMode={FocusMode.CELL}
          focusedRegion={focusedRegion}
          onFocusedRegion={(region) => {
            if (pressOnControl.current) return;
            setFocusedRegion(region);
            setFocusedRow(region.row);
          }}
          selectionModes={[RegionCardinality.CELLS]}
          enableMultipleSelection={false}
          loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
          getCellClipboardData={(rowIndex, columnIndex) => {
            const column = shown[columnIndex - controlColumns.length];
            const row = rows[rowIndex];
            return column && row ? (column.copyValue?.(row) ?? '') : '';
          }}
          onCopy={(success) => success && void showSuccess('widgets.copy.copied')}
          cellRendererDependencies={[rows, selected, expandedKey, sort, loading, shown, t]}
        >
          {[
            ...controlColumns.map((control) => (
              <Column
                key={control.key}
                id={control.key}
                // a header of the header row like the data columns' (a row holds only header cells)
                columnHeaderCellRenderer={() => <ColumnHeaderCell nameRenderer={() => <div role="columnheader">{control.header()}</div>} />}
                cellRenderer={(rowIndex) =>
                  rows[rowIndex] === undefined ? <Cell loading={loading} /> : <Cell interactive>{control.cell(rowIndex)}</Cell>
                }
              />
            )),
            ...shown.map((column) => (
              <Column
                key={column.key}
                id={column.key}
                columnHeaderCellRenderer={() => (
                  <ColumnHeaderCell
                    nameRenderer={() => (
                      <SortableHeader field={column.key} label={t(column.header)} sortable={column.sortable} sort={sort} onSortChange={onSortChange} />
                    )}
                  />
                )}
                cellRenderer={dataCell(column)}
              />
            )),
          ]}
        </Table2>
      </div>
      {!loading && rows.length === 0 && (
        <p className="bp6-text-muted" style={{ padding: 12, textAlign: 'center' }}>
          {t('widgets.table.empty')}
        </p>
      )}
      {renderExpanded && expandedRow !== undefined && (
        <section aria-label={t('widgets.table.details', { row: String(expandedKey) })} className="bp6-card" style={{ marginTop: 8 }}>
          {renderExpanded(expandedRow)}
        </section>
      )}
    </div>
  );
}
