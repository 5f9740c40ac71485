import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { categoryOption } from '../../components/charts/chartOptions.ts';
import { Panel } from './components/Panel.tsx';
import { RangeBar } from './components/RangeBar.tsx';
import { useAmountFormat } from './components/format.ts';
import { useStatsRange } from './components/statsRange.ts';

/** Trade turnover per market (in the cumulative currency) and the P2P turnover per crypto currency, in USD. */
export function TradeTurnoverPage() {
  const { t } = useTranslation('statistics');
  const dark = useIsDarkTheme();
  const [range, setRange] = useStatsRange();
  const fmt = useAmountFormat();
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const title = (id: number) => currencies.find((c) => c.id === id)?.title ?? String(id);
  const trading = useQuery(statisticsQueries.tradingStats({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  const p2p = useQuery(statisticsQueries.v1Statistic({ kind: 'p2p', createdFrom: range.dateFrom, createdTo: range.dateTo, offset: 0, limit: 1000 }));
  return (
    <div className="statistics-page">
      <RangeBar range={range} onChange={setRange} withPeriod={false} />
      <Panel title={t('statistics.trade.markets')} query={trading}>
        {(data) => (
          <>
            <EChart
              label={t('statistics.trade.markets')}
              option={categoryOption(data.items.map((m) => ({ name: `${title(m.baseCurrencyId)}/${title(m.derivedCurrencyId)}`, value: m.equivalentVolume })), { dark, seriesName: data.cumulativeCurrencyTitle })}
            />
            <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.trade.markets')}>
              <thead>
                <tr>
                  <th>{t('statistics.columns.market')}</th>
                  <th>{t('statistics.columns.buyVolume')}</th>
                  <th>{t('statistics.columns.sellVolume')}</th>
                  <th>{t('statistics.columns.tradesCount')}</th>
                  <th>{t('statistics.columns.equivalent', { currency: data.cumulativeCurrencyTitle })}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.length === 0 && <tr><td colSpan={5}>{t('statistics.state.empty')}</td></tr>}
                {data.items.map((m) => (
                  <tr key={m.marketId}>
                    <td>{`${title(m.baseCurrencyId)}/${title(m.derivedCurrencyId)}`}</td>
                    <td>{fmt.ofId(m.buyVolume, m.baseCurrencyId)}</td>
                    <td>{fmt.ofId(m.sellVolume, m.baseCurrencyId)}</td>
                    <td>{fmt.count(m.tradesCount)}</td>
                    <td>{fmt.cumulative(m.equivalentVolume)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </Panel>
      <Panel title={t('statistics.trade.p2p')} query={p2p}>
        {(data) => (
          <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.trade.p2p')}>
            <thead>
              <tr>
                <th>{t('statistics.columns.currency')}</th>
                <th>{t('statistics.columns.deals')}</th>
                <th>{t('statistics.columns.amount')}</th>
                <th>{t('statistics.columns.turnoverUsd')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <tr><td colSpan={4}>{t('statistics.state.empty')}</td></tr>}
              {data.items.map((r) => (
                <tr key={r.currency}>
                  <td>{r.currency}</td>
                  <td>{fmt.count(r.count)}</td>
                  <td>{fmt.ofTitle(r.amount, r.currency)}</td>
                  <td>{fmt.cumulative(r.equivalentAmount)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Panel>
    </div>
  );
}
