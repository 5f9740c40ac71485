import '../../components/testing/setup.ts';
import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { vi } from 'vitest';
import en from '../../../locales/en/statistics.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { reply, stubApi } from '../../components/testing/stubApi.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { DashboardPage } from './DashboardPage.tsx';

vi.mock('../../components/charts/EChart.tsx', () => ({
  useIsDarkTheme: () => false,
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const answers: Record<string, unknown> = {
  'POST /v2/User/GetUsersStats': { totalUsers: 12345, newUsers: 120, activeUsers: 800, verifiedUsers: 40, verificationRequests: 75, warningAccounts: 3 },
  'POST /v2/Finance/GetGrossProfit': { cumulativeCurrencyId: 2, cumulativeCurrencyTitle: 'USD', cumulativeProfit: '987.6', currencies: [], dateFrom: '2026-10-24T00:00:00.000Z', dateTo: '2026-11-22T23:59:59.000Z', items: [], total: 0, chart: [] },
  'POST /v2/User/GetUsersChart': { period: 'Day', items: [] },
  'POST /v2/Finance/GetTransactionStats': { items: [{ currencyId: 1, currencyTitle: 'BTC', depositCount: 5, depositAmount: '1', withdrawalCount: 2, withdrawalAmount: '0.5', equivalentAmount: '150000' }], total: 1 },
  'GET /v1/statistic': { result: { Success: true, Error: null }, items: [{ currency: 'BTC', type: 'p2p', amount: '2', count: 7, equivalentAmount: '194000' }], total: 1 },
  // without dates: every deal, so active means open now; with the 30 days: the arbitrator calls of the period
  'GET /p2p/Admin/Trade/statistic': (call: { query: URLSearchParams }) => ({
    tradesCount: 900, completedCount: 700, cancelledCount: 150, disputesCount: 4, activeCount: call.query.has('dateFrom') ? 12 : 1234,
    arbitratorCallsCount: call.query.has('dateFrom') ? 17 : 300, turnover: '1000', equivalentCurrencyTitle: 'USD',
  }),
  'GET /v1/arbitrator/trades': { result: { Success: true, Error: null }, data: [], total: 5 },
};

function renderDashboard(overrides: Record<string, { status: number; body: unknown }> = {}, adminStatus: CurrentAdmin['adminStatus'] = 0) {
  if (!i18next.hasResourceBundle('en', 'statistics')) i18next.addResourceBundle('en', 'statistics', en);
  const replies = Object.fromEntries(Object.entries(overrides).map(([key, { status, body }]) => [key, reply(status, body)]));
  const calls = stubApi({ ...answers, ...replies }, undefined, { items: [], cumulativeCurrencyId: 2, cumulativeCurrencyTitle: 'USD' });

  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const admin: CurrentAdmin = { id: 1, userName: 'staff', email: 'staff@example.com', adminStatus, isBlocked: false, is2faEnabled: false, settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC' } };
  client.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  const view = render(
    <BlueprintProvider>
      <QueryClientProvider client={client}>
        <DashboardPage />
      </QueryClientProvider>
    </BlueprintProvider>,
  );
  return { ...view, calls };
}

describe('the dashboard', () => {
  it('shows users, gross profit, transaction stats and the P2P statistic in USD', async () => {
    renderDashboard();
    const users = screen.getByRole('region', { name: 'Users' });
    expect(await within(users).findByText('12,345')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Gross profit, 30 days' })).findByText('987.6 USD')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Withdraw / deposit, 30 days' })).findByText('150,000')).toBeInTheDocument();
    const p2p = screen.getByRole('region', { name: 'P2P, 30 days' });
    expect(await within(p2p).findByText('Deals: 7')).toBeInTheDocument();
    expect(within(p2p).getAllByText('194,000 USD')).toHaveLength(2);
  });

  it('shows support only the cards its status may fill, and asks the server for no other', async () => {
    const { calls } = renderDashboard({}, 2);
    expect(await within(screen.getByRole('region', { name: 'Users' })).findByText('12,345')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Active deals', 'Arbitrator calls', 'Users', 'Registrations, 30 days']);
    expect(screen.queryByText('Not available for your admin status')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /p2p/Admin/Trade/statistic',
      'GET /p2p/Admin/Trade/statistic',
      'GET /v1/arbitrator/trades',
      'POST /v2/User/GetUsersChart',
      'POST /v2/User/GetUsersStats',
    ]);
  });

  it('counts the active deals open now and the arbitrator calls of 30 days and waiting now', async () => {
    renderDashboard();
    const active = screen.getByRole('region', { name: 'Active deals' });
    expect(await within(active).findByText('1,234')).toBeInTheDocument();
    expect(within(active).getByText('4')).toBeInTheDocument();
    const calls = screen.getByRole('region', { name: 'Arbitrator calls' });
    expect(await within(calls).findByText('17')).toBeInTheDocument();
    expect(await within(calls).findByText('5')).toBeInTheDocument();
  });

  it('still says so when the server refuses a card it was thought to allow', async () => {
    renderDashboard({ 'POST /v2/Finance/GetFinanceStatus': { status: 403, body: { error: { status: 403, code: 102, message: 'Action is not allowed' } } } });
    const finance = screen.getByRole('region', { name: 'Finance status' });
    expect(await within(finance).findByText('Not available for your admin status')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Users' })).findByText('12,345')).toBeInTheDocument();
  });
});
