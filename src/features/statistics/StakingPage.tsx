import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { HISTOGRAM_GROUPS } from '../../domain/statistics.ts';
import { Panel } from './components/Panel.tsx';
import { RangeBar } from './components/RangeBar.tsx';
import { useAmountFormat } from './components/format.ts';
import { useStatsRange } from './components/statsRange.ts';

/** Staking: rewards per bucket (BTC, ETH, LTC, Other) and balances and incomes per currency. */
export function StakingPage() {
  const { t } = useTranslation('statistics');
  const dark = useIsDarkTheme();
  const [range, setRange] = useStatsRange();
  const fmt = useAmountFormat();
  const chart = useQuery(statisticsQueries.stakingChart({ period: range.period, dateFrom: range.dateFrom, dateTo: range.dateTo }));
  const stats = useQuery(statisticsQueries.stakingStats({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  return (
    <div className="statistics-page">
      <RangeBar range={range} onChange={setRange} />
      <Panel title={t('statistics.staking.chart')} query={chart}>
        {(data) => <EChart label={t('statistics.staking.chart')} option={seriesOption(data.items, { dark, period: data.period, order: HISTOGRAM_GROUPS, seriesName: (k) => (k === 'Other' ? t('statistics.group.other') : k) })} />}
      </Panel>
      <Panel title={t('statistics.staking.table')} query={stats}>
        {(data) => (
          <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.staking.table')}>
            <thead>
              <tr>
                <th>{t('statistics.columns.currency')}</th>
                <th>{t('statistics.columns.balance')}</th>
                <th>{t('statistics.columns.rewards')}</th>
                <th>{t('statistics.columns.totalIncome')}</th>
                <th>{t('statistics.columns.monthlyIncome')}</th>
                <th>{t('statistics.columns.dailyIncome')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <tr><td colSpan={6}>{t('statistics.state.empty')}</td></tr>}
              {data.items.map((r) => (
                <tr key={r.currencyId}>
                  <td>{r.currencyTitle}</td>
                  <td>{fmt.ofId(r.balance, r.currencyId)}</td>
                  <td>{fmt.ofId(r.rewards, r.currencyId)}</td>
                  <td>{fmt.ofId(r.totalIncome, r.currencyId)}</td>
                  <td>{fmt.ofId(r.monthlyIncome, r.currencyId)}</td>
                  <td>{fmt.ofId(r.dailyIncome, r.currencyId)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>{t('statistics.staking.cumulative')}</th>
                <th>{fmt.cumulative(data.cumulativeBalance)}</th>
                <th>{fmt.cumulative(data.cumulativeRewards)}</th>
                <th>{fmt.cumulative(data.cumulativeTotalIncome)}</th>
                <th>{fmt.cumulative(data.cumulativeMonthlyIncome)}</th>
                <th>{fmt.cumulative(data.cumulativeDailyIncome)}</th>
              </tr>
            </tfoot>
          </HTMLTable>
        )}
      </Panel>
    </div>
  );
}
