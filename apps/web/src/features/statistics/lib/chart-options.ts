import type { EChartsCoreOption } from 'echarts/core';

/** A labelled value of a chart and of the table beside it. */
export type Point = { key: string; label: string; value: number };

const base = { backgroundColor: 'transparent', tooltip: { trigger: 'item' } };

/** The trend as a line over the buckets. */
export const lineOption = (points: Point[], name: string): EChartsCoreOption => ({
  ...base,
  tooltip: { trigger: 'axis' },
  grid: { left: 48, right: 16, top: 16, bottom: 32 },
  xAxis: { type: 'category', data: points.map((p) => p.label) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'line', name, smooth: true, data: points.map((p) => p.value) }],
});

/** Districts as bars, largest first. */
export const barOption = (points: Point[], name: string): EChartsCoreOption => ({
  ...base,
  grid: { left: 48, right: 16, top: 16, bottom: 64 },
  xAxis: { type: 'category', data: points.map((p) => p.label), axisLabel: { rotate: 30 } },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', name, data: points.map((p) => p.value) }],
});

/** Industries as a pie of their shares. */
export const pieOption = (points: Point[], name: string): EChartsCoreOption => ({
  ...base,
  series: [
    {
      type: 'pie',
      name,
      radius: ['35%', '65%'],
      data: points.filter((p) => p.value > 0).map((p) => ({ name: p.label, value: p.value })),
    },
  ],
});

/** "+12.5%", "-3%": the change from the previous period; null when there was nothing before. */
export function changeOf(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}
