import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import en from '../../../../locales/en/traders.json';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../../api/sessionTypes.ts';
import { renderWidget } from '../../../components/testing/render.tsx';
import { reply, stubApi } from '../../../components/testing/stubApi.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../../domain/adminSettings.ts';
export { desktopLayout } from '../../../components/testing/desktopLayout.ts';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}
/** Answers by `METHOD /path`: a value, or a function of the call; `{ status, body }` through {@link reply}. */
export type Handlers = Record<string, unknown>;
export { reply };


/**
 * Fails a test of the file during which React warned of two children with the same key: such a list
 * (two options both '' in a filter select, once) shows an entry twice or drops one.
 */
export function failOnDuplicateKeys() {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    const duplicates = errors.mock.calls.map((args) => String(args[0])).filter((text) => text.includes('two children with the same key'));
    errors.mockRestore();
    expect(duplicates).toEqual([]);
  });
}

/** Renders one Traders screen at `path` with the session in the cache and `fetch` answered from `handlers`. */
export function renderTraders(Screen: ComponentType, path: string, handlers: Handlers) {
  if (!i18next.hasResourceBundle('en', 'traders')) i18next.addResourceBundle('en', 'traders', en);
  const calls = stubApi(handlers, null) as Call[];
  const admin: CurrentAdmin = { id: 1, userName: 'admin', email: 'admin@example.com', adminStatus: 0, isBlocked: false, is2faEnabled: false, settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC' } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  queryClient.setQueryData(sessionQueries.currencies().queryKey, [{ id: 1, title: 'USDT', decimals: 2, paymentMethods: [] }, { id: 3, title: 'RUB', decimals: 2, paymentMethods: [6] }]);
  const pathname = path.split('?')[0]!;
  const router = createMemoryRouter([{ path: pathname, element: <Screen /> }], { initialEntries: [path] });
  const view = renderWidget(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, calls, of: (route: string) => calls.filter((c) => c.path === route), router };
}
