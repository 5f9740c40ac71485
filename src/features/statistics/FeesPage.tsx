import { useQuery } from '@tanstack/react-query';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart } from '../../components/charts/EChart.tsx';
import { categoryOption } from '../../components/charts/chartOptions.ts';
import { PROFIT_SOURCES, sumDecimals } from '../../domain/statistics.ts';
import { Panel } from './components/Panel.tsx';
import { StatsTable } from './components/StatsTable.tsx';
import { useStatsScreen } from './components/statsScreen.tsx';

/** Fees per currency and source (GET v1/statistic, createdFrom/createdTo in unix seconds), valued in USD. */
export function FeesPage() {
  const { t, dark, range, cols, rangeBar } = useStatsScreen({ withPeriod: false });
  const fees = useQuery(statisticsQueries.v1Statistic({ kind: 'fees', createdFrom: range.dateFrom, createdTo: range.dateTo, offset: 0, limit: 1000 }));
  return (
    <div className="statistics-page">
      {rangeBar}
      <Panel title={t('statistics.fees.title')} query={fees}>
        {(data) => {
          const bySource = PROFIT_SOURCES.map((s) => ({ name: t(`statistics.source.${s}`), value: sumDecimals(data.items.filter((i) => i.type === s).map((i) => i.equivalentAmount)) }));
          return (
            <>
              <EChart label={t('statistics.fees.chart')} option={categoryOption(bySource, { dark, seriesName: 'USD' })} height={260} />
              <StatsTable
                label={t('statistics.fees.title')}
                columns={[
                  cols.currency,
                  { head: 'source', cell: (r) => t(`statistics.source.${r.type}`, { defaultValue: r.type }) },
                  ...cols.counts('count'),
                  cols.amountOfTitle,
                  cols.cumulative('turnoverUsd', 'equivalentAmount'),
                ]}
                rows={data.items}
                rowKey={(r) => `${r.currency}-${r.type}`}
              />
            </>
          );
        }}
      </Panel>
    </div>
  );
}
