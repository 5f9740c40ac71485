import { useMemo } from 'react';
import type { TableLayout } from '../domain/adminSettings.ts';
import { useTableLayout } from './adminSettings.tsx';
import { visibleColumns, type ColumnAudience, type DataTableColumn } from './dataTableModel.ts';
import { columnWidthOf, defaultLayoutKey, unhiddenColumns, withColumnWidth } from './tableLayout.ts';

/** What a {@link DataTable} draws after the admin's layout: the columns, their widths, and how to change them. */
export interface ColumnLayout<Row> {
  /** Columns this audience may see (what the Columns menu lists). */
  allowed: DataTableColumn<Row>[];
  /** Of those, the ones not hidden, in declared order. */
  shown: DataTableColumn<Row>[];
  widths: number[];
  layout: TableLayout;
  setLayout: (layout: TableLayout) => void;
  /** Remembers the width a shown column was dragged to. */
  resize: (shownIndex: number, width: number) => void;
}

/**
 * Applies the admin's remembered layout (settings key `layoutKey`, else one derived from the
 * declared column keys) to a table's columns.
 */
export function useColumnLayout<Row>(columns: readonly DataTableColumn<Row>[], audience: ColumnAudience, layoutKey?: string): ColumnLayout<Row> {
  const key = useMemo(() => layoutKey ?? defaultLayoutKey(columns.map((column) => column.key)), [layoutKey, columns]);
  const [layout, setLayout] = useTableLayout(key);
  const { adminStatus, productVersion } = audience;
  const allowed = useMemo(() => visibleColumns(columns, { adminStatus, productVersion }), [columns, adminStatus, productVersion]);
  const shown = useMemo(() => unhiddenColumns(allowed, layout), [allowed, layout]);
  const widths = useMemo(() => shown.map((column) => columnWidthOf(column, layout)), [shown, layout]);
  const resize = (shownIndex: number, width: number) => {
    const column = shown[shownIndex];
    if (column && width !== widths[shownIndex]) setLayout(withColumnWidth(layout, column.key, width));
  };
  return { allowed, shown, widths, layout, setLayout, resize };
}
