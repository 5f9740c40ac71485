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

/** The columns left after the admin's hidden ones; never none, so the table cannot vanish. */
export function unhiddenColumns<C extends { key: string }>(columns: readonly C[], layout: TableLayout): C[] {
  const hidden = new Set(layout.hidden ?? []);
  const kept = columns.filter((column) => !hidden.has(column.key));
  return kept.length > 0 ? kept : [...columns];
}

/** A column's width: the one the admin dragged, else the declared one. */
export function columnWidthOf(column: { key: string; width: number }, layout: TableLayout): number {
  return layout.widths?.[column.key] ?? column.width;
}

/** Hides a shown column or shows a hidden one. */
export function toggleColumnHidden(layout: TableLayout, key: string): TableLayout {
  const hidden = layout.hidden ?? [];
  return { ...layout, hidden: hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key] };
}

/** Remembers a dragged width, within the bounds the settings accept. */
export function withColumnWidth(layout: TableLayout, key: string, width: number): TableLayout {
  const clamped = Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(width)));
  return { ...layout, widths: { ...layout.widths, [key]: clamped } };
}

/** Whether the admin changed anything (offers "Reset columns" only then). */
export function isLayoutChanged(layout: TableLayout): boolean {
  return (layout.hidden?.length ?? 0) > 0 || Object.keys(layout.widths ?? {}).length > 0;
}
