import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stubApi } from '../../../components/testing/stubApi.ts';
import settings from '../../../../locales/en/settings.json';
import userDetail from '../../../../locales/en/userDetail.json';
import technicalSettings from '../../../../locales/en/technicalSettings.json';

/** One recorded API call: method, path below the service base, the query and the parsed JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: RecordedCall) => unknown;
export type Handlers = Record<string, Handler | unknown>;

export { v2Error } from '../../../components/testing/stubApi.ts';

/**
 * Renders a settings screen with the app's providers, the session data in the query cache and
 * `fetch` answered from `handlers` (unknown calls answer `{ success: true }`).
 */
export function renderSettingsScreen(ui: ReactElement, handlers: Handlers = {}) {
  if (!i18next.hasResourceBundle('en', 'settings')) i18next.addResourceBundle('en', 'settings', settings);
  if (!i18next.hasResourceBundle('en', 'userDetail')) i18next.addResourceBundle('en', 'userDetail', userDetail);
  if (!i18next.hasResourceBundle('en', 'technicalSettings')) i18next.addResourceBundle('en', 'technicalSettings', technicalSettings);
  const calls = stubApi(handlers, undefined) as RecordedCall[];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['session', 'currentAdmin'], { id: 1, userName: 'admin', email: 'admin@demo.local', adminStatus: 0, isBlocked: false, is2faEnabled: false, settings: { timezone: 'UTC' } });
  queryClient.setQueryData(['session', 'userTags'], [{ id: 1, tagName: 'vip', color: '#BDBDBD' }]);
  queryClient.setQueryData(['session', 'currencies'], [
    { id: 1, title: 'BTC', decimals: 8 },
    { id: 2, title: 'USDT', decimals: 2 },
  ]);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/settings'] });
  const view = render(
    <BlueprintProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BlueprintProvider>,
  );
  return { ...view, calls, queryClient };
}
