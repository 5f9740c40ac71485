import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link to a deal inside a table cell. Table2 takes Enter for its own focus moves and prevents
 * the default, which would swallow the link's activation; stopping the key here keeps Enter on a
 * focused link opening the deal, as everywhere else.
 */
export function DealLink({ id }: { id: number }) {
  const keepEnter = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Enter') event.stopPropagation();
  };
  return (
    <Link to={`/p2p/deals/${id}`} onKeyDown={keepEnter}>
      {id}
    </Link>
  );
}
