import { SegmentedControl } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { CODE_INTERNAL_METHOD_TYPES, HISTOGRAM_GROUPS } from '../../domain/statistics.ts';
import { ChartPanel, TablePanel, useStatsScreen } from './components/statsScreen.tsx';

const SERIES_ORDER = ['deposit', 'withdrawal'].flatMap((side) => HISTOGRAM_GROUPS.map((g) => `${side}.${g}`));

/**
 * Deposit and withdrawal turnover. The main view leaves code and internal transfers out (they move
 * no money in or out of the platform); the other view shows only them.
 */
export function WdTurnoverPage() {
  const { t, dark, range, cols, rangeBar } = useStatsScreen();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'codes' ? 'codes' : 'external';
  const methods = view === 'codes' ? { includeMethodTypes: [...CODE_INTERNAL_METHOD_TYPES] } : { excludeMethodTypes: [...CODE_INTERNAL_METHOD_TYPES] };
  const chart = useQuery(statisticsQueries.transactionChart({ dateFrom: range.dateFrom, dateTo: range.dateTo, period: range.period, ...methods }));
  const stats = useQuery(statisticsQueries.transactionStats({ dateFrom: range.dateFrom, dateTo: range.dateTo, ...methods }));
  const seriesName = (key: string) => {
    const [side, group] = key.split('.');
    return `${t(`statistics.wd.${side}`)} ${group === 'Other' ? t('statistics.group.other') : group}`;
  };
  return (
    <div className="statistics-page">
      {rangeBar}
      <SegmentedControl
        aria-label={t('statistics.wd.view')}
        value={view}
        onValueChange={(v) => setParams((p) => { const n = new URLSearchParams(p); n.set('view', v); return n; }, { replace: true })}
        options={[{ value: 'external', label: t('statistics.wd.external') }, { value: 'codes', label: t('statistics.wd.codes') }]}
      />
      <ChartPanel title={t('statistics.wd.chart')} query={chart} option={(data) => seriesOption(data.items, { dark, period: data.period, order: SERIES_ORDER, seriesName })} />
      <TablePanel
        title={t('statistics.wd.table')}
        query={stats}
        table={() => ({
          columns: [
            cols.currencyTitle,
            ...cols.counts('depositCount'), ...cols.amounts('depositAmount'),
            ...cols.counts('withdrawalCount'), ...cols.amounts('withdrawalAmount'),
            cols.cumulative('turnoverUsd', 'equivalentAmount'),
          ],
          rowKey: (r) => r.currencyId,
        })}
      />
    </div>
  );
}
