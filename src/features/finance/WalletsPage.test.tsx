import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import finance from '../../../locales/en/finance.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import type { UserFinanceRow } from './api.ts';
import { WalletsPage } from './WalletsPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'finance')) i18next.addResourceBundle('en', 'finance', finance);
});
afterEach(() => vi.unstubAllGlobals());

const ADMIN: AdminStatus = 1;
const SUPPORT: AdminStatus = 2;

const row: UserFinanceRow = {
  userId: 7,
  userName: 'ada',
  currencyId: 1,
  currencyTitle: 'USDT',
  balanceUser: '10',
  balanceOnWallets: '12',
  diffBalance: '2',
  wallets: [
    { id: 1, address: 'TMainAddress', currencyId: 1, balance: '12', isMain: true },
    { id: 2, address: 'TSpareAddress', currencyId: 1, balance: '0', isMain: false },
  ],
};

function renderWallets(adminStatus: AdminStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (path === '/Trading/UserFinanceFileterSearch') return json({ userFinanceList: [row], total: 1 });
      if (path === '/v2/Multiwallet/GetFinanceStatus') return json({ items: [] });
      return json({ success: true });
    }),
  );
  const admin: CurrentAdmin = { id: 1, userName: 'admin', email: 'admin@example.com', adminStatus, isBlocked: false, is2faEnabled: false, settings: DEFAULT_ADMIN_SETTINGS };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  queryClient.setQueryData(sessionQueries.currencies().queryKey, [{ id: 1, title: 'USDT', decimals: 2 }]);
  renderWidget(
    <QueryClientProvider client={queryClient}>
      <WalletsPage />
    </QueryClientProvider>,
  );
}

async function walletsOfAda() {
  await userEvent.click(await screen.findByRole('button', { name: /Expand row 7:1/ }));
  return screen.findByRole('table', { name: 'Wallets of ada' });
}

describe('Wallets: the actions follow the access table', () => {
  it('offers an admin "Make main" and "Delete" on a wallet that is not the main one', async () => {
    expect(mayCall('POST Multiwallet/UpdateWallet', ADMIN)).toBe(true);
    renderWallets(ADMIN);
    const wallets = await walletsOfAda();
    const spare = within(wallets).getByText('TSpareAddress').closest('tr')!;
    expect(within(spare).getByRole('button', { name: 'Make main' })).toBeInTheDocument();
    expect(within(spare).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(within(wallets).getByText('TMainAddress').closest('tr')!).queryByRole('button')).toBeNull();
  });

  it('shows support the wallets without the actions the table refuses them', async () => {
    expect(mayCall('POST Multiwallet/UpdateWallet', SUPPORT)).toBe(false);
    expect(mayCall('POST Multiwallet/DeleteWallet', SUPPORT)).toBe(false);
    renderWallets(SUPPORT);
    const wallets = await walletsOfAda();
    expect(within(wallets).getByText('TSpareAddress')).toBeInTheDocument();
    expect(within(wallets).queryByRole('button')).toBeNull();
  });
});
