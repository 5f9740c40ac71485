import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';

/**
 * A table row's id as the link to its page, carrying `state` (where the page's Back returns to).
 * Enter on it calls `open`, because the table's own Enter handling swallows the link's.
 */
export function RowLink({ id, to, state, label, open }: { id: number; to: string; state: unknown; label: string; open: (id: number) => void }) {
  return (
    <Link
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
    </Link>
  );
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
