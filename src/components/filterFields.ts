import type { DateRangeValue } from '../domain/listQuery.ts';

/** One choice of a select or tag filter. `label` is an i18n key or plain text (tag names). */
export interface FilterOption {
  value: string | number;
  label: string;
}

interface FieldBase<K extends string> {
  /** Key of the value in the filter values (and, by convention, in the list's URL schema). */
  name: K;
  /** i18n key (with its namespace) or text of the field's label. */
  label: string;
}

/**
 * A filter field declared as data. Value shapes match the list query's filter types, so a screen
 * hands its URL state straight to the bar: text → string, numeric → number | null, select →
 * string ('' for any), tags → array of option values, dateRange → [from, to] stored dates.
 */
export type FilterField<K extends string = string> =
  | (FieldBase<K> & { kind: 'text'; placeholder?: string })
  | (FieldBase<K> & { kind: 'numeric'; placeholder?: string })
  | (FieldBase<K> & {
      kind: 'select';
      /** The choices; an option of value '' is the field's own wording of "any" and replaces the bar's "Any". */
      options: readonly FilterOption[];
    })
  | (FieldBase<K> & { kind: 'tags'; options: readonly FilterOption[]; /** i18n key of the empty button's text; "Choose tags" by default. */ placeholder?: string })
  | (FieldBase<K> & { kind: 'dateRange' });

/** Values of a filter bar, keyed by field name. */
export type FilterBarValues = Record<string, unknown>;

/** Structural equality of filter values (arrays by items, in order). */
export function filterValuesEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => filterValuesEqual(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => filterValuesEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return Object.is(a, b);
}

/** Values with every text field trimmed: what Enter and blur commit. */
export function trimTextValues<V extends FilterBarValues>(fields: readonly FilterField[], values: V): V {
  const next: FilterBarValues = { ...values };
  for (const field of fields) {
    const value = next[field.name];
    if (field.kind === 'text' && typeof value === 'string') next[field.name] = value.trim();
  }
  return next as V;
}

/** Convenience type for a date range filter value. */
export type { DateRangeValue };
