import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginRoute } from './LoginRoute.tsx';
import { NotFoundRoute } from './NotFoundRoute.tsx';
import { HOME_REDIRECT_PATH, ROUTE_NAMES, sectionsOfBuild, type Section } from './routeTable.ts';
import { RoutedScreen } from './shellChunk.tsx';
import { ShellRoute } from './ShellRoute.tsx';

/**
 * The route table (spec 1 §2, spec 2 §2, spec 3 §2): /login, the shell "/" (name home) with
 * every section's screens as children, and the catch-all notFound. Each route's handle carries
 * its name, section and access area for the guard and the menu.
 */
export function createRoutes(sections: readonly Section[] = sectionsOfBuild()): RouteObject[] {
  const screens: RouteObject[] = sections.flatMap((section) =>
    section.screens.map((route) => ({
      path: route.path,
      element: <RoutedScreen section={section} route={route} />,
      handle: { name: route.name, section: section.id, area: section.area },
    })),
  );
  const tradersHome = sections.find((section) => section.id === 'traders')?.screens[0];
  if (tradersHome) {
    screens.push({ path: '/traders', element: <Navigate to={tradersHome.path} replace />, handle: { name: 'traders' } });
  }
  return [
    { path: '/login', element: <LoginRoute />, handle: { name: ROUTE_NAMES.login } },
    {
      path: '/',
      element: <ShellRoute sections={sections} />,
      handle: { name: ROUTE_NAMES.home },
      children: [{ index: true, element: <Navigate to={HOME_REDIRECT_PATH} replace /> }, ...screens],
    },
    { path: '*', element: <NotFoundRoute />, handle: { name: ROUTE_NAMES.notFound } },
  ];
}

/** History mode with base "/". */
export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
