import '../../components/testing/setup.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUserDetail } from './testing/renderUserDetail.tsx';
import type { TraderProfile, UserTraderTransaction } from './traderApi.ts';
import { UserTraderScreen, UserTransactionsScreen } from './UserTraderScreens.tsx';

afterEach(() => vi.unstubAllGlobals());

const ok = { result: { Success: true, Error: null } };

describe('trader user tabs', () => {
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
