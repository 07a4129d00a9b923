import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// Only what the dashboard draws; this module is the screen's own lazy chunk.
registerParts([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type StatChartProps = {
  option: EChartsCoreOption;
  dark: boolean;
  /** Hidden from assistive technology: the table beside the chart holds the same data. */
  testId?: string;
};

/** One echarts instance bound to a div; re-created when dark mode flips, resized with its box. */
export function StatChart({ option, dark, testId }: StatChartProps) {
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

  return <div ref={ref} aria-hidden="true" style={{ height: 280, width: '100%' }} data-testid={testId} />;
}
