import { useMemo } from 'react';
import { Navigate, Outlet, useMatches, useOutletContext } from 'react-router-dom';
import type { AccessArea } from '../../domain/routeAccess.ts';
import { canOpenScreen, offeredSections, tabScreens } from '../routes/navigation.ts';
import { ACCESS_FALLBACK_PATH, pathOf, type Section } from '../routes/routeTable.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

export interface RouteHandle {
  name: string;
  /** The section's id (src/app/routes/routeTable.ts). */
  section?: string;
  area?: AccessArea;
}

/** What the shell hands to every routed screen. */
export interface ShellOutletContext {
  /** The sections as the signed-in admin is offered them (`offeredSections`): only the screens it may open. */
  sections: readonly Section[];
  /** Every section of the build, offered or not (to name a refused one). */
  allSections: readonly Section[];
}

/** The shell's sections as the admin is offered them, inside a routed screen (empty outside the shell, as in a lone screen test). */
export function useShellSections(): readonly Section[] {
  return useOutletContext<ShellOutletContext | undefined>()?.sections ?? [];
}

/** Every section of the build, inside a routed screen (empty outside the shell). */
export function useAllShellSections(): readonly Section[] {
  return useOutletContext<ShellOutletContext | undefined>()?.allSections ?? [];
}

/**
 * Runs on every route change (it renders with the matched route): a screen the admin's status may
 * not open (`canOpenScreen`: the section's rule and the calls that fill the screen) goes to the
 * first tab of its section the admin may open, or, when there is none, to the account screen
 * (spec 1 §2, "Shell start"), which then says which section was refused (`NoAccessNotice`).
 */
export function AccessGuard({ sections }: { sections: readonly Section[] }) {
  const admin = useCurrentAdmin();
  const match = useMatches().at(-1);
  const handle = match?.handle as RouteHandle | undefined;
  // one object while the sections and the status stay the same, so the screens' context does not change per render
  const context = useMemo<ShellOutletContext>(
    () => ({ sections: offeredSections(sections, admin.adminStatus), allSections: sections }),
    [sections, admin.adminStatus],
  );
  const section = handle?.section === undefined ? undefined : sections.find((candidate) => candidate.id === handle.section);
  const route = section?.screens.find((candidate) => candidate.name === handle?.name);
  if (section && route && !canOpenScreen(section, route, admin.adminStatus)) {
    const offered = context.sections.find((candidate) => candidate.id === section.id);
    const first = offered ? tabScreens(offered)[0] : undefined;
    if (first) return <Navigate to={pathOf(first, match?.params ?? {})} replace />;
    return <Navigate to={ACCESS_FALLBACK_PATH} replace state={{ refusedSection: section.id }} />;
  }
  return <Outlet context={context} />;
}
