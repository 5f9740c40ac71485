import type { ListSort } from './listQuery.ts';
import { pageOffset } from './paging.ts';

/**
 * The page a v2 list call asks for, from the list's state: the 1-based page as an offset, the page
 * size as the limit, and the total (the list's footer shows it).
 */
export function pageRequest(state: { page: number; pageSize: number }) {
  return { ...pageWindow(state), getTotal: true };
}

/** The same with the list's sort: its field, descending or not. */
export function sortedPageRequest<F extends string>(state: { page: number; pageSize: number; sort: ListSort<F> }) {
  return { sort: { field: state.sort.field, desc: state.sort.direction === 'desc' }, ...pageRequest(state) };
}

/** A list request's page as the screens hold it: 1-based, and its size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The page as the server takes it: the offset of its first row and how many rows. */
export function pageWindow({ page, pageSize }: PageRequest): { offset: number; limit: number } {
  return { offset: pageOffset(page, pageSize), limit: pageSize };
}

/** The filters that are set, without their "not set" values ('' or null). */
export type PresentFilters<T> = { [K in keyof T]?: Exclude<T[K], '' | null | undefined> };

/**
 * The filters of a list request that are set: an empty text, a null, a number that is not one (NaN) or an
 * empty list is left out, so the request carries only what narrows the list (spec 2 §5: empty filters are not sent).
 */
export function presentFilters<T extends Record<string, unknown>>(filters: T): PresentFilters<T> {
  const set = Object.entries(filters).filter(
    ([, v]) => v !== '' && v !== null && v !== undefined && !(typeof v === 'number' && Number.isNaN(v)) && !(Array.isArray(v) && v.length === 0),
  );
  return Object.fromEntries(set) as PresentFilters<T>;
}
