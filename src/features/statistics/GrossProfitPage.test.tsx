import '../../components/testing/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { GrossProfitPage } from './GrossProfitPage.tsx';
import { WdTurnoverPage } from './WdTurnoverPage.tsx';
import { renderStatistics } from './testing/renderStatistics.tsx';

// jsdom has no canvas: the chart shows its series as text, which is what these tests read.
vi.mock('../../components/charts/EChart.tsx', () => ({
  useIsDarkTheme: () => false,
  EChart: ({ label, option }: { label: string; option: { series: { name: string; data: number[] }[] } }) => (
    <div role="img" aria-label={label}>
      {option.series.map((s) => `${s.name}:${s.data.join(',')}`).join(' | ')}
    </div>
  ),
}));

const gross = {
  cumulativeCurrencyId: 2, cumulativeCurrencyTitle: 'USD', cumulativeProfit: '1500.5', dateFrom: '2026-10-01T00:00:00.000Z', dateTo: '2026-10-31T23:59:59.000Z',
  currencies: [{ currencyId: 1, currencyTitle: 'BTC' }, { currencyId: 3, currencyTitle: 'USDT' }],
  items: [
    { currencyId: 1, source: 'all', profit: '0.01', cumulativeProfit: '1000.25' },
    { currencyId: 3, source: 'all', profit: '500.25', cumulativeProfit: '500.25' },
  ],
  total: 2,
  chart: [
    { date: '2026-10-01T00:00:00.000Z', series: 'BTC', value: '600' },
    { date: '2026-10-01T00:00:00.000Z', series: 'Other', value: '200.25' },
    { date: '2026-11-01T00:00:00.000Z', series: 'BTC', value: '400.25' },
    { date: '2026-11-01T00:00:00.000Z', series: 'Other', value: '300' },
  ],
};

describe('the Gross profit tab', () => {
  it('asks for the range of the URL with the end of day, and shows a chart whose total is the table total', async () => {
    const view = renderStatistics(GrossProfitPage, '/statistics/gross-profit?from=2026-10-01&to=2026-10-31&period=Month', {
      'POST /v2/Finance/GetGrossProfit': gross,
      'POST /v2/Finance/GetGrossProfitFull': { ...gross, items: [{ currencyId: 1, source: 'p2p', profit: '0.01', cumulativeProfit: '1000.25' }], chart: undefined },
    });
    expect(await screen.findByTestId('table-total')).toHaveTextContent('1,500.5 USD');
    expect(screen.getByTestId('chart-total')).toHaveTextContent('Chart total: 1,500.5 USD');
    expect(screen.getByRole('img', { name: 'Gross profit by period' })).toHaveTextContent('BTC:600,400.25 | Other:200.25,300');
    const table = screen.getByRole('table', { name: 'Gross profit by currency' });
    expect(within(table).getByText('USDT')).toBeInTheDocument();
    expect(await screen.findByText('P2P')).toBeInTheDocument();
    const asked = view.calls.find((c) => c.path === '/v2/Finance/GetGrossProfit');
    expect(asked?.body).toEqual({ dateFrom: Date.UTC(2026, 9, 1) / 1000, dateTo: Date.UTC(2026, 9, 31) / 1000 + 86_399, period: 'Month' });
  });

  it('defaults to Day and changes the period from the select', async () => {
    const view = renderStatistics(GrossProfitPage, '/statistics/gross-profit', { 'POST /v2/Finance/GetGrossProfit': gross, 'POST /v2/Finance/GetGrossProfitFull': gross });
    await screen.findByTestId('table-total');
    expect(screen.getByLabelText('Period')).toHaveValue('Day');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Year');
    await vi.waitFor(() => expect(view.calls.some((c) => (c.body as { period?: string } | undefined)?.period === 'Year')).toBe(true));
    expect(view.router.state.location.search).toContain('period=Year');
  });
});

describe('the W / D turnover tab', () => {
  it('leaves code and internal transfers out, and shows only them in the other view', async () => {
    const chart = { period: 'Day', items: [] };
    const stats = { items: [{ currencyId: 1, currencyTitle: 'BTC', depositCount: 3, depositAmount: '1.5', withdrawalCount: 1, withdrawalAmount: '0.5', equivalentAmount: '200000' }], total: 1 };
    const view = renderStatistics(WdTurnoverPage, '/statistics/withdrawal-deposit-turnover', {
      'POST /v2/Finance/GetTransactionStatsChart': chart,
      'POST /v2/Finance/GetTransactionStats': stats,
    });
    expect(await screen.findByText('200,000')).toBeInTheDocument();
    const first = view.calls.find((c) => c.path === '/v2/Finance/GetTransactionStats')!.body as Record<string, unknown>;
    expect(first.excludeMethodTypes).toEqual(['code', 'internal']);
    await userEvent.click(screen.getByRole('radio', { name: 'Codes and internal transfers' }));
    await vi.waitFor(() => {
      const last = view.calls.filter((c) => c.path === '/v2/Finance/GetTransactionStats').at(-1)!.body as Record<string, unknown>;
      expect(last.includeMethodTypes).toEqual(['code', 'internal']);
    });
  });
});
