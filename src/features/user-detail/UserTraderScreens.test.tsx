import '../../components/testing/setup.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUserDetail } from './testing/renderUserDetail.tsx';
import type { TraderProfile, UserRequisite, UserTraderTransaction } from './traderApi.ts';
import { UserRequisitesScreen, UserTraderScreen, UserTransactionsScreen } from './UserTraderScreens.tsx';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const ok = { result: { Success: true, Error: null } };

const requisite = (over: Partial<UserRequisite>): UserRequisite => ({
  requisitesId: 7, userId: 42, currency: 'RUB', currencyId: 3, status: 'new', state: 'enabled', name: 'Sber 4417', paymentMethodId: 3,
  paymentMethodName: 'Sberbank', fields: {}, statusAdminName: null, statusDate: null, isInUse: false, dateCreated: '2026-03-01T10:00:00Z', ...over,
});

describe('trader user tabs', () => {
  it('lists every requisite of the user with its mark and who set it', async () => {
    const items = [
      requisite({}),
      requisite({ requisitesId: 8, name: 'Tinkoff 0032', paymentMethodName: null, state: 'blocked', status: 'problematic', statusAdminName: 'alice', statusDate: '2026-03-02T09:30:00Z' }),
    ];
    desktopLayout();
    const view = renderUserDetail(UserRequisitesScreen, '/requisites', { 'GET /v1/p2p/requisites': { ...ok, items, total: 2 } });
    const table = await screen.findByRole('region', { name: 'Requisites' });
    expect(await within(table).findByText('Sber 4417')).toBeInTheDocument();
    expect(within(table).getByText('Unmarked')).toBeInTheDocument();
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
    // The second one: blocked, marked problematic by alice, no payment method name.
    expect(within(table).getByText('Tinkoff 0032')).toBeInTheDocument();
    expect(within(table).getByText('Problematic')).toBeInTheDocument();
    expect(within(table).getByText('Blocked')).toBeInTheDocument();
    expect(within(table).getByText(/by alice, 02\.03\.2026 09:30:00/)).toBeInTheDocument();
    expect(within(table).getByText('—')).toBeInTheDocument();
    // All of them at once (spec 2 §9: per user with limit 1000).
    const call = view.calls.find((c) => c.path === '/v1/p2p/requisites')!;
    expect(call.query.get('userId')).toBe('42');
    expect(call.query.get('limit')).toBe('1000');
  });

  it('says so when the user has no requisites', async () => {
    renderUserDetail(UserRequisitesScreen, '/requisites', { 'GET /v1/p2p/requisites': { ...ok, items: [], total: 0 } });
    expect(await screen.findByText('No requisites')).toBeInTheDocument();
  });

  it('lists the user’s traders-module transactions', async () => {
    const tx = { id: 9, userId: 42, type: 'withdrawal', status: 'awaiting', amount: '12.5', currency: 'USDT', address: 'TXabc', dateCreated: '2026-03-01T10:00:00Z' } as UserTraderTransaction;
    const view = renderUserDetail(UserTransactionsScreen, '/transactions', { 'GET /v1/transactions': { ...ok, items: [tx], total: 1 } });
    const table = await screen.findByRole('region', { name: 'Transactions' });
    expect(await within(table).findByText('Withdrawal')).toBeInTheDocument();
    expect(within(table).getByText('Awaiting')).toBeInTheDocument();
    expect(view.calls.find((c) => c.path === '/v1/transactions')!.query.get('userId')).toBe('42');
  });

  it('shows the trader’s P2P statistics, times in minutes', async () => {
    const data = {
      userId: 42, completedTrades: 31, averageTradeTime: 90, medianTradeTime: -1, rating: 0.87, monthlyVolume: '1500', allVolume: '20000',
      lostDisputesCount: 1, wonDisputesCount: 4, statistics: { trades: { totalClients: 3, medianTradesTime: 0, firstTradeDate: null, lastTradeDate: null }, clients: { trusted: 0, blocked: 0 } },
    } as unknown as TraderProfile;
    renderUserDetail(UserTraderScreen, '/trader', { 'GET /v1/p2p/stats/profile': { ...ok, data } });
    expect(await screen.findByText('Completed trades')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    expect(screen.getByText('1.50')).toBeInTheDocument();
    expect(screen.getByText('87%')).toBeInTheDocument();
    expect(screen.getByText('20,000')).toBeInTheDocument();
  });
});
