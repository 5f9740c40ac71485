import { canAccess, mayFill } from '../../domain/routeAccess.ts';
import type { ScreenRoute, Section } from './routeTable.ts';

/**
 * Whether an admin of `adminStatus` is offered a screen: its section's rule (`ROUTE_ACCESS`) and the
 * access table for every call that fills it (`route.needs`), the table the server refuses by. The
 * route guard, the tabs, the menu and the palette all ask this, so none offers what the server refuses.
 */
export function canOpenScreen(section: Section, route: ScreenRoute, adminStatus: number): boolean {
  return canAccess(section.area, adminStatus) && mayFill(route.needs, adminStatus);
}

/** The screens of a section that are tabs (detail screens are routed, not tabs). */
export const tabScreens = (section: Section): ScreenRoute[] => section.screens.filter((route) => !route.detail);

/**
 * The sections as an admin of `adminStatus` is offered them: each with only the screens it may open,
 * and without the sections left with no tab. Its first screen is where its menu entry leads.
 */
export function offeredSections(sections: readonly Section[], adminStatus: number): Section[] {
  return sections.flatMap((section) => {
    const screens = section.screens.filter((route) => canOpenScreen(section, route, adminStatus));
    if (!screens.some((route) => !route.detail)) return [];
    return [screens.length === section.screens.length ? section : { ...section, screens }];
  });
}

/** Whether the admin may open at least one screen of the section. */
export function canOpenSection(section: Section, adminStatus: number): boolean {
  return offeredSections([section], adminStatus).length > 0;
}

/**
 * Menu entries for an admin: sections in navigation order that the admin may open; the
 * Arbitrator entry also disappears above its maximum status (spec 1 §6).
 */
export function navigationSections(sections: readonly Section[], adminStatus: number): Section[] {
  return offeredSections(sections, adminStatus).filter(
    (section) => section.inNavigation && (section.navigationMaxStatus === undefined || adminStatus <= section.navigationMaxStatus),
  );
}

/** Every screen the admin may open directly (no path parameters), for the command palette. */
export function paletteScreens(sections: readonly Section[], adminStatus: number): { section: Section; route: ScreenRoute }[] {
  return offeredSections(sections, adminStatus)
    .filter((section) => section.inNavigation)
    .flatMap((section) => section.screens.filter((route) => !route.path.includes(':')).map((route) => ({ section, route })));
}
