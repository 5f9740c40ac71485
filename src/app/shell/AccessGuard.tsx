import { useMemo } from 'react';
import { Navigate, Outlet, useMatches, useOutletContext } from 'react-router-dom';
import { canAccess, type AccessArea } from '../../domain/routeAccess.ts';
import { ACCESS_FALLBACK_PATH, type Section } from '../routes/routeTable.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

export interface RouteHandle {
  name: string;
  /** The section's id (src/app/routes/routeTable.ts). */
  section?: string;
  area?: AccessArea;
}

/** What the shell hands to every routed screen. */
export interface ShellOutletContext {
  sections: readonly Section[];
}

/** The shell's sections, inside a routed screen (empty outside the shell, as in a lone screen test). */
export function useShellSections(): readonly Section[] {
  return useOutletContext<ShellOutletContext | undefined>()?.sections ?? [];
}

/**
 * Runs on every route change (it renders with the matched route): a route the admin's status
 * may not open redirects to the account screen (spec 1 §2, "Shell start"), which then says which
 * section was refused (`NoAccessNotice`).
 */
export function AccessGuard({ sections }: { sections: readonly Section[] }) {
  const admin = useCurrentAdmin();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  // one object while the sections stay the same, so the screens' context does not change per render
  const context = useMemo<ShellOutletContext>(() => ({ sections }), [sections]);
  if (handle?.area && !canAccess(handle.area, admin.adminStatus)) {
    return <Navigate to={ACCESS_FALLBACK_PATH} replace state={{ refusedSection: handle.section ?? handle.name }} />;
  }
  return <Outlet context={context} />;
}
