import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUserListItem } from '../../src/features/users/testing/aUserListItem.ts';
import { adminWithStatus, fakeSessionApi } from './fakeSession.ts';
import { renderConsole } from './renderConsole.tsx';

/**
 * Issue 27: a click on the menu shows the new screen with its rows, drawn once, rather than an
 * empty screen first and the rows later; a slow answer does not keep the old screen for long.
 */
const wait = vi.hoisted(() => ({ ms: 60_000 }));
// the menu's wait for the answer, per test: long enough that only the answer can end it, or short
vi.mock('../../src/components/useListQuery.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  get LIST_ANSWER_WAIT_MS() {
    return wait.ms;
  },
}));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const operation = {
  id: 42, userId: 7, userName: 'ada', side: 'in', operationType: 'depositWithdrawal', amount: '12.5', currencyId: 1, currencyTitle: 'USDT',
  transactionMethodType: null, status: 'depositCompleted', kytStatus: null, requisitesStatus: null, antiFraud: false, hasWarning: false, isProcessingOverdue: false,
  statusChangedAt: '2026-10-01T10:00:00.000Z', dateCreated: '2026-10-01T10:00:00.000Z',
};

/** The users list answers at once; the transactions list when the test releases it. */
function stubServer() {
  let release!: () => void;
  const operationsReleased = new Promise<void>((resolve) => (release = resolve));
  let operationsAsked = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = request.url;
    if (url.includes('/GetUsers')) return json({ items: Array.from({ length: 5 }, (_, i) => aUserListItem(i + 1)), total: 5, totalCapped: false });
    if (url.includes('/GetOperations')) {
      operationsAsked += 1;
      await operationsReleased;
      return json({ items: [operation], total: 1 });
    }
    if (/currenc/i.test(url)) return json([{ id: 1, title: 'USDT', decimals: 2 }]);
    return json({ items: [], total: 0 });
  });
  return { release, asked: () => operationsAsked };
}

async function usersScreen() {
  const server = stubServer();
  const view = await renderConsole('/users', { api: fakeSessionApi(adminWithStatus(0)) });
  await screen.findByText('user_1', undefined, { timeout: 15_000 });
  const menu = screen.getByRole('navigation', { name: 'Main navigation' });
  return { ...view, server, transactionsLink: within(menu).getByRole('link', { name: 'Transactions' }) };
}

describe('a click on the menu', () => {
  it('keeps the current screen until the new one’s rows have come, then shows them at once', async () => {
    wait.ms = 60_000;
    const { router, server, transactionsLink } = await usersScreen();

    // every table drawn from the click on, as it was drawn: waiting for its rows, or with them
    const drawnBusy: boolean[] = [];
    const observer = new MutationObserver(() => {
      for (const table of document.querySelectorAll('.console-data-table')) drawnBusy.push(table.getAttribute('aria-busy') === 'true');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });

    await userEvent.click(transactionsLink);
    await waitFor(() => expect(server.asked()).toBe(1));
    // the request left with the click; the users list stays while it is answered
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.getByText('user_1')).toBeInTheDocument();

    server.release();
    expect(await screen.findByRole('link', { name: 'ada (#7)' })).toBeInTheDocument();
    observer.disconnect();
    expect(router.state.location.pathname).toBe('/transactions');
    // no table was ever drawn waiting for its rows: the transactions list came with its row
    expect(drawnBusy.length).toBeGreaterThan(0);
    expect(drawnBusy).not.toContain(true);
  }, 30_000);

  it('shows the new screen after a short wait when the answer is slow, and its rows when they come', async () => {
    wait.ms = 30;
    const { router, server, transactionsLink } = await usersScreen();

    await userEvent.click(transactionsLink);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions'));
    // the screen is there, waiting for its rows
    await waitFor(() => expect(document.querySelector('.console-data-table[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('link', { name: 'ada (#7)' })).not.toBeInTheDocument();

    server.release();
    expect(await screen.findByRole('link', { name: 'ada (#7)' })).toBeInTheDocument();
  }, 30_000);

  it('does not take the staff member away from a screen opened while the answer was on its way', async () => {
    wait.ms = 60_000;
    const { router, server, transactionsLink, navigate, queryClient } = await usersScreen();

    await userEvent.click(transactionsLink);
    await waitFor(() => expect(server.asked()).toBe(1));
    await navigate('/users?search=ada');
    server.release();
    // the answer is in (the click's wait has ended): the held click is dropped, the search the staff member went to stays
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/users');
    expect(router.state.location.search).toBe('?search=ada');
  }, 30_000);
});
