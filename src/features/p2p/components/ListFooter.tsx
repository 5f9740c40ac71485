import { useTranslation } from 'react-i18next';
import { Paging } from '../../../components/Paging.tsx';

interface Pageable {
  page: number;
  pageSize: number;
}

/**
 * Under a list of this section: how many rows match, and the paging. A new page keeps the
 * list's state; a new page size goes back to the first page.
 */
export function ListFooter<S extends Pageable>({ state, total, onStateChange, pageSizes }: { state: S; total: number; onStateChange: (state: S) => void; pageSizes?: readonly number[] | undefined }) {
  const { t } = useTranslation('p2p');
  return (
    <div className="p2p-paging">
      <span className="bp6-text-muted">{t('p2p.deals.total', { count: total })}</span>
      <Paging
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        pageSizes={pageSizes}
        onPageChange={(page) => onStateChange({ ...state, page })}
        onPageSizeChange={(pageSize) => onStateChange({ ...state, pageSize, page: 1 })}
      />
    </div>
  );
}
