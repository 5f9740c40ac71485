import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/p2pOffers.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { expectFailedLoadRetried } from '../../components/testing/listStates.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { ModerationWordsPage } from './ModerationWordsPage.tsx';
import { RolesPage } from './RolesPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'p2pOffers')) i18next.addResourceBundle('en', 'p2pOffers', en);
});
afterEach(() => vi.unstubAllGlobals());

/** Answers the P2P admin calls; the first call to `failFirst` fails with a server error. */
function fakeApi(failFirst?: string) {
  const calls: { method: string; path: string; query: URLSearchParams }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      calls.push({ method: request.method, path, query: url.searchParams });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === failFirst && calls.filter((c) => c.path === path).length === 1) {
        return json({ error: { status: 500, code: 500, reason: 'unexpected', message: 'Unexpected error' } }, 500);
      }
      if (path === '/p2p/Admin/profiles/search') {
        const userId = url.searchParams.get('userId');
        const rows = [{ id: 1, role: 2, userId: 5, userName: 'judge', email: 'judge@example.com', adminId: 4, dateCreated: '2026-03-01T10:00:00Z' }];
        const data = userId && userId !== '5' ? [] : rows;
        return json({ data, total: data.length });
      }
      if (path === '/p2p/Admin/search') return json({ items: [{ userId: 9, userName: 'newbie', email: 'newbie@example.com' }] });
      if (path === '/p2p/Admin/advertisements/moderation-words') {
        return json({ items: [{ id: 1, groupName: 'Contacts', words: ['telegram', 'viber'] }], total: 1 });
      }
      return json({ success: true });
    }),
  );
  return { of: (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method) };
}

function render(element: ReactElement, path: string) {
  const admin: CurrentAdmin = {
    id: 1, userName: 'admin', email: 'admin@example.com', adminStatus: 0, isBlocked: false, is2faEnabled: false,
    settings: { ...DEFAULT_ADMIN_SETTINGS, itemsPerPage: 20, timezone: 'UTC' },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  queryClient.setQueryData(sessionQueries.currencies().queryKey, []);
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  renderWidget(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Roles Management', () => {
  it('lists the role holders and filters by role from the URL', async () => {
    const api = fakeApi();
    render(<RolesPage />, '/p2p/roles?role=2');
    const table = await screen.findByRole('region', { name: 'Role holders' });
    expect(await within(table).findByText('judge')).toBeInTheDocument();
    expect(api.of('/p2p/Admin/profiles/search')[0]!.query.getAll('roles')).toEqual(['2']);
  });

  it('shows no count while loading, the reason and a Retry when the list fails, and the count once it loads', async () => {
    const api = fakeApi('/p2p/Admin/profiles/search');
    render(<RolesPage />, '/p2p/roles');
    await expectFailedLoadRetried({ reason: 'Could not load the list', rowText: 'judge', total: 'Total: 1', loads: () => api.of('/p2p/Admin/profiles/search').length });
  });

  it('shows the moderation words\' count only once they have loaded, and a failed load with a Retry', async () => {
    const api = fakeApi('/p2p/Admin/advertisements/moderation-words');
    render(<ModerationWordsPage />, '/p2p/moderation-words');
    await expectFailedLoadRetried({ reason: 'Could not load the list', rowText: 'Contacts', total: 'Total: 1', loads: () => api.of('/p2p/Admin/advertisements/moderation-words').length });
  });

  it("asks for a role before saving, then grants the chosen roles", async () => {
    const api = fakeApi();
    render(<RolesPage />, '/p2p/roles');
    await userEvent.type(screen.getByLabelText('User id, name or e-mail'), 'newbie');
    await userEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: /newbie@example\.com/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('You have to choose role, before save')).toBeInTheDocument();
    expect(api.of('/p2p/Admin/grant/9', 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Arbitrator' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(api.of('/p2p/Admin/grant/9', 'POST')).toHaveLength(1));
    expect(api.of('/p2p/Admin/grant/9', 'POST')[0]!.query.getAll('roles')).toEqual(['2', '16']);
  });
});

describe('Moderation words', () => {
  it('shows the words comma-joined and sends the search', async () => {
    const api = fakeApi();
    render(<ModerationWordsPage />, '/p2p/moderation-words?q=TELE');
    const table = await screen.findByRole('region', { name: 'Moderation words' });
    expect(await within(table).findByText('Contacts')).toBeInTheDocument();
    expect(api.of('/p2p/Admin/advertisements/moderation-words')[0]!.query.get('search')).toBe('TELE');
  });
});
