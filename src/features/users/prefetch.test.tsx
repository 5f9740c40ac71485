import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import en from '../../../locales/en/users.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import { reply, stubApi } from '../../components/testing/stubApi.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { prefetch } from './prefetch.ts';
import { aUserListItem } from './testing/aUserListItem.ts';
import { UsersPage } from './UsersPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'users')) i18next.addResourceBundle('en', 'users', en);
});

const admin: CurrentAdmin = {
  id: 1,
  userName: 'admin',
  email: 'admin@example.com',
  adminStatus: 0,
  isBlocked: false,
  is2faEnabled: false,
  settings: { ...DEFAULT_ADMIN_SETTINGS, itemsPerPage: 50, timezone: 'UTC' },
};

describe('the users list’s early query', () => {
  it('asks for the page the URL names and the user tags, which the screen then shows without asking again', async () => {
    const tag = { id: 4, tagName: 'VIP', color: '#2d72d2' };
    const calls = stubApi(
      { 'POST /v2/User/GetUsers': { items: [aUserListItem(7, { tagIds: [4] })], total: 1, totalCapped: false }, 'POST /v2/User/GetUserTags': { items: [tag], total: 1 } },
      undefined,
      reply(404, { error: { status: 404, code: 104, message: 'Not found' } }),
    );
    const paths = () => calls.map((call) => call.path);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const url = '/users?search=ann&sort=regDate&dir=asc&page=2';
    // the admin's page size as remembered from the last visit: 50
    const early: { queryKey: readonly unknown[]; data: Promise<unknown> }[] = prefetch.users({ search: new URL(url, 'http://console').searchParams, pageSize: 50 });
    // as the warm-up hands them to the cache once the console's code is there
    for (const query of early) void queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: () => query.data });
    await vi.waitFor(() => expect(calls.find((call) => call.path.endsWith('/GetUsers'))?.body).toEqual({ offset: 50, limit: 50, getTotal: true, sort: { field: 'regDate', desc: false }, searchString: 'ann' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueries.userTags().queryKey)).toEqual([tag]));

    // the screen renders once the admin is known; the start's tags have not answered yet
    queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
    const router = createMemoryRouter([{ path: '/users', element: <UsersPage /> }], { initialEntries: [url] });
    renderWidget(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('user_7')).toBeInTheDocument();
    // the page found the tags in the cache: it asked for neither list again
    expect(paths().map((path) => path.replace(/^.*\/api/, '')).sort()).toEqual(['/v2/User/GetUserTags', '/v2/User/GetUsers']);
  });
});
