import { useQuery } from '@tanstack/react-query';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { HISTOGRAM_GROUPS } from '../../domain/statistics.ts';
import { ChartPanel, TablePanel, useStatsScreen } from './components/statsScreen.tsx';

const INCOMES = ['balance', 'rewards', 'totalIncome', 'monthlyIncome', 'dailyIncome'] as const;
const CUMULATIVE = { balance: 'cumulativeBalance', rewards: 'cumulativeRewards', totalIncome: 'cumulativeTotalIncome', monthlyIncome: 'cumulativeMonthlyIncome', dailyIncome: 'cumulativeDailyIncome' } as const;

/** Staking: rewards per bucket (BTC, ETH, LTC, Other) and balances and incomes per currency. */
export function StakingPage() {
  const { t, dark, range, fmt, cols, rangeBar } = useStatsScreen();
  const chart = useQuery(statisticsQueries.stakingChart({ period: range.period, dateFrom: range.dateFrom, dateTo: range.dateTo }));
  const stats = useQuery(statisticsQueries.stakingStats({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  return (
    <div className="statistics-page">
      {rangeBar}
      <ChartPanel
        title={t('statistics.staking.chart')}
        query={chart}
        option={(data) => seriesOption(data.items, { dark, period: data.period, order: HISTOGRAM_GROUPS, seriesName: (k) => (k === 'Other' ? t('statistics.group.other') : k) })}
      />
      <TablePanel
        title={t('statistics.staking.table')}
        query={stats}
        table={(data) => ({
          columns: [cols.currencyTitle, ...cols.amounts(...INCOMES)],
          rowKey: (r) => r.currencyId,
          foot: [<th key="title">{t('statistics.staking.cumulative')}</th>, ...INCOMES.map((k) => <th key={k}>{fmt.cumulative(data[CUMULATIVE[k]])}</th>)],
        })}
      />
    </div>
  );
}
