import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { categoryOption } from '../../components/charts/chartOptions.ts';
import { PROFIT_SOURCES, sumDecimals } from '../../domain/statistics.ts';
import { Panel } from './components/Panel.tsx';
import { RangeBar } from './components/RangeBar.tsx';
import { useAmountFormat } from './components/format.ts';
import { useStatsRange } from './components/statsRange.ts';

/** Fees per currency and source (GET v1/statistic, createdFrom/createdTo in unix seconds), valued in USD. */
export function FeesPage() {
  const { t } = useTranslation('statistics');
  const dark = useIsDarkTheme();
  const [range, setRange] = useStatsRange();
  const fmt = useAmountFormat();
  const fees = useQuery(statisticsQueries.v1Statistic({ kind: 'fees', createdFrom: range.dateFrom, createdTo: range.dateTo, offset: 0, limit: 1000 }));
  return (
    <div className="statistics-page">
      <RangeBar range={range} onChange={setRange} withPeriod={false} />
      <Panel title={t('statistics.fees.title')} query={fees}>
        {(data) => {
          const bySource = PROFIT_SOURCES.map((s) => ({ name: t(`statistics.source.${s}`), value: sumDecimals(data.items.filter((i) => i.type === s).map((i) => i.equivalentAmount)) }));
          return (
            <>
              <EChart label={t('statistics.fees.chart')} option={categoryOption(bySource, { dark, seriesName: 'USD' })} height={260} />
              <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.fees.title')}>
                <thead>
                  <tr>
                    <th>{t('statistics.columns.currency')}</th>
                    <th>{t('statistics.columns.source')}</th>
                    <th>{t('statistics.columns.count')}</th>
                    <th>{t('statistics.columns.amount')}</th>
                    <th>{t('statistics.columns.turnoverUsd')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.length === 0 && <tr><td colSpan={5}>{t('statistics.state.empty')}</td></tr>}
                  {data.items.map((r) => (
                    <tr key={`${r.currency}-${r.type}`}>
                      <td>{r.currency}</td>
                      <td>{t(`statistics.source.${r.type}`, { defaultValue: r.type })}</td>
                      <td>{fmt.count(r.count)}</td>
                      <td>{fmt.ofTitle(r.amount, r.currency)}</td>
                      <td>{fmt.cumulative(r.equivalentAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </>
          );
        }}
      </Panel>
    </div>
  );
}
