import type { ReactNode } from 'react';
import { isStatusAtMost } from '../domain/adminStatus.ts';
import type { ListSort, SortDirection } from '../domain/listQuery.ts';

/** Key of a table row, e.g. its id. */
export type RowKey = string | number;

/** One column of a {@link DataTable}, declared as data with a pure cell renderer. */
export interface DataTableColumn<Row> {
  /** Column id; also the sort field sent to the server when `sortable`. */
  key: string;
  /** i18n key of the header, with its namespace. */
  header: string;
  /** Width in pixels. */
  width: number;
  /**
   * Hidden until the admin shows it from the Columns menu: the default columns of a list fit the
   * console at 1440 px with the actions visible (issue 25), the rest are one click away.
   */
  hiddenByDefault?: boolean;
  sortable?: boolean;
  /** Shown only to admins whose status is at or below this (0 admin … 3 arbitrator). */
  maxAdminStatus?: number;
  /** Shown only when the product version is at least this, e.g. "2.4". */
  minProductVersion?: string;
  /** Click copies the value and says "Copied to clipboard". */
  copyable?: boolean;
  /** Text copied from a copyable cell; defaults to the text the cell shows. */
  copyValue?: (row: Row) => string;
  render: (row: Row) => ReactNode;
}

/** Who is looking, for column visibility. */
export interface ColumnAudience {
  adminStatus?: number;
  productVersion?: string;
}

/**
 * Compares dotted versions numerically ("2.10" > "2.9"); missing parts count as 0.
 * Returns a negative number, zero or a positive number.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Whether a column shows for this audience. A limited column stays hidden while the status or
 * version it depends on is unknown, so a restricted value never flashes on screen.
 */
export function isColumnVisible(column: Pick<DataTableColumn<unknown>, 'maxAdminStatus' | 'minProductVersion'>, audience: ColumnAudience): boolean {
  if (column.maxAdminStatus !== undefined) {
    if (audience.adminStatus === undefined || !isStatusAtMost(audience.adminStatus, column.maxAdminStatus)) return false;
  }
  if (column.minProductVersion !== undefined) {
    if (audience.productVersion === undefined || compareVersions(audience.productVersion, column.minProductVersion) < 0) return false;
  }
  return true;
}

/** The columns this audience sees, in declared order. */
export function visibleColumns<Row>(columns: readonly DataTableColumn<Row>[], audience: ColumnAudience): DataTableColumn<Row>[] {
  return columns.filter((column) => isColumnVisible(column, audience));
}

/** Direction a newly chosen sort field starts with (spec 1 §9: default direction descending). */
export const FIRST_SORT_DIRECTION: SortDirection = 'desc';

/** The sort after activating a header: the same field flips direction, another field starts descending. */
export function nextSort(current: ListSort | undefined, field: string): ListSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: FIRST_SORT_DIRECTION };
}

/** The aria-sort value of a header. */
export function ariaSortOf(current: ListSort | undefined, field: string): 'ascending' | 'descending' | 'none' {
  if (current?.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** How much of the current page is selected. */
export type PageSelection = 'none' | 'some' | 'all';

/** Selection state of the page's rows. */
export function pageSelection(pageKeys: readonly RowKey[], selected: ReadonlySet<RowKey>): PageSelection {
  const count = pageKeys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === pageKeys.length ? 'all' : 'some';
}

/** Select-all on the page: selects the page's rows, or clears them when all are already selected. Other pages' picks stay. */
export function toggleAllOnPage(pageKeys: readonly RowKey[], selected: ReadonlySet<RowKey>): RowKey[] {
  if (pageSelection(pageKeys, selected) === 'all') return [...selected].filter((key) => !pageKeys.includes(key));
  return [...new Set([...selected, ...pageKeys])];
}

/** Adds or removes one row. */
export function toggleRow(key: RowKey, selected: ReadonlySet<RowKey>): RowKey[] {
  return selected.has(key) ? [...selected].filter((k) => k !== key) : [...selected, key];
}

/**
 * Widths that fill the table: Table2 leaves an empty grey band right of the last column when the
 * columns are narrower than the table, so the last column takes the rest (never less than declared).
 */
export function fillWidth(widths: readonly number[], available: number): number[] {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (widths.length === 0 || !(available > total)) return [...widths];
  return widths.map((width, index) => (index === widths.length - 1 ? width + Math.floor(available - total) : width));
}
