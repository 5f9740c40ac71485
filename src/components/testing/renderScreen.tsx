import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { Currency, CurrentAdmin } from '../../api/sessionTypes.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { DEFAULT_ADMIN_SETTINGS, type AdminSettings } from '../../domain/adminSettings.ts';
import { renderWidget } from './render.tsx';
import { trackQueryClient } from './settleQueries.ts';

/** How {@link renderScreen} sets the screen up. */
export interface ScreenOptions {
  /** The signed-in admin's status (0 super admin … 3 arbitrator); default 0. */
  adminStatus?: AdminStatus;
  /** Their settings beside the defaults (items per page, time zone…). */
  settings?: Partial<AdminSettings>;
  /** The URL the screen opens at; default `/`. */
  path?: string;
  /** The route pattern the screen is mounted on (for `useParams`); default the path without its query. */
  route?: string;
  /** Currencies in the session cache (`sessionQueries.currencies`); default none. */
  currencies?: (Pick<Currency, 'id' | 'title'> & Partial<Currency>)[];
  /** The markets in the session cache (`sessionQueries.markets`), for a screen that lists them; default not loaded. */
  markets?: unknown[];
  /** The admins list in the session cache (`sessionQueries.admins`), for a screen that names admins; default not loaded. */
  admins?: unknown[];
  /** The user tags in the session cache (`sessionQueries.userTags`); default not loaded. */
  userTags?: unknown[];
  /** Fields of the signed-in admin over {@link testAdmin}'s (another id or email). */
  admin?: Partial<CurrentAdmin>;
  /** More routes beside the screen's (a page the screen links to); any other path renders nothing. */
  routes?: RouteObject[];
  /** en texts of the namespaces the screen reads, by namespace: `{ markets }` from `locales/en/markets.json`. */
  locales?: Record<string, object>;
}

/**
 * Renders a screen the way the console does, for a test that stubs the API at `fetch` with
 * `stubApi` (so the feature's real `api.ts`, client and middleware run): a fresh QueryClient
 * without retries holding the signed-in admin, a memory router at `path`, Blueprint's providers.
 * Returns the query client and the router (to read where a screen navigated).
 */
/** The signed-in admin of a screen test: id 1, no second factor, the default settings in UTC with `settings` over them. */
export function testAdmin(adminStatus: AdminStatus = 0, settings: Partial<AdminSettings> = {}): CurrentAdmin {
  return {
    id: 1,
    userName: 'admin',
    email: 'admin@example.com',
    adminStatus,
    isBlocked: false,
    is2faEnabled: false,
    settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC', ...settings },
  };
}

export function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  const { adminStatus = 0, settings, path = '/', currencies = [], locales = {}, markets, admins, userTags, routes = [] } = options;
  for (const [ns, texts] of Object.entries(locales)) if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, texts);
  const admin = { ...testAdmin(adminStatus, settings), ...options.admin };
  const queryClient = trackQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  queryClient.setQueryData(sessionQueries.currencies().queryKey, currencies);
  if (markets) queryClient.setQueryData(sessionQueries.markets().queryKey, markets);
  if (admins) queryClient.setQueryData(sessionQueries.admins().queryKey, admins);
  if (userTags) queryClient.setQueryData(sessionQueries.userTags().queryKey, userTags);
  const route = options.route ?? path.split('?')[0]!;
  const router = createMemoryRouter(
    // The screen's route first: mounted on `*`, it is also the page every other path shows.
    [{ path: route, element: ui }, ...routes, { path: '*', element: null }].filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i),
    { initialEntries: [path] },
  );
  const rendered = renderWidget(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient, router };
}
