import { Classes } from '@blueprintjs/core';

/**
 * The class names of Blueprint's table that the console reads (selectors for focus and clipped
 * text, and its own header cells), built the way @blueprintjs/table builds them from core's
 * namespace: the table package does not export its `Classes`. One place, so no literal prefixed
 * name is written anywhere (lint refuses them) and a Blueprint major version changes them all.
 */
const NS = Classes.getClassNamespace();

export const TableClasses = {
  TABLE_CONTAINER: `${NS}-table-container`,
  TABLE_CELL: `${NS}-table-cell`,
  TABLE_TRUNCATED_TEXT: `${NS}-table-truncated-text`,
  rowCellIndexClass: (rowIndex: number) => `${NS}-table-cell-row-${rowIndex}`,
  columnCellIndexClass: (columnIndex: number) => `${NS}-table-cell-col-${columnIndex}`,
} as const;
