import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ListTotal } from './ListTotal.tsx';
import { Paging, type PagingProps } from './Paging.tsx';
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
export function ListFooter({ total, capped = false, pagingTotal, start, ...paging }: ListFooterProps) {
  return (
    <div className="console-list-footer">
      {start}
      <ListTotal className={Classes.TEXT_MUTED} total={total} capped={capped} />
      <Paging {...paging} total={pagingTotal ?? total ?? 0} />
    </div>
  );
}
