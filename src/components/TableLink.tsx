import { createContext, useContext, type KeyboardEventHandler, type MouseEvent, type ReactNode } from 'react';
import { Link, useInRouterContext, useNavigate, type NavigateFunction } from 'react-router-dom';

/** The router's navigate for the links in a table's cells, given once by the table (see {@link TableLink}). */
const CellNavigation = createContext<NavigateFunction | null>(null);

/**
 * Gives the links inside `children` the router's navigate: one hook for the table, not a router
 * link's per cell. Outside a router (a widget's test) it gives nothing.
 */
export function CellNavigationProvider({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <RouterCellNavigation>{children}</RouterCellNavigation> : children;
}

function RouterCellNavigation({ children }: { children: ReactNode }) {
  return <CellNavigation.Provider value={useNavigate()}>{children}</CellNavigation.Provider>;
}

/** A click the router takes: the main button, no modifier (those open a new tab or window, or save), not handled already. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export interface TableLinkProps {
  /** An absolute path of the console. */
  to: string;
  /** The location state the page opened gets (where its Back returns to). */
  state?: unknown;
  children: ReactNode;
  'aria-label'?: string;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
}

/**
 * A link in a table cell: a plain anchor the router follows on a plain click, the same as a router
 * link to the user (href, Tab, Enter, a new tab with Ctrl or the middle button). React Router's
 * <Link> runs some twenty hooks and two effects each; a transactions page draws 200 of them, which
 * was a good part of drawing its rows (issue 27). Outside a table (no navigate given) it is a
 * router link.
 */
export function TableLink({ to, state, children, ...rest }: TableLinkProps) {
  const navigate = useContext(CellNavigation);
  if (!navigate) {
    return (
      <Link to={to} state={state} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to, { state });
      }}
    >
      {children}
    </a>
  );
}
