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
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '../domain/listQuery.ts';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { CopyText } from './CopyText.tsx';
import { fillWidth, pageSelection, toggleAllOnPage, toggleRow, type DataTableColumn, type RowKey } from './dataTableModel.ts';
import { titleClippedText } from './clippedText.ts';
import { SelectionBanner } from './SelectionBanner.tsx';
import { SortableHeader } from './SortableHeader.tsx';
import { TableStatus } from './TableStatus.tsx';
import { useTableAria } from './tableAria.ts';
import { focusAfter } from './tableFocus.ts';
import { showSuccess } from './toasts.ts';
import { useColumnLayout } from './useColumnLayout.ts';
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
  /**
   * Key of the table's layout (hidden columns, dragged widths) in the admin's settings; by default
   * one derived from the declared column keys.
   */
  layoutKey?: string;
  /** The "Columns" menu that hides and shows columns (on unless a table is too small to need it). */
  columnsMenu?: boolean;
  /** Why the rows could not be loaded: shown in the table with a Retry instead of rows. */
  error?: unknown;
  /** Loads the rows again (the Retry of a failed load). */
  onRetry?: () => void;
  /** What the table says, inside its area, when the list is empty: the list's own words ("No stores"); "Nothing to show" by default. */
  emptyText?: string;
}

const CONTROL_COLUMN_WIDTH = 40;
/** How long old rows wait for the next page before they turn into skeletons. */
const SKELETON_DELAY_MS = 250;
// Table2 compares these props by reference: one constant each, not a new array per render.
const CELL_SELECTION = [RegionCardinality.CELLS];
const CELLS_LOADING = [TableLoadingOption.CELLS];
const NOT_LOADING: TableLoadingOption[] = [];

/** What a data cell shows: the column's renderer, in a copy-on-click wrapper where the column is copyable. */
function renderCellContent<Row>(row: Row, column: DataTableColumn<Row>): ReactNode {
  const content = column.render(row);
  return column.copyable ? <CopyText text={column.copyValue?.(row)}>{content}</CopyText> : content;
}

