import type { HomeChart } from '../api/home-types';

/** Labels of a chart's parts; the caller resolves them through i18n. */
export type ChartLabels = {
  series: (key: string) => string;
  category: (key: string) => string;
};

/** Colours with a meaning; other series take the palette in order. */
const SEMANTIC: Record<string, string> = {
  success: '#389e0d',
  failed: '#cf1322',
  active: '#1677ff',
  locked: '#d48806',
  disabled: '#8c8c8c',
};

/** The parts of an echarts option the home charts set (a subset of echarts' own type). */
export type ChartOption = Record<string, unknown> & {
  darkMode: boolean;
  legend: { top: number; show: boolean };
  xAxis?: { type: 'category'; data: string[]; boundaryGap: boolean };
  series: Record<string, unknown>[];
};

/** '2026-03-07' → '03-07': the year is the same on every short range and only takes room. */
export const shortDate = (x: string): string => (/^\d{4}-\d\d-\d\d$/.test(x) ? x.slice(5) : x);

/**
 * The echarts option of a home chart: one x axis shared by every series (dates or categories),
 * stacked bars when the chart says so, a pie from the first series. Kept free of echarts imports
 * so it is tested without a canvas and the library stays in its lazy chunk.
 */
export function chartOption(chart: HomeChart, labels: ChartLabels, dark: boolean): ChartOption {
  const xs = chart.series[0]?.points.map((p) => p.x) ?? [];
  const xLabel = (x: string) => (chart.axis === 'date' ? shortDate(x) : labels.category(x));
  const colour = (key: string) => SEMANTIC[key];
  const common = {
    backgroundColor: 'transparent',
    animation: false,
    tooltip: { trigger: chart.kind === 'pie' ? ('item' as const) : ('axis' as const) },
    legend: { top: 0, show: chart.series.length > 1 || chart.kind === 'pie' },
    textStyle: { fontFamily: 'inherit' },
    darkMode: dark,
  };
  if (chart.kind === 'pie') {
    const first = chart.series[0];
    return {
      ...common,
      series: [
        {
          type: 'pie' as const,
          name: first ? labels.series(first.key) : '',
          radius: ['40%', '70%'],
          data: (first?.points ?? []).map((p) => ({ name: labels.category(p.x), value: p.value })),
        },
      ],
    };
  }
  return {
    ...common,
    grid: { left: 8, right: 16, top: chart.series.length > 1 ? 36 : 16, bottom: 8 },
    xAxis: { type: 'category' as const, data: xs.map(xLabel), boundaryGap: chart.kind === 'bar' },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: chart.series.map((s) => ({
      type: chart.kind,
      name: labels.series(s.key),
      data: s.points.map((p) => p.value),
      ...(chart.stacked ? { stack: 'total' } : {}),
      ...(chart.kind === 'line' ? { smooth: true, areaStyle: { opacity: 0.15 }, showSymbol: false } : {}),
      ...(colour(s.key) ? { itemStyle: { color: colour(s.key) } } : {}),
    })),
  };
}

/** One sentence per series for assistive technology (the canvas itself says nothing). */
export function chartSummary(
  chart: HomeChart,
  labels: ChartLabels,
  total: (series: string, sum: number) => string,
): string {
  return chart.series
    .map((s) =>
      total(
        labels.series(s.key),
        s.points.reduce((n, p) => n + p.value, 0),
      ),
    )
    .join('; ');
}
