import type { ListSort } from './listQuery.ts';
import { pageOffset } from './paging.ts';

/**
 * The page a v2 list call asks for, from the list's state: the 1-based page as an offset, the page
 * size as the limit, and the total (the list's footer shows it).
 */
export function pageRequest(state: { page: number; pageSize: number }) {
  return { offset: pageOffset(state.page, state.pageSize), limit: state.pageSize, getTotal: true };
}

/** The same with the list's sort: its field, descending or not. */
export function sortedPageRequest<F extends string>(state: { page: number; pageSize: number; sort: ListSort<F> }) {
  return { sort: { field: state.sort.field, desc: state.sort.direction === 'desc' }, ...pageRequest(state) };
}