/** `on`, but only once it has stayed on for `delayMs`; off at once. */
function useDelayedFlag(on: boolean, delayMs: number): boolean {
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

/**
 * The element's width, followed as it resizes (0 where the browser cannot observe it). Read once
 * before the first paint too, so the table is laid out at its real width the first time.
 */
function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  // a table's region is as wide as the last one measured on this page (the screen's main area)
  // far more often than not: starting from that width spares the forced layout and the second
  // render of reading it before paint (issue 27); the observer corrects it when it differs
  const [width, setWidth] = useState(lastRegionWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = (measured: number) => {
      lastRegionWidth = measured;
      setWidth(measured);
    };
    if (lastRegionWidth === 0) measure(Math.floor(element.clientWidth));
    const observer = new ResizeObserver(([entry]) => measure(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The width of the last table region measured on this page (0 before the first). */
let lastRegionWidth = 0;

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
  const { rowHeight = 32, maxHeight = 640, columnsMenu = true, onRetry } = props;
  // a load that failed shows why (once no new load is under way), never skeleton rows beside it
  const error = !loading && props.error !== undefined && props.error !== null ? props.error : undefined;
  const { t } = useTranslation('widgets');
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  // Held here rather than in Table2 so a press on a control in a cell does not move (and scroll to) it.
  const [focusedRegion, setFocusedRegion] = useState<FocusedRegion>(FIRST_CELL);
  const [expandedKey, setExpandedKey] = useState<RowKey | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const regionWidth = useElementWidth(regionRef);
  const pressOnControl = usePressOnCellControl(regionRef);

  useTableAria(regionRef);

  const { allowed, shown, widths: shownWidths, layout, setLayout, resize } = useColumnLayout(
    columns,
    { adminStatus: props.adminStatus, productVersion: props.productVersion },
    props.layoutKey,
  );
  // The callbacks of the latest render, read when a cell is clicked or a key pressed: the cells
  // themselves are drawn again only when what they show changes (issue 10, cheap interactions).
  const latest = useRef(props);
  latest.current = props;
  const resizeRef = useRef(resize);
  resizeRef.current = resize;
  const pageKeys = useMemo(() => rows.map(getRowKey), [rows, getRowKey]);
  const selectedKeys = selection?.selected;
  const selected = useMemo(() => new Set(selectedKeys ?? []), [selectedKeys]);
  const pageState = pageSelection(pageKeys, selected);
  const expandedRow = rows.find((row) => getRowKey(row) === expandedKey);
  // Old rows stay on screen while the next page loads; they turn into skeletons only when the
  // answer is slow, so a quick sort or page change draws the table once, with the new rows.
  const slowLoading = useDelayedFlag(loading && rows.length > 0, SKELETON_DELAY_MS);
  const skeleton = loading && (rows.length === 0 || slowLoading);
  const numRows = error !== undefined ? 0 : skeleton && rows.length === 0 ? skeletonRows : rows.length;
  const hasSelection = selection !== undefined;
  const hasExpand = renderExpanded !== undefined;

  const controlColumns = useMemo(() => {
    const rowName = (index: number) => String(pageKeys[index] ?? index + 1);
    const list: { key: string; width: number; header: () => ReactNode; cell: (index: number) => ReactNode }[] = [];
    if (hasSelection) {
      list.push({
        key: '__select',
        width: CONTROL_COLUMN_WIDTH,
        header: () => (
          <Checkbox
            aria-label={t('widgets.table.selectAllOnPage')}
            checked={pageState === 'all'}
            indeterminate={pageState === 'some'}
            disabled={rows.length === 0}
            onChange={() => latest.current.selection?.onChange(toggleAllOnPage(pageKeys, selected))}
            // Table2's header name text has pointer-events: none; the checkbox must still take clicks.
            style={{ margin: 0, pointerEvents: 'auto' }}
          />
        ),
        cell: (index) => (
          <Checkbox
            aria-label={t('widgets.table.selectRow', { row: rowName(index) })}
            checked={selected.has(pageKeys[index]!)}
            onChange={() => latest.current.selection?.onChange(toggleRow(pageKeys[index]!, selected))}
            style={{ margin: 0 }}
          />
        ),
      });
    }
    if (hasExpand) {
      list.push({
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
    return list;
  }, [hasSelection, hasExpand, pageKeys, selected, pageState, rows.length, expandedKey, t]);

  // Capture phase: Table2's own hotkeys use Enter to move focus inside a selection.
  // Enter opens the focused row; Space ticks it, so bulk actions need no mouse.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape leaves the table for what follows it (the shell's "t" comes back): crossing it with
    // Tab would stop at every control in its cells.
    if (event.key === 'Escape' && regionRef.current && focusAfter(regionRef.current)) {
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

  const height = Math.min(maxHeight, HEADER_HEIGHT + Math.max(numRows, error !== undefined ? 2 : 1) * rowHeight + SCROLLBAR_ALLOWANCE);
  const widthsKey = fillWidth([...controlColumns.map((c) => c.width), ...shownWidths], regionWidth - SCROLLBAR_ALLOWANCE).join(',');
  const sortable = onSortChange !== undefined;
  // While the rows of a new sort load, the headers keep the order of the rows they head and take
  // the new one with those rows (or with the skeleton of a slow answer): a header arrow alone
  // would make Table2 draw every cell again.
  const shownSort = useRef(sort);
  if (!loading || skeleton) shownSort.current = sort;
  const headerSort = shownSort.current;
  // Each cell's content, kept per row object and column: when Table2 draws again (a tick in the
  // selection column, an expanded row) React finds the same elements and skips them.
  // (keyed by the column object too: new renderers, say in another language, draw anew).
  const [contentCache] = useState(() => new WeakMap<object, Map<DataTableColumn<Row>, ReactNode>>());
  const cellContent = useCallback(
    (row: Row, column: DataTableColumn<Row>): ReactNode => {
      if (typeof row !== 'object' || row === null) return renderCellContent(row, column);
      let byColumn = contentCache.get(row);
      if (!byColumn) contentCache.set(row, (byColumn = new Map()));
      if (!byColumn.has(column)) byColumn.set(column, renderCellContent(row, column));
      return byColumn.get(column);
    },
    [contentCache],
  );

  // Table2 draws every cell again whenever any of its props changes (and re-registers its hotkeys
  // with the shell's provider when its clipboard callback does), so it is built only from what
  // it shows; the callbacks read the latest props.
  const table = useMemo(() => {
    const columnWidths = widthsKey.split(',').map(Number);
    const sort = headerSort;
    const dataCell = (column: DataTableColumn<Row>) => (rowIndex: number) => {
      const row = rows[rowIndex];
      if (row === undefined) return <Cell loading={skeleton} />;
      return (
        <Cell loading={skeleton} interactive={column.copyable} intent={latest.current.getRowKey(row) === expandedKey ? 'primary' : undefined}>
          {cellContent(row, column)}
        </Cell>
      );
    };
    return (
      <Table2
        numRows={numRows}
        // Batched rendering paints a page in pieces, with skeleton cells in between; a console
        // page (at most 100 rows) renders at once without it.
        renderMode={numRows <= 100 ? RenderMode.NONE : RenderMode.BATCH}
        defaultRowHeight={rowHeight}
        columnWidths={columnWidths}
        enableRowHeader={false}
        enableColumnResizing
        onColumnWidthChanged={(index, width) => resizeRef.current(index - controlColumns.length, width)}
        focusMode={FocusMode.CELL}
        focusedRegion={focusedRegion}
        onFocusedRegion={(region) => {
          if (pressOnControl.current) return;
          setFocusedRegion(region);
          setFocusedRow(region.row);
        }}
        selectionModes={CELL_SELECTION}
        enableMultipleSelection={false}
        loadingOptions={skeleton ? CELLS_LOADING : NOT_LOADING}
        getCellClipboardData={(rowIndex, columnIndex) => {
          const column = shown[columnIndex - controlColumns.length];
          const row = rows[rowIndex];
          return column && row ? (column.copyValue?.(row) ?? '') : '';
        }}
        onCopy={(success) => success && void showSuccess('widgets.copy.copied')}
        cellRendererDependencies={[rows, selected, expandedKey, sort, skeleton, shown, t]}
      >
        {[
          ...controlColumns.map((control) => (
            <Column
              key={control.key}
              id={control.key}
              // a header of the header row like the data columns' (a row holds only header cells)
              columnHeaderCellRenderer={() => <ColumnHeaderCell nameRenderer={() => <div role="columnheader">{control.header()}</div>} />}
              cellRenderer={(rowIndex) =>
                rows[rowIndex] === undefined ? <Cell loading={skeleton} /> : <Cell interactive className="console-control-cell">{control.cell(rowIndex)}</Cell>
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
                    <SortableHeader
                      field={column.key}
                      label={t(column.header)}
                      sortable={column.sortable}
                      sort={sort}
                      onSortChange={sortable ? (next) => latest.current.onSortChange?.(next) : undefined}
                    />
                  )}
                />
              )}
              cellRenderer={dataCell(column)}
            />
          )),
        ]}
      </Table2>
    );
  }, [numRows, rowHeight, widthsKey, skeleton, rows, selected, expandedKey, headerSort, shown, t, controlColumns, sortable, cellContent, focusedRegion, pressOnControl]);

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
      <div
        ref={regionRef}
        className="console-data-table"
        role="region"
        aria-label={label}
        aria-busy={loading}
        style={{ height }}
        onKeyDownCapture={onKeyDownCapture}
        onMouseOver={titleClippedText}
      >
        {/* Until its width is known (the first pass, before paint) the table waits: Table2 laid out
            at width 0 would draw every cell twice on the way to the screen. */}
        {regionWidth > 0 || typeof ResizeObserver === 'undefined' ? table : null}
        {!loading && (rows.length === 0 || error !== undefined) && <TableStatus error={error} onRetry={onRetry} emptyText={props.emptyText} top={HEADER_HEIGHT} />}
        {columnsMenu && (
          <ColumnsMenu
            columns={allowed.map((column) => ({ key: column.key, header: t(column.header), hiddenByDefault: column.hiddenByDefault }))}
            layout={layout}
            onLayoutChange={setLayout}
            tableLabel={label}
          />
        )}
      </div>
      {renderExpanded && expandedRow !== undefined && (
        <section aria-label={t('widgets.table.details', { row: String(expandedKey) })} className={Classes.CARD} style={{ marginTop: 8 }}>
          {renderExpanded(expandedRow)}
        </section>
      )}
    </div>
  );
}
