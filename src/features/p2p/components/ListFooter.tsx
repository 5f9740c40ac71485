import { ListTotal } from '../../../components/ListTotal.tsx';
import { Paging } from '../../../components/Paging.tsx';
import { Classes } from '@blueprintjs/core';

interface Pageable {
  page: number;
  pageSize: number;
}

/**
 * Under a list of this section: how many rows match, and the paging. A new page keeps the
 * list's state; a new page size goes back to the first page. No count while it is unknown
 * (`total` undefined: loading or failed).
 */
export function ListFooter<S extends Pageable>({ state, total, onStateChange, pageSizes }: { state: S; total: number | undefined; onStateChange: (state: S) => void; pageSizes?: readonly number[] | undefined }) {
  return (
    <div className="p2p-paging">
      <ListTotal className={Classes.TEXT_MUTED} total={total} />
      <Paging
        page={state.page}
        pageSize={state.pageSize}
        total={total ?? 0}
        pageSizes={pageSizes}
        onPageChange={(page) => onStateChange({ ...state, page })}
        onPageSizeChange={(pageSize) => onStateChange({ ...state, pageSize, page: 1 })}
      />
    </div>
  );
}
