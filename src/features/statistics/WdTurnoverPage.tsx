import { HTMLTable, SegmentedControl } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { CODE_INTERNAL_METHOD_TYPES, HISTOGRAM_GROUPS } from '../../domain/statistics.ts';
import { Panel } from './components/Panel.tsx';
import { RangeBar } from './components/RangeBar.tsx';
import { useAmountFormat } from './components/format.ts';
import { useStatsRange } from './components/statsRange.ts';

const SERIES_ORDER = ['deposit', 'withdrawal'].flatMap((side) => HISTOGRAM_GROUPS.map((g) => `${side}.${g}`));

/**
 * Deposit and withdrawal turnover. The main view leaves code and internal transfers out (they move
 * no money in or out of the platform); the other view shows only them.
 */
export function WdTurnoverPage() {
  const { t } = useTranslation('statistics');
  const dark = useIsDarkTheme();
  const [range, setRange] = useStatsRange();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'codes' ? 'codes' : 'external';
  const methods = view === 'codes' ? { includeMethodTypes: [...CODE_INTERNAL_METHOD_TYPES] } : { excludeMethodTypes: [...CODE_INTERNAL_METHOD_TYPES] };
  const fmt = useAmountFormat();
  const chart = useQuery(statisticsQueries.transactionChart({ dateFrom: range.dateFrom, dateTo: range.dateTo, period: range.period, ...methods }));
  const stats = useQuery(statisticsQueries.transactionStats({ dateFrom: range.dateFrom, dateTo: range.dateTo, ...methods }));
  const seriesName = (key: string) => {
    const [side, group] = key.split('.');
    return `${t(`statistics.wd.${side}`)} ${group === 'Other' ? t('statistics.group.other') : group}`;
  };
  return (
    <div className="statistics-page">
      <RangeBar range={range} onChange={setRange} />
      <SegmentedControl
        aria-label={t('statistics.wd.view')}
        value={view}
        onValueChange={(v) => setParams((p) => { const n = new URLSearchParams(p); n.set('view', v); return n; }, { replace: true })}
        options={[{ value: 'external', label: t('statistics.wd.external') }, { value: 'codes', label: t('statistics.wd.codes') }]}
      />
      <Panel title={t('statistics.wd.chart')} query={chart}>
        {(data) => <EChart label={t('statistics.wd.chart')} option={seriesOption(data.items, { dark, period: data.period, order: SERIES_ORDER, seriesName })} />}
      </Panel>
      <Panel title={t('statistics.wd.table')} query={stats}>
        {(data) => (
          <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.wd.table')}>
            <thead>
              <tr>
                <th>{t('statistics.columns.currency')}</th>
                <th>{t('statistics.columns.depositCount')}</th>
                <th>{t('statistics.columns.depositAmount')}</th>
                <th>{t('statistics.columns.withdrawalCount')}</th>
                <th>{t('statistics.columns.withdrawalAmount')}</th>
                <th>{t('statistics.columns.turnoverUsd')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <tr><td colSpan={6}>{t('statistics.state.empty')}</td></tr>}
              {data.items.map((r) => (
                <tr key={r.currencyId}>
                  <td>{r.currencyTitle}</td>
                  <td>{fmt.count(r.depositCount)}</td>
                  <td>{fmt.ofId(r.depositAmount, r.currencyId)}</td>
                  <td>{fmt.count(r.withdrawalCount)}</td>
                  <td>{fmt.ofId(r.withdrawalAmount, r.currencyId)}</td>
                  <td>{fmt.cumulative(r.equivalentAmount ?? '0')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Panel>
    </div>
  );
}
