import { matchPath } from 'react-router-dom';
import { HOME_REDIRECT_PATH, screenSourceOf, sectionsOfBuild, type ScreenRoute, type Section, type ScreenSource } from './routeTable.ts';

/** A route and the literal start of its path, lower-cased: the segments before the first parameter. */
interface Candidate {
  section: Section;
  route: ScreenRoute;
  literal: string;
}

/** `/user/:id/balance` → `/user`; `/users` → `/users`; `/` → `` (every path starts with it). */
export function literalStartOf(path: string): string {
  const segments = path.split('/');
  const dynamic = segments.findIndex((segment) => /[:*?]/.test(segment));
  return (dynamic === -1 ? segments : segments.slice(0, dynamic)).join('/').replace(/\/+$/, '').toLowerCase();
}

let candidates: Candidate[] | null = null;
const candidatesOfBuild = () =>
  (candidates ??= sectionsOfBuild().flatMap((section) => section.screens.map((route) => ({ section, route, literal: literalStartOf(route.path) }))));

/**
 * The screen a path shows: its group's chunk and route name, or null (login, not found, a redirect).
 * Its own module: the start-up warm-up and the menu's prefetch both use it, and the warm-up loads
 * the shell, which holds the menu. Only the routes whose literal start the path begins with are
 * matched with the router's `matchPath`, which compiles a regular expression for each route it
 * tries: trying all of them before /arbitrator cost some 15 ms of every open (issue 27).
 */
export function screenOf(pathname: string): (ScreenSource & { params: Record<string, string | undefined> }) | null {
  const path = pathname === '/' ? HOME_REDIRECT_PATH : pathname;
  // the router matches paths without regard to case
  const lower = path.toLowerCase();
  for (const { section, route, literal } of candidatesOfBuild()) {
    if (lower !== literal && !lower.startsWith(`${literal}/`)) continue;
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) return { ...screenSourceOf(section, route), params: match.params };
  }
  return null;
}
