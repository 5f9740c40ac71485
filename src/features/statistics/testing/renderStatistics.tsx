import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { reply, stubApi, type StubbedCall } from '../../../components/testing/stubApi.ts';
import en from '../../../../locales/en/statistics.json';
import widgets from '../../../../locales/en/widgets.json';

export type RecordedCall = StubbedCall<unknown>;

/**
 * Renders a statistics screen at `path` with the query cache and `fetch` answered from `handlers`
 * (keyed `METHOD /path`, a function receives the call); unknown calls answer 404.
 */
export function renderStatistics(Screen: ComponentType, path: string, handlers: Record<string, unknown>) {
  if (!i18next.hasResourceBundle('en', 'statistics')) i18next.addResourceBundle('en', 'statistics', en);
  if (!i18next.hasResourceBundle('en', 'widgets')) i18next.addResourceBundle('en', 'widgets', widgets);
  const calls = stubApi(handlers, undefined, reply(404, { error: { status: 404, code: 104, message: 'Not found' } }));

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session', 'currencies'], [
    { id: 1, title: 'BTC', decimals: 8 },
    { id: 2, title: 'USD', decimals: 2 },
    { id: 3, title: 'USDT', decimals: 6 },
  ]);
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: [path] });
  const view = render(
    <BlueprintProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BlueprintProvider>,
  );
  return { ...view, calls, router };
}
