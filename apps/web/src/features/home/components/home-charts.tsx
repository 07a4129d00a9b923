import { Suspense, lazy, useMemo } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useSettings } from '@/stores/settings-store';
import type { HomeChart } from '../api/home-types';
import { type ChartLabels, chartOption, chartSummary } from '../lib/chart-option';
import styles from './home.module.css';

// echarts is large: its chunk loads only when a chart is first drawn.
const EChart = lazy(async () => ({ default: (await import('@/components/echart/echart')).EChart }));

const chartSkeleton = <Skeleton.Node active className={styles.chartSkeleton} />;

function ChartCard({ chart }: { chart: HomeChart }) {
  const { t } = useTranslation();
  const dark = useSettings((s) => s.darkMode);
  const title = t(`home.chart.${chart.key}`, { defaultValue: chart.key });
  const labels = useMemo<ChartLabels>(
    () => ({
      series: (key) => t(`home.series.${key}`, { defaultValue: key }),
      category: (key) => t(`home.category.${key}`, { defaultValue: key }),
    }),
    [t],
  );
  const option = useMemo(() => chartOption(chart, labels, dark), [chart, labels, dark]);
  const summary = chartSummary(chart, labels, (series, total) =>
    t('home.chart.seriesTotal', { series, total }),
  );
  return (
    <Card title={<h3 className={styles.chartTitle}>{title}</h3>} size="small">
      <Suspense fallback={chartSkeleton}>
        <EChart
          option={option}
          dark={dark}
          label={`${title}. ${summary}`}
          testId={`home-chart-${chart.key}`}
        />
      </Suspense>
    </Card>
  );
}

export type HomeChartsProps = {
  charts: HomeChart[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
};

/** The trend charts of the caller's audience. */
export function HomeCharts({ charts, loading, error, onRetry }: HomeChartsProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className={styles.charts} aria-busy="true">
        <Card size="small">{chartSkeleton}</Card>
      </div>
    );
  }
  if (error || !charts) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('home.charts.error')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!charts.length) return null;
  return (
    <div className={styles.charts} data-testid="home-charts">
      {charts.map((chart) => (
        <ChartCard key={chart.key} chart={chart} />
      ))}
    </div>
  );
}
