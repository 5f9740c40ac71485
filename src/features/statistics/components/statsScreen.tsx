import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { EChart, useIsDarkTheme } from '../../../components/charts/EChart.tsx';
import { Panel } from './Panel.tsx';
import { RangeBar } from './RangeBar.tsx';
import { useAmountFormat } from './format.ts';
import { StatsTable, statsColumns, type StatsTableProps } from './StatsTable.tsx';
import { useStatsRange } from './statsRange.ts';

const STATISTICS_NS = ['statistics'];

/**
 * What every statistics tab starts from: its words, the theme for charts, the range kept in the URL
 * with its bar (`rangeBar`, with or without the period), the amount format and its table columns.
 */
export function useStatsScreen({ withPeriod = true, ns = STATISTICS_NS }: { withPeriod?: boolean; ns?: string[] } = {}) {
  const { t } = useTranslation(ns);
  const dark = useIsDarkTheme();
  const [range, setRange] = useStatsRange();
  const fmt = useAmountFormat();
  const rangeBar = <RangeBar range={range} onChange={setRange} withPeriod={withPeriod} />;
  return { t, dark, range, fmt, cols: statsColumns(fmt), rangeBar };
}

/** A panel holding one chart of its query's data, the chart named like the panel. */
export function ChartPanel<T>({ title, query, option }: { title: string; query: UseQueryResult<T>; option: (data: T) => ComponentProps<typeof EChart>['option'] }) {
  return (
    <Panel title={title} query={query}>
      {(data) => <EChart label={title} option={option(data)} />}
    </Panel>
  );
}

/** A panel holding one table of its query's data, the table named like the panel. */
export function TablePanel<T extends { items: readonly unknown[] }>({ title, query, table }: {
  title: string;
  query: UseQueryResult<T>;
  table: (data: T) => Omit<StatsTableProps<T['items'][number]>, 'label' | 'rows'>;
}) {
  return (
    <Panel title={title} query={query}>
      {(data) => <StatsTable label={title} rows={data.items} {...table(data)} />}
    </Panel>
  );
}
