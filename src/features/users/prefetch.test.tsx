import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import en from '../../../locales/en/users.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { prefetch } from './prefetch.ts';
import { UsersPage } from './UsersPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'users')) i18next.addResourceBundle('en', 'users', en);
});
afterEach(() => vi.unstubAllGlobals());

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
  it('asks for the page the URL names, which the screen then shows without asking again', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      bodies.push(await request.json());
      const items = [{ id: 7, userName: 'user_7', email: 'user7@example.com', regDate: '2024-03-01T10:00:00Z', lastLoginDate: null, verificationRequestDate: null, status: 0, userType: 'regular', locale: 'en', isBlocked: false, isLocked: false, lockTypes: [], roles: [], nfaList: [], tagIds: [], dateDeleted: null }];
      return new Response(JSON.stringify({ items, total: 1, totalCapped: false }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const url = '/users?search=ann&sort=regDate&dir=asc&page=2';
    // the admin's page size as remembered from the last visit: 50
    const [early] = prefetch.users({ search: new URL(url, 'http://console').searchParams, pageSize: 50 });
    // as the warm-up hands it to the cache once the console's code is there
    void queryClient.prefetchQuery({ queryKey: early!.queryKey, queryFn: () => early!.data });
    await vi.waitFor(() => expect(bodies).toEqual([{ offset: 50, limit: 50, getTotal: true, sort: { field: 'regDate', desc: false }, searchString: 'ann' }]));

    // the screen renders once the start-up calls are done
    queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
    queryClient.setQueryData(sessionQueries.userTags().queryKey, []);
    const router = createMemoryRouter([{ path: '/users', element: <UsersPage /> }], { initialEntries: [url] });
    renderWidget(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('user_7')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});
