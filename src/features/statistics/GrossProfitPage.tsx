import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { HISTOGRAM_GROUPS, sumDecimals } from '../../domain/statistics.ts';

import { Panel } from './components/Panel.tsx';
import { RangeBar } from './components/RangeBar.tsx';
import { useAmountFormat } from './components/format.ts';
import { useStatsRange } from './components/statsRange.ts';

/** Gross profit: fees earned per bucket (stacked BTC, ETH, LTC, Other) and per currency, in the cumulative currency. */
export function GrossProfitPage() {
  const { t } = useTranslation('statistics');
  const dark = useIsDarkTheme();
  const [range, setRange] = useStatsRange();
  const fmt = useAmountFormat();
  const gross = useQuery(statisticsQueries.grossProfit({ dateFrom: range.dateFrom, dateTo: range.dateTo, period: range.period }));
  const full = useQuery(statisticsQueries.grossProfitFull({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  return (
    <div className="statistics-page">
      <RangeBar range={range} onChange={setRange} />
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
      <Panel title={t('statistics.gross.byCurrency')} query={gross}>
        {(data) => (
          <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.gross.byCurrency')}>
            <thead>
              <tr>
                <th>{t('statistics.columns.currency')}</th>
                <th>{t('statistics.columns.profit')}</th>
                <th>{t('statistics.columns.equivalent', { currency: data.cumulativeCurrencyTitle })}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <tr><td colSpan={3}>{t('statistics.state.empty')}</td></tr>}
              {data.items.map((r) => (
                <tr key={r.currencyId}>
                  <td>{data.currencies.find((c) => c.currencyId === r.currencyId)?.currencyTitle ?? r.currencyId}</td>
                  <td>{fmt.ofId(r.profit, r.currencyId)}</td>
                  <td>{fmt.cumulative(r.cumulativeProfit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={2}>{t('statistics.gross.total')}</th>
                <th data-testid="table-total">{`${fmt.cumulative(data.cumulativeProfit)} ${data.cumulativeCurrencyTitle}`}</th>
              </tr>
            </tfoot>
          </HTMLTable>
        )}
      </Panel>
      <Panel title={t('statistics.gross.bySource')} query={full}>
        {(data) => (
          <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.gross.bySource')}>
            <thead>
              <tr>
                <th>{t('statistics.columns.currency')}</th>
                <th>{t('statistics.columns.source')}</th>
                <th>{t('statistics.columns.profit')}</th>
                <th>{t('statistics.columns.equivalent', { currency: data.cumulativeCurrencyTitle })}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => (
                <tr key={`${r.currencyId}-${r.source}`}>
                  <td>{data.currencies.find((c) => c.currencyId === r.currencyId)?.currencyTitle ?? r.currencyId}</td>
                  <td>{t(`statistics.source.${r.source}`, { defaultValue: r.source })}</td>
                  <td>{fmt.ofId(r.profit, r.currencyId)}</td>
                  <td>{fmt.cumulative(r.cumulativeProfit)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Panel>
    </div>
  );
}
