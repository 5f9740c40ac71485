import '../../components/testing/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import finance from '../../../locales/en/finance.json';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import type { UserFinanceRow } from './api.ts';
import { WalletsPage } from './WalletsPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'finance')) i18next.addResourceBundle('en', 'finance', finance);
});

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
  stubApi({}, null, ({ path }: StubbedCall<unknown>) => {
    if (path === '/Trading/UserFinanceFileterSearch') return { userFinanceList: [row], total: 1 };
    if (path === '/v2/Multiwallet/GetFinanceStatus') return { items: [] };
    return { success: true };
  });
  renderScreen(<WalletsPage />, { adminStatus, currencies: [{ id: 1, title: 'USDT', decimals: 2 }] });
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
