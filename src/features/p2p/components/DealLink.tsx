import type { KeyboardEvent } from 'react';
import { TableLink } from '../../../components/TableLink.tsx';

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
    <TableLink to={`/p2p/deals/${id}`} onKeyDown={keepEnter}>
      {id}
    </TableLink>
  );
}
