import { Classes } from '@blueprintjs/core';
import { memo, type ReactNode } from 'react';
import { ListTotal } from './ListTotal.tsx';
import { Paging, type PagingProps } from './Paging.tsx';
import { useStableCallback } from './useStable.ts';
import './listFooter.css';

/** Props of {@link ListFooter}: the paging's, with the count split in two (see `pagingTotal`). */
export interface ListFooterProps extends Omit<PagingProps, 'total'> {
  /** The count shown; undefined while it is unknown (loading, failed, being retried): no text then. */
  total: number | undefined;
  /** The server stopped counting at `total` (shows "1,000+"). */
  capped?: boolean;
  /**
   * The count the pages are made of, when it is not the shown one: a failed list keeps the pages
   * of its last answer so one can page away from the failure. Defaults to `total`, or 0.
   */
  pagingTotal?: number;
  /** Shown before the count, on the left (a list's own actions, such as Export). */
  start?: ReactNode;
}

/**
 * Under a list: how many rows match ("Total: N", muted) on the left, the paging on the right.
 * The one footer every paged list uses; a list's page state stays with its screen.
 */
export function ListFooter({ onPageChange, onPageSizeChange, ...rest }: ListFooterProps) {
  // A list's page callbacks are new on every render (they keep the rest of its state): the footer
  // gets ones that run the latest, and is drawn again only when what it shows changes, not on a
  // sort or a row ticked (ten buttons, a field and a select, some of a sort's render; issue 27).
  const pageChange = useStableCallback(onPageChange);
  const pageSizeChange = useStableCallback((pageSize: number) => onPageSizeChange?.(pageSize));
  return <FooterView {...rest} onPageChange={pageChange} onPageSizeChange={onPageSizeChange ? pageSizeChange : undefined} />;
}

const FooterView = memo(function FooterView({ total, capped = false, pagingTotal, start, ...paging }: ListFooterProps) {
  return (
    <div className="console-list-footer">
      {start}
      <ListTotal className={Classes.TEXT_MUTED} total={total} capped={capped} />
      <Paging {...paging} total={pagingTotal ?? total ?? 0} />
    </div>
  );
});
