import { useQuery } from '@tanstack/react-query';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart } from '../../components/charts/EChart.tsx';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { HISTOGRAM_GROUPS, sumDecimals } from '../../domain/statistics.ts';
import { Panel } from './components/Panel.tsx';
import type { StatsColumn } from './components/StatsTable.tsx';
import { TablePanel, useStatsScreen } from './components/statsScreen.tsx';

type ProfitRow = { currencyId: number; source: string; profit: string; cumulativeProfit: string };
type ProfitAnswer = { cumulativeCurrencyTitle: string; currencies: readonly { currencyId: number; currencyTitle: string }[] };

/** Gross profit: fees earned per bucket (stacked BTC, ETH, LTC, Other) and per currency, in the cumulative currency. */
export function GrossProfitPage() {
  const { t, dark, range, fmt, cols, rangeBar } = useStatsScreen();
  const gross = useQuery(statisticsQueries.grossProfit({ dateFrom: range.dateFrom, dateTo: range.dateTo, period: range.period }));
  const full = useQuery(statisticsQueries.grossProfitFull({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  /** The columns of a profit table in the answer's cumulative currency; `withSource` adds the source after the currency. */
  const profitTable = (data: ProfitAnswer, withSource: boolean) => ({
    currency: data.cumulativeCurrencyTitle,
    columns: [
      { head: 'currency', cell: (r: ProfitRow) => data.currencies.find((c) => c.currencyId === r.currencyId)?.currencyTitle ?? r.currencyId },
      ...(withSource ? [{ head: 'source', cell: (r: ProfitRow) => t(`statistics.source.${r.source}`, { defaultValue: r.source }) }] : []),
      ...cols.amounts('profit'),
      cols.cumulative('equivalent', 'cumulativeProfit'),
    ] satisfies StatsColumn<ProfitRow>[],
  });
  return (
    <div className="statistics-page">
      {rangeBar}
      <Panel title={t('statistics.gross.chart')} query={gross}>
        {(data) => {
          const chart = data.chart ?? [];
          return (
            <figure className="statistics-figure">
              <EChart label={t('statistics.gross.chart')} option={seriesOption(chart, { dark, period: range.period, order: HISTOGRAM_GROUPS })} />
              <figcaption data-testid="chart-total">
                {t('statistics.gross.chartTotal', { amount: fmt.cumulative(sumDecimals(chart.map((p) => p.value))), currency: data.cumulativeCurrencyTitle })}
              </figcaption>
            </figure>
          );
        }}
      </Panel>
      <TablePanel
        title={t('statistics.gross.byCurrency')}
        query={gross}
        table={(data) => ({
          ...profitTable(data, false),
          rowKey: (r) => r.currencyId,
          foot: [
            <th key="title" colSpan={2}>{t('statistics.gross.total')}</th>,
            <th key="total" data-testid="table-total">{`${fmt.cumulative(data.cumulativeProfit)} ${data.cumulativeCurrencyTitle}`}</th>,
          ],
        })}
      />
      <TablePanel title={t('statistics.gross.bySource')} query={full} table={(data) => ({ ...profitTable(data, true), rowKey: (r) => `${r.currencyId}-${r.source}`, sayEmpty: false })} />
    </div>
  );
}
