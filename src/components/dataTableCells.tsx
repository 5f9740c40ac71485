import { useCallback, useState, type ReactNode } from 'react';
import { CopyText } from './CopyText.tsx';
import type { DataTableColumn } from './dataTableModel.ts';

/** What a data cell shows: the column's renderer, in a copy-on-click wrapper where the column is copyable. */
function renderCellContent<Row>(row: Row, column: DataTableColumn<Row>): ReactNode {
  const content = column.render(row);
  return column.copyable ? <CopyText text={column.copyValue?.(row)}>{content}</CopyText> : content;
}

/**
 * Each cell's content, kept per row object and column: when Table2 draws again (a tick in the
 * selection column, an expanded row) React finds the same elements and skips them (keyed by the
 * column object too: new renderers, say in another language, draw anew).
 */
export function useCellContent<Row>() {
  const [contentCache] = useState(() => new WeakMap<object, Map<DataTableColumn<Row>, ReactNode>>());
  return useCallback(
    (row: Row, column: DataTableColumn<Row>): ReactNode => {
      if (typeof row !== 'object' || row === null) return renderCellContent(row, column);
      let byColumn = contentCache.get(row);
      if (!byColumn) contentCache.set(row, (byColumn = new Map()));
      if (!byColumn.has(column)) byColumn.set(column, renderCellContent(row, column));
      return byColumn.get(column);
    },
    [contentCache],
  );
}
