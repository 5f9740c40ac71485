import type { ListSort } from '../domain/listQuery.ts';

/** A list's sort state, as every sortable list keeps it with its page. */
interface Sortable {
  sort: ListSort;
  page: number;
}

/**
 * The sorting half of a `DataTable`'s props for a list whose whole state goes through one setter:
 * a new sort keeps the filters and goes back to the first page. The table offers only the list's
 * sortable columns, so the field it sends is one of the list's sort fields.
 */
export function stateSorting<S extends Sortable>(state: S, onStateChange: (state: S) => void) {
  return {
    sort: state.sort,
    onSortChange: (sort: ListSort) => onStateChange({ ...state, sort: { field: sort.field as S['sort']['field'], direction: sort.direction }, page: 1 }),
  };
}
