import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// Only what the home and statistics charts draw: this module is its own lazy chunk, loaded with
// the first chart a screen draws.
registerParts([
  LineChart,
  BarChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type EChartProps = {
  option: EChartsCoreOption;
  dark: boolean;
  /**
   * What the chart shows, for assistive technology (the canvas is silent). Without it the chart is
   * hidden from assistive technology: a table beside it must hold the same data.
   */
  label?: string;
  height?: number;
  testId?: string;
};

/** One echarts instance bound to a div; re-created when dark mode flips, resized with its box. */
export function EChart({ option, dark, label, height = 280, testId }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init>>(undefined);

  useEffect(() => {
    const dom = ref.current;
    if (!dom) return;
    const instance = init(dom, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(dom);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, dark]);

  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <div ref={ref} {...a11y} style={{ height, width: '100%' }} data-testid={testId} />;
}
