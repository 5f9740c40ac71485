import type { SavedFilter } from './adminSettings.ts';

/** Why a name cannot be used for a saved filter set (spec 1 §5). */
export type FilterSetNameProblem = 'required' | 'taken';

const normalise = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Checks a new set's name: required ("Name is required") and unique within the screen ("A set with
 * the same name already exists"). Names compare trimmed and case-insensitively, since "VIP" and
 * "vip " would be indistinguishable in the menu.
 */
export function checkFilterSetName(name: string, existing: readonly SavedFilter[]): FilterSetNameProblem | null {
  if (name.trim() === '') return 'required';
  const wanted = normalise(name);
  return existing.some((set) => normalise(set.name) === wanted) ? 'taken' : null;
}

/** The screen's sets with a new one appended (name trimmed). */
export function withSavedFilter(existing: readonly SavedFilter[], name: string, data: Record<string, unknown>): SavedFilter[] {
  return [...existing, { name: name.trim(), data }];
}

/** The screen's sets without the named ones. */
export function withoutSavedFilters(existing: readonly SavedFilter[], names: readonly string[]): SavedFilter[] {
  const removed = new Set(names);
  return existing.filter((set) => !removed.has(set.name));
}

/**
 * Filter values from a saved set: known fields take the saved value, others their initial value,
 * so a set saved before a screen gained or lost a filter still applies cleanly.
 */
export function valuesFromSavedFilter<V extends Record<string, unknown>>(initial: V, data: Record<string, unknown>): V {
  const values: Record<string, unknown> = { ...initial };
  for (const key of Object.keys(initial)) if (key in data && data[key] !== undefined) values[key] = data[key];
  return values as V;
}
