import { chartTheme } from './chartTheme.ts';

export interface SeriesPoint {
  date: string;
  series?: string;
  value: string;
}

/** The caption of a bucket's start date for a period: dd.mm.yyyy, mm.yyyy or yyyy. */
export function bucketLabel(isoDate: string, period: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  if (period === 'Year') return y!;
  if (period === 'Month') return `${m}.${y}`;
  return `${d}.${m}.${y}`;
}

/**
 * An echarts option for chart points (one per bucket and series): bars stacked per bucket, or
 * lines. Values stay decimal strings until echarts draws them (numbers only on the canvas).
 */
export function seriesOption(points: readonly SeriesPoint[], o: { dark: boolean; period: string; kind?: 'bar' | 'line'; seriesName?: (key: string) => string; order?: readonly string[] }) {
  const theme = chartTheme(o.dark);
  const buckets = [...new Set(points.map((p) => p.date))].sort();
  const keys = [...new Set(points.map((p) => p.series ?? ''))];
  if (o.order) keys.sort((a, b) => (o.order!.indexOf(a) + 1 || 99) - (o.order!.indexOf(b) + 1 || 99));
  const index = new Map(buckets.map((b, i) => [b, i]));
  const series = keys.map((key) => {
    const data = buckets.map(() => 0);
    for (const p of points) if ((p.series ?? '') === key) data[index.get(p.date)!] = Number(p.value);
    return { name: o.seriesName ? o.seriesName(key) : key, type: o.kind ?? 'bar', stack: o.kind === 'line' ? undefined : 'total', data, emphasis: { focus: 'series' } };
  });
  const line = { lineStyle: { color: theme.axis } };
  return {
    legend: { top: 0, textStyle: { color: theme.text } },
    grid: { left: 72, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: buckets.map((b) => bucketLabel(b, o.period)), axisLine: line, axisLabel: { color: theme.axis } },
    yAxis: { type: 'value', axisLine: line, axisLabel: { color: theme.axis }, splitLine: { lineStyle: { color: theme.split } } },
    series,
  };
}

/** A bar per category (e.g. per currency or income type). */
export function categoryOption(rows: readonly { name: string; value: string }[], o: { dark: boolean; seriesName: string }) {
  const theme = chartTheme(o.dark);
  const line = { lineStyle: { color: theme.axis } };
  return {
    legend: { show: false },
    grid: { left: 72, right: 24, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLine: line, axisLabel: { color: theme.axis } },
    yAxis: { type: 'value', axisLine: line, axisLabel: { color: theme.axis }, splitLine: { lineStyle: { color: theme.split } } },
    series: [{ name: o.seriesName, type: 'bar', data: rows.map((r) => Number(r.value)) }],
  };
}
