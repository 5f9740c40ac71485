import { Callout, FormGroup, HTMLSelect, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { errorText } from '../../components/errorText.ts';
import { formatAmount, formatCount } from '../../components/numberFormat.ts';
import { defaultStatsRange, HISTOGRAM_GROUPS, STATS_PERIODS, sumDecimals, type StatsPeriod } from '../../domain/statistics.ts';
import { TableHead } from '../../components/TableHead.tsx';

/** The chart's series in order: deposits then withdrawals, each by histogram group (BTC, ETH, LTC, Other). */
const SERIES_ORDER = ['deposit', 'withdrawal'].flatMap((side) => HISTOGRAM_GROUPS.map((group) => `${side}.${group}`));

const usd = (value: string) => formatAmount(value, 2);

/**
 * Merchant statistics (POST v2/Finance/GetMerchantStats and GetMerchantStatsChart): deposits,
 * withdrawals, fees and invoices per currency valued in USD, and the chart of deposits and
 * withdrawals per period, over the period's default range (30 days by day, 12 weeks, a year by
 * month, five years). Loaded only when the Stores tab's statistics are opened, so the stores list
 * does not carry echarts.
 */
export function MerchantStatsPanel() {
  const { t } = useTranslation('merchants');
  const dark = useIsDarkTheme();
  const [period, setPeriod] = useState<StatsPeriod>('Day');
  const range = defaultStatsRange(period, Math.floor(Date.now() / 1000));
  const stats = useQuery({
    queryKey: ['merchants', 'stats', range],
    queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Finance/GetMerchantStats', { body: range, signal })),
  });
  const chart = useQuery({
    queryKey: ['merchants', 'statsChart', period, range],
    queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Finance/GetMerchantStatsChart', { body: { ...range, period }, signal })),
  });
  const seriesName = (key: string) => {
    const [side, group] = key.split('.');
    return t(`merchants.stats.series.${side === 'deposit' ? 'deposit' : 'withdrawal'}`, { group: group === 'Other' ? t('merchants.stats.other') : group });
  };
  const failure = stats.error ?? chart.error;
  return (
    <div className="merchant-stats">
      <FormGroup inline label={t('merchants.stats.period')} labelFor="merchant-stats-period">
        <HTMLSelect id="merchant-stats-period" value={period} onChange={(e) => setPeriod(e.target.value as StatsPeriod)}>
          {STATS_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`merchants.stats.periods.${p}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {failure ? (
        <Callout intent={Intent.DANGER} role="alert">
          {t('merchants.stats.failed', { error: errorText(failure) })}
        </Callout>
      ) : null}
      {stats.isPending || chart.isPending ? <Spinner size={24} aria-label={t('merchants.stats.loading')} /> : null}
      {chart.data ? <EChart label={t('merchants.stats.chart')} option={seriesOption(chart.data.items, { dark, period: chart.data.period, order: SERIES_ORDER, seriesName })} height={260} /> : null}
      {stats.data ? (
        <HTMLTable compact striped className="merchant-stats-table" aria-label={t('merchants.stats.table')}>
          <TableHead columns={[t('merchants.stats.columns.currency'), t('merchants.stats.columns.deposits'), t('merchants.stats.columns.withdrawals'), t('merchants.stats.columns.fees'), t('merchants.stats.columns.invoices')]} />
          <tbody>
            {stats.data.items.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('merchants.stats.empty')}</td>
              </tr>
            ) : null}
            {stats.data.items.map((r) => (
              <tr key={r.currencyId}>
                <td>{r.currencyTitle}</td>
                <td>{usd(r.depositAmount)}</td>
                <td>{usd(r.withdrawalAmount)}</td>
                <td>{usd(r.fees)}</td>
                <td>{formatCount(r.invoicesCount)}</td>
              </tr>
            ))}
          </tbody>
          {stats.data.items.length > 0 ? (
            <tfoot>
              <tr>
                <th>{t('merchants.stats.total')}</th>
                <th>{usd(sumDecimals(stats.data.items.map((r) => r.depositAmount)))}</th>
                <th>{usd(sumDecimals(stats.data.items.map((r) => r.withdrawalAmount)))}</th>
                <th>{usd(sumDecimals(stats.data.items.map((r) => r.fees)))}</th>
                <th>{formatCount(stats.data.items.reduce((n, r) => n + r.invoicesCount, 0))}</th>
              </tr>
            </tfoot>
          ) : null}
        </HTMLTable>
      ) : null}
    </div>
  );
}
