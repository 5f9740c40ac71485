import { Classes } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, FocusMode, RegionCardinality, RenderMode, Table2, TableLoadingOption } from '@blueprintjs/table';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from './useTranslation.ts';
import type { ListSort } from '../domain/listQuery.ts';
import { titleClippedText } from './clippedText.ts';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { useCellContent } from './dataTableCells.tsx';
import { tableKeyHandler, useTableFocus } from './dataTableKeys.ts';
import { HEADER_HEIGHT, SCROLLBAR_ALLOWANCE, tableHeight, useElementWidth } from './dataTableMeasure.ts';
import { fillWidth, type DataTableColumn, type RowKey } from './dataTableModel.ts';
import { useControlColumns, useExpandedRow, usePageSelection, type DataTableSelection } from './dataTableSelection.tsx';
import { useTableLoadState } from './dataTableStates.ts';
import { SelectionBanner } from './SelectionBanner.tsx';
import { SortableHeader } from './SortableHeader.tsx';
import { CellNavigationProvider } from './TableLink.tsx';
import { TableStatus } from './TableStatus.tsx';
import { useTableAria } from './tableAria.ts';
import { showSuccess } from './toasts.ts';
import { useColumnLayout } from './useColumnLayout.ts';
import './dataTable.css';

export type { DataTableSelection } from './dataTableSelection.tsx';

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

// Table2 compares these props by reference: one constant each, not a new array per render.
const CELL_SELECTION = [RegionCardinality.CELLS];
const CELLS_LOADING = [TableLoadingOption.CELLS];
const NOT_LOADING: TableLoadingOption[] = [];
const onCopy = (success: boolean) => success && void showSuccess('widgets.copy.copied');

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
  const { t } = useTranslation('widgets');
  const regionRef = useRef<HTMLDivElement>(null);
  const regionWidth = useElementWidth(regionRef);
  const { focusedRow, focusedRegion, onFocusedRegion } = useTableFocus(regionRef);
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
  // by the rows alone: a screen's getRowKey is most often an arrow made anew on every render, and
  // new keys would make the control columns, and so every cell of Table2, be drawn again
  const pageKeys = useMemo(() => rows.map(latest.current.getRowKey), [rows]);
  const { selected, pageState } = usePageSelection(pageKeys, selection);
  const { expandedKey, setExpandedKey } = useExpandedRow();
  const expandedRow = rows.find((row) => getRowKey(row) === expandedKey);
  const { error, skeleton, numRows, headerSort } = useTableLoadState({ loading, error: props.error, rowCount: rows.length, skeletonRows, sort });
  const controlColumns = useControlColumns({
    latest,
    hasSelection: selection !== undefined,
    hasExpand: renderExpanded !== undefined,
    pageKeys,
    selected,
    pageState,
    rowCount: rows.length,
    expandedKey,
    setExpandedKey,
  });
  const onKeyDownCapture = tableKeyHandler({ regionRef, focusedRow, rows, pageKeys, selected, selection, onRowActivate });

  const height = tableHeight({ numRows, failed: error !== undefined, rowHeight, maxHeight });
  const widthsKey = fillWidth([...controlColumns.map((c) => c.width), ...shownWidths], regionWidth - SCROLLBAR_ALLOWANCE).join(',');
  const sortable = onSortChange !== undefined;
  const cellContent = useCellContent<Row>();
  // One identity for the table's life: a new clipboard callback makes Table2 build its hotkeys
  // again and register them with the shell's provider, which re-renders the hotkeys dialog.
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const controlCountRef = useRef(controlColumns.length);
  controlCountRef.current = controlColumns.length;
  const getCellClipboardData = useCallback((rowIndex: number, columnIndex: number) => {
    const column = shownRef.current[columnIndex - controlCountRef.current];
    const row = latest.current.rows[rowIndex];
    return column && row ? (column.copyValue?.(row) ?? '') : '';
  }, []);
  // The headers' names, kept while the columns, their sort and the language stay: Table2 draws
  // its header row in two quadrants and again after every change of its cells.
  const headerNames = useMemo(
    () =>
      new Map(
        shown.map((column) => [
          column.key,
          <SortableHeader
            key={column.key}
            field={column.key}
            label={t(column.header)}
            sortable={column.sortable}
            sort={headerSort}
            onSortChange={sortable ? (next) => latest.current.onSortChange?.(next) : undefined}
          />,
        ]),
      ),
    [shown, headerSort, t, sortable],
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
        onFocusedRegion={onFocusedRegion}
        selectionModes={CELL_SELECTION}
        enableMultipleSelection={false}
        loadingOptions={skeleton ? CELLS_LOADING : NOT_LOADING}
        getCellClipboardData={getCellClipboardData}
        onCopy={onCopy}
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
              columnHeaderCellRenderer={() => <ColumnHeaderCell nameRenderer={() => headerNames.get(column.key)!} />}
              cellRenderer={dataCell(column)}
            />
          )),
        ]}
      </Table2>
    );
  }, [numRows, rowHeight, widthsKey, skeleton, rows, selected, expandedKey, headerSort, shown, t, controlColumns, cellContent, focusedRegion, onFocusedRegion, getCellClipboardData, headerNames]);

  // one array while the columns and the language stay: the menu (memoised) is not drawn again on a sort or a page
  const menuColumns = useMemo(() => allowed.map((column) => ({ key: column.key, header: t(column.header), hiddenByDefault: column.hiddenByDefault })), [allowed, t]);

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
        {/* the cells' links follow the router through one navigate for the table (TableLink.tsx) */}
        {regionWidth > 0 || typeof ResizeObserver === 'undefined' ? <CellNavigationProvider>{table}</CellNavigationProvider> : null}
        {!loading && (rows.length === 0 || error !== undefined) && <TableStatus error={error} onRetry={onRetry} emptyText={props.emptyText} top={HEADER_HEIGHT} />}
        {columnsMenu && (
          <ColumnsMenu
            columns={menuColumns}
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
