import { canAccess } from '../../domain/routeAccess.ts';
import type { ScreenRoute, Section } from './routeTable.ts';

/** Whether the admin may open the section's screens (the route guard's question). */
export function canOpenSection(section: Section, adminStatus: number): boolean {
  return canAccess(section.area, adminStatus);
}

/**
 * Menu entries for an admin: sections in navigation order that the admin may open; the
 * Arbitrator entry also disappears above its maximum status (spec 1 §6).
 */
export function navigationSections(sections: readonly Section[], adminStatus: number): Section[] {
  return sections.filter(
    (section) =>
      section.inNavigation &&
      section.screens.length > 0 &&
      canOpenSection(section, adminStatus) &&
      (section.navigationMaxStatus === undefined || adminStatus <= section.navigationMaxStatus),
  );
}

/** Every screen the admin may open directly (no path parameters), for the command palette. */
export function paletteScreens(sections: readonly Section[], adminStatus: number): { section: Section; route: ScreenRoute }[] {
  return sections
    .filter((section) => section.inNavigation && canOpenSection(section, adminStatus))
    .flatMap((section) => section.screens.filter((route) => !route.path.includes(':')).map((route) => ({ section, route })));
}
