import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useSyncExternalStore } from 'react';
import { DARK_CLASS } from '../plain/plainBlueprint.tsx';
import { chartTheme } from './chartTheme.ts';

// Only the charts the statistics and dashboard screens draw: keeps echarts' share of their chunk small.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

function subscribeTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the console is in the dark theme (the body carries Blueprint's dark class). */
export function useIsDarkTheme(): boolean {
  return useSyncExternalStore(subscribeTheme, () => document.body.classList.contains(DARK_CLASS), () => false);
}

export interface EChartProps {
  /** echarts option without colours: the theme's colours are added here. */
  option: echarts.EChartsCoreOption;
  /** Accessible name of the chart (it is a canvas). */
  label: string;
  height?: number;
}

/** An echarts canvas themed with the console's light or dark theme. */
export function EChart({ option, label, height = 320 }: EChartProps) {
  const dark = useIsDarkTheme();
  const theme = chartTheme(dark);
  const themed = {
    backgroundColor: 'transparent',
    // Figures, not a show: drawn at once, so a chart is readable (and a screenshot complete) as soon as it appears.
    animation: false,
    color: theme.palette,
    textStyle: { color: theme.text },
    legend: { textStyle: { color: theme.text } },
    tooltip: { trigger: 'axis' },
    ...option,
  };
  return (
    <div role="img" aria-label={label} className="statistics-chart">
      <ReactEChartsCore echarts={echarts} option={themed} notMerge lazyUpdate style={{ height }} opts={{ renderer: 'canvas' }} />
    </div>
  );
}
