import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/p2pOffers.json';
import { expectFailedLoadRetried } from '../../components/testing/listStates.ts';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { serverError, stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import { ModerationWordsPage } from './ModerationWordsPage.tsx';
import { RolesPage } from './RolesPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'p2pOffers')) i18next.addResourceBundle('en', 'p2pOffers', en);
});

/** Answers the P2P admin calls; the first call to `failFirst` fails with a server error. */
function fakeApi(failFirst?: string) {
  const calls = stubApi({}, null, ({ path, query }: StubbedCall<unknown>) => {
    if (path === failFirst && calls.filter((c) => c.path === path).length === 1) return serverError();
    if (path === '/p2p/Admin/profiles/search') {
      const userId = query.get('userId');
      const rows = [{ id: 1, role: 2, userId: 5, userName: 'judge', email: 'judge@example.com', adminId: 4, dateCreated: '2026-03-01T10:00:00Z' }];
      const data = userId && userId !== '5' ? [] : rows;
      return { data, total: data.length };
    }
    if (path === '/p2p/Admin/search') return { items: [{ userId: 9, userName: 'newbie', email: 'newbie@example.com' }] };
    if (path === '/p2p/Admin/advertisements/moderation-words') {
      return { items: [{ id: 1, groupName: 'Contacts', words: ['telegram', 'viber'] }], total: 1 };
    }
    return { success: true };
  });
  return { of: (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method) };
}

const render = (element: ReactElement, path: string) => renderScreen(element, { path });

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
