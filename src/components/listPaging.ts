/** A list's page state, as every list keeps it (in the URL or on the screen). */
interface Pageable {
  page: number;
  pageSize: number;
}

/**
 * The paging half of a `ListFooter`'s props for a list whose whole state goes through one setter:
 * a new page keeps the rest of the state; a new page size goes back to the first page.
 */
export function statePaging<S extends Pageable>(state: S, onStateChange: (state: S) => void) {
  return {
    page: state.page,
    pageSize: state.pageSize,
    onPageChange: (page: number) => onStateChange({ ...state, page }),
    onPageSizeChange: (pageSize: number) => onStateChange({ ...state, pageSize, page: 1 }),
  };
}
