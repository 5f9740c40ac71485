import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, type TableLayout } from '../domain/adminSettings.ts';

/** A layout with nothing hidden and no width changed. */
export const EMPTY_TABLE_LAYOUT: TableLayout = {};

/**
 * The key a table's layout is remembered under when the screen names none: derived from the
 * declared column keys, so it is the same in every language (a translated label is not) and two
 * tables with the same columns share one layout.
 */
export function defaultLayoutKey(columnKeys: readonly string[]): string {
  // FNV-1a, 32 bit: short, stable, and well inside the settings' 64-character key limit.
  let hash = 0x811c9dc5;
  for (const char of columnKeys.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `columns-${hash.toString(36)}`;
}

/** A column as the layout rules read it. */
export interface LayoutColumn {
  key: string;
  hiddenByDefault?: boolean;
}

/**
 * The keys of the hidden columns: the admin's own choice once made (`layout.hidden`, even empty),
 * else the columns declared `hiddenByDefault`.
 */
export function hiddenColumnKeys(columns: readonly LayoutColumn[], layout: TableLayout): string[] {
  return layout.hidden ?? columns.filter((column) => column.hiddenByDefault).map((column) => column.key);
}

/** The columns left after the hidden ones; never none, so the table cannot vanish. */
export function unhiddenColumns<C extends LayoutColumn>(columns: readonly C[], layout: TableLayout): C[] {
  const hidden = new Set(hiddenColumnKeys(columns, layout));
  const kept = columns.filter((column) => !hidden.has(column.key));
  return kept.length > 0 ? kept : [...columns];
}

/** A column's width: the one the admin dragged, else the declared one. */
export function columnWidthOf(column: { key: string; width: number }, layout: TableLayout): number {
  return layout.widths?.[column.key] ?? column.width;
}

/** Hides a shown column or shows a hidden one (starting from the declared defaults). */
export function toggleColumnHidden(layout: TableLayout, key: string, columns: readonly LayoutColumn[] = []): TableLayout {
  const hidden = hiddenColumnKeys(columns, layout);
  return { ...layout, hidden: hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key] };
}

/** Remembers a dragged width, within the bounds the settings accept. */
export function withColumnWidth(layout: TableLayout, key: string, width: number): TableLayout {
  const clamped = Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(width)));
  return { ...layout, widths: { ...layout.widths, [key]: clamped } };
}

/** Whether the admin changed anything from the declared columns (offers "Reset columns" only then). */
export function isLayoutChanged(layout: TableLayout, columns: readonly LayoutColumn[] = []): boolean {
  const hidden = hiddenColumnKeys(columns, layout);
  const declared = hiddenColumnKeys(columns, EMPTY_TABLE_LAYOUT);
  const sameHidden = hidden.length === declared.length && hidden.every((key) => declared.includes(key));
  return !sameHidden || Object.keys(layout.widths ?? {}).length > 0;
}
