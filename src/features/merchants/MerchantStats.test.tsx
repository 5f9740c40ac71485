import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StoresPage } from './StoresPage.tsx';
import { desktopLayout, renderMerchants, reply } from './testing/renderMerchants.tsx';

vi.mock('../../components/charts/EChart.tsx', () => ({
  useIsDarkTheme: () => false,
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
beforeAll(desktopLayout);

const stats = {
  items: [
    { currencyId: 1, currencyTitle: 'BTC', depositAmount: '1200.5', withdrawalAmount: '300', fees: '12.25', invoicesCount: 1500 },
    { currencyId: 3, currencyTitle: 'USDT', depositAmount: '800', withdrawalAmount: '0', fees: '4', invoicesCount: 20 },
  ],
  total: 2,
};

describe('merchant statistics above the stores', () => {
  it('loads nothing until opened, then shows the figures per currency, their total and the chart; a period asks again', async () => {
    const api = renderMerchants(StoresPage, '/merchants', {
      'GET /v2/Marketplace/stores': { items: [], total: 0 },
      'POST /v2/Finance/GetMerchantStats': stats,
      'POST /v2/Finance/GetMerchantStatsChart': { period: 'Day', items: [{ date: '2026-03-01T00:00:00Z', series: 'deposit.BTC', value: '1200.5' }] },
    });
    await waitFor(() => expect(api.of('/v2/Marketplace/stores')).toHaveLength(1));
    expect(api.of('/v2/Finance/GetMerchantStats')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show statistics' }));
    const table = await screen.findByRole('table', { name: 'Merchant statistics by currency' });
    expect(within(table).getByText('1,200.5')).toBeInTheDocument();
    expect(within(table).getByText('2,000.5')).toBeInTheDocument();
    expect(within(table).getByText('1,520')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Merchant deposits and withdrawals, USD' })).toBeInTheDocument();
    const first = api.of('/v2/Finance/GetMerchantStatsChart')[0]!.body as { period: string; dateFrom: number; dateTo: number };
    expect(first.period).toBe('Day');
    expect(first.dateTo - first.dateFrom).toBe(30 * 86400 - 1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Month');
    await waitFor(() => expect(api.of('/v2/Finance/GetMerchantStatsChart').some((c) => (c.body as { period: string }).period === 'Month')).toBe(true));
  });

  it('says why when the statistics cannot be loaded', async () => {
    renderMerchants(StoresPage, '/merchants', {
      'GET /v2/Marketplace/stores': { items: [], total: 0 },
      'POST /v2/Finance/GetMerchantStats': reply(500, { error: { status: 500, code: 500, reason: 'unexpected', message: 'Unexpected error' } }),
      'POST /v2/Finance/GetMerchantStatsChart': { period: 'Day', items: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show statistics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The statistics could not be loaded: Unexpected error');
  });
});
