import { matchPath } from 'react-router-dom';
import { HOME_REDIRECT_PATH, screenSourceOf, sectionsOfBuild, type ScreenSource } from './routeTable.ts';

/**
 * The screen a path shows: its group's chunk and route name, or null (login, not found, a redirect).
 * Its own module: the start-up warm-up and the menu's prefetch both use it, and the warm-up loads
 * the shell, which holds the menu.
 */
export function screenOf(pathname: string): (ScreenSource & { params: Record<string, string | undefined> }) | null {
  const path = pathname === '/' ? HOME_REDIRECT_PATH : pathname;
  for (const section of sectionsOfBuild()) {
    for (const route of section.screens) {
      const match = matchPath({ path: route.path, end: true }, path);
      if (match) return { ...screenSourceOf(section, route), params: match.params };
    }
  }
  return null;
}
