import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TableLink } from './TableLink.tsx';

/**
 * A table row's id as the link to its page, carrying `state` (where the page's Back returns to).
 * Enter on it calls `open`, because the table's own Enter handling swallows the link's.
 */
export function RowLink({ id, to, state, label, open }: { id: number; to: string; state: unknown; label: string; open: (id: number) => void }) {
  return (
    <TableLink
      to={to}
      state={state}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        event.stopPropagation();
        open(id);
      }}
    >
      {id}
    </TableLink>
  );
}

/**
 * A list's rows opened on their pages (`${page}/${id}`): `linkState` tells a row's page where its
 * Back returns (this list, with its filters and page), and `open` goes to a row's page with it.
 */
export function useRowPages(page: string) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const linkState = useMemo(() => ({ from: `${pathname}${search}` }), [pathname, search]);
  const open = useCallback((id: number) => void navigate(`${page}/${id}`, { state: linkState }), [navigate, page, linkState]);
  return { linkState, open };
}

/** A row's page's Back: to the list it was opened from (see {@link useRowPages}), else to `list`. */
export function useBackToList(list: string): () => void {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return () => void navigate(typeof from === 'string' ? from : list);
}

/** What the columns of a list whose rows link to their pages are given. */
export interface RowLinkColumnsOptions {
  t: TFunction;
  timeZone: string | undefined;
  /** Where a row's page's Back returns to (this list with its filter and page). */
  linkState: unknown;
  /** Opens a row's page; Enter on the id link calls it (see {@link RowLink}). */
  open: (id: number) => void;
}
