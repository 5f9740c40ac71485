import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import finance from '../../../locales/en/finance.json';
import transactions from '../../../locales/en/transactions.json';
import widgets from '../../../locales/en/widgets.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import { stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import type { Operation } from './api.ts';
import { TransactionsPage } from './TransactionsPage.tsx';

beforeAll(() => {
  for (const [ns, texts] of Object.entries({ transactions, finance, widgets })) if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, texts);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ADMIN: AdminStatus = 0;
const SUPPORT: AdminStatus = 2;
const ARBITRATOR: AdminStatus = 3;

const operation: Operation = {
  id: 42, userId: 7, userName: 'ada', side: 'in', operationType: 'depositWithdrawal', amount: '12.5', currencyId: 1, currencyTitle: 'USDT',
  transactionMethodType: null, status: 'depositCompleted', kytStatus: null, requisitesStatus: null, antiFraud: false, hasWarning: false, isProcessingOverdue: false,
  statusChangedAt: '2026-10-01T10:00:00.000Z', dateCreated: '2026-10-01T10:00:00.000Z',
};

/** The v1 answer of a call that was done. */
const V1_DONE = { result: { Success: true, Error: null } };

function renderList(adminStatus: AdminStatus, handlers: Record<string, unknown> = {}) {
  desktopLayout();
  const calls = stubApi({ 'POST /v2/Trading/GetOperations': { items: [operation], total: 1 }, ...handlers }, null);
  const admin: CurrentAdmin = {
    id: 1, userName: 'admin', email: 'admin@example.com', adminStatus, isBlocked: false, is2faEnabled: false,
    settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC' },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  queryClient.setQueryData(sessionQueries.currencies().queryKey, [{ id: 1, title: 'USDT', decimals: 2 }]);
  const router = createMemoryRouter(
    [
      { path: '/transactions', element: <TransactionsPage /> },
      { path: '/user/:id', element: <p>user page</p> },
    ],
    { initialEntries: ['/transactions'] },
  );
  renderWidget(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router, queryClient };
}

describe('Transactions list', () => {
  it("shows each transaction's user as a link to the user's page", async () => {
    const { router } = renderList(SUPPORT);
    const link = await screen.findByRole('link', { name: 'ada (#7)' });
    expect(link).toHaveAttribute('href', '/user/7');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/7'));
  });
});

describe('Transactions: admin deposit and withdrawal (spec 3 §2)', () => {
  it('an admin deposits to a user chosen by id, after the user is found and the amount confirmed', async () => {
    expect(mayCall('POST Transaction/AdminDeposit', ADMIN)).toBe(true);
    const { calls } = renderList(ADMIN, {
      'POST /v2/User/GetUsers': (call: StubbedCall<{ userIdList?: number[] }>) => ({
        items: call.body.userIdList?.includes(7) ? [{ id: 7, userName: 'ada' }] : [],
        total: 0,
      }),
      'POST /Transaction/AdminDeposit': V1_DONE,
    });
    const deposits = () => calls.filter((c) => c.path === '/Transaction/AdminDeposit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Admin deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin deposit or withdrawal' });
    const submit = within(dialog).getByRole('button', { name: 'Continue' });
    await user.type(within(dialog).getByLabelText('Amount'), '2.5');
    // No user yet: nothing to send.
    expect(submit).toBeDisabled();
    const userId = within(dialog).getByLabelText('User ID');
    await user.type(userId, '8');
    expect(await within(dialog).findByText('There is no user with ID 8')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(userId);
    await user.type(userId, '7');
    expect(await within(dialog).findByText('User: ada (#7)')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v2/User/GetUsers').at(-1)?.body).toMatchObject({ userIdList: [7] });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Admin deposit' });
    expect(confirm).toHaveTextContent('2.5 USDT for ada (#7)?');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(deposits()).toHaveLength(1));
    expect(deposits()[0]!.body).toEqual({ userId: 7, currencyId: 1, amount: '2.5' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin deposit or withdrawal' })).toBeNull());
    // The list is read again, to show the new transaction.
    await waitFor(() => expect(calls.filter((c) => c.path === '/v2/Trading/GetOperations').length).toBeGreaterThan(1));
  });

  it('opens on withdrawal from the withdrawal button and sends a withdrawal', async () => {
    const { calls } = renderList(ADMIN, {
      'POST /v2/User/GetUsers': { items: [{ id: 7, userName: 'ada' }], total: 1 },
      'POST /Transaction/AdminWithdrawal': V1_DONE,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Admin withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin deposit or withdrawal' });
    expect(within(dialog).getByRole('radio', { name: 'Admin withdrawal' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('User ID'), '7');
    await within(dialog).findByText('User: ada (#7)');
    await user.type(within(dialog).getByLabelText('Amount'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Admin withdrawal' })).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/Transaction/AdminWithdrawal').map((c) => c.body)).toEqual([{ userId: 7, currencyId: 1, amount: '1' }]));
  });

  it.each([
    ['support', SUPPORT],
    ['an arbitrator', ARBITRATOR],
  ])('does not offer %s, whom the access table refuses, the deposit or withdrawal', async (_who, status) => {
    expect(mayCall('POST Transaction/AdminDeposit', status)).toBe(false);
    expect(mayCall('POST Transaction/AdminWithdrawal', status)).toBe(false);
    renderList(status);
    await screen.findByRole('link', { name: 'ada (#7)' });
    expect(screen.queryByRole('button', { name: 'Admin deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin withdrawal' })).toBeNull();
  });
});

describe('Transactions list: the server cannot be reached', () => {
  it('says so in the translated words with Retry, never the browser\'s "Failed to fetch", and Retry brings the rows', async () => {
    let reachable = false;
    renderList(ADMIN, {
      'POST /v2/Trading/GetOperations': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { items: [operation], total: 1 };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server cannot be reached');
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'ada (#7)' })).toBeInTheDocument();
  });
});
