import { describe, expect, it } from 'vitest';
import type { HomeChart } from '../api/home-types';
import { chartOption, chartSummary, shortDate } from './chart-option';

const labels = { series: (k: string) => `S:${k}`, category: (k: string) => `C:${k}` };

const signIns: HomeChart = {
  key: 'signIns',
  kind: 'bar',
  axis: 'date',
  stacked: true,
  series: [
    {
      key: 'success',
      points: [
        { x: '2026-03-06', value: 2 },
        { x: '2026-03-07', value: 5 },
      ],
    },
    {
      key: 'failed',
      points: [
        { x: '2026-03-06', value: 1 },
        { x: '2026-03-07', value: 0 },
      ],
    },
  ],
};

describe('chartOption', () => {
  it('puts dated series on one short-date axis, stacked, with semantic colours', () => {
    const option = chartOption(signIns, labels, false);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['03-06', '03-07'] });
    expect(option.series).toEqual([
      expect.objectContaining({
        type: 'bar',
        name: 'S:success',
        data: [2, 5],
        stack: 'total',
        itemStyle: { color: '#389e0d' },
      }),
      expect.objectContaining({
        type: 'bar',
        name: 'S:failed',
        data: [1, 0],
        stack: 'total',
        itemStyle: { color: '#cf1322' },
      }),
    ]);
    expect(option.legend.show).toBe(true);
    expect(option.darkMode).toBe(false);
  });

  it('labels category axes and draws lines smooth without a legend for one series', () => {
    const option = chartOption(
      { key: 'k', kind: 'line', axis: 'category', series: [{ key: 'a', points: [{ x: 'org', value: 3 }] }] },
      labels,
      true,
    );
    expect(option.xAxis).toMatchObject({ data: ['C:org'] });
    expect(option.series[0]).toMatchObject({ type: 'line', smooth: true });
    expect(option.series[0]).not.toHaveProperty('stack');
    expect(option.legend.show).toBe(false);
    expect(option.darkMode).toBe(true);
  });

  it('makes a pie of the first series', () => {
    const option = chartOption(
      {
        key: 'k',
        kind: 'pie',
        axis: 'category',
        series: [{ key: 'a', points: [{ x: 'person', value: 4 }] }],
      },
      labels,
      false,
    );
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'pie', data: [{ name: 'C:person', value: 4 }] }),
    ]);
  });
});

describe('chartSummary', () => {
  it('totals every series', () => {
    expect(chartSummary(signIns, labels, (s, n) => `${s}=${n}`)).toBe('S:success=7; S:failed=1');
  });

  it('leaves other x values alone in shortDate', () => {
    expect(shortDate('org')).toBe('org');
  });
});
