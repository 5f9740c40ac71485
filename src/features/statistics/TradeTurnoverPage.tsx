import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart } from '../../components/charts/EChart.tsx';
import { categoryOption } from '../../components/charts/chartOptions.ts';
import { Panel } from './components/Panel.tsx';
import { StatsTable } from './components/StatsTable.tsx';
import { TablePanel, useStatsScreen } from './components/statsScreen.tsx';

/** Trade turnover per market (in the cumulative currency) and the P2P turnover per crypto currency, in USD. */
export function TradeTurnoverPage() {
  const { t, dark, range, fmt, cols, rangeBar } = useStatsScreen({ withPeriod: false });
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const title = (id: number) => currencies.find((c) => c.id === id)?.title ?? String(id);
  const market = (m: { baseCurrencyId: number; derivedCurrencyId: number }) => `${title(m.baseCurrencyId)}/${title(m.derivedCurrencyId)}`;
  const trading = useQuery(statisticsQueries.tradingStats({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  const p2p = useQuery(statisticsQueries.v1Statistic({ kind: 'p2p', createdFrom: range.dateFrom, createdTo: range.dateTo, offset: 0, limit: 1000 }));
  return (
    <div className="statistics-page">
      {rangeBar}
      <Panel title={t('statistics.trade.markets')} query={trading}>
        {(data) => (
          <>
            <EChart
              label={t('statistics.trade.markets')}
              option={categoryOption(data.items.map((m) => ({ name: market(m), value: m.equivalentVolume })), { dark, seriesName: data.cumulativeCurrencyTitle })}
            />
            <StatsTable
              label={t('statistics.trade.markets')}
              currency={data.cumulativeCurrencyTitle}
              columns={[
                { head: 'market', cell: market },
                ...(['buyVolume', 'sellVolume'] as const).map((k) => ({ head: k, cell: (m: (typeof data.items)[number]) => fmt.ofId(m[k], m.baseCurrencyId) })),
                ...cols.counts('tradesCount'),
                cols.cumulative('equivalent', 'equivalentVolume'),
              ]}
              rows={data.items}
              rowKey={(m) => m.marketId}
            />
          </>
        )}
      </Panel>
      <TablePanel
        title={t('statistics.trade.p2p')}
        query={p2p}
        table={() => ({ columns: [cols.currency, { head: 'deals', cell: (r) => fmt.count(r.count) }, cols.amountOfTitle, cols.cumulative('turnoverUsd', 'equivalentAmount')], rowKey: (r) => r.currency })}
      />
    </div>
  );
}
