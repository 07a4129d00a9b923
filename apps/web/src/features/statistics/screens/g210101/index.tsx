import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Select, Space, Spin, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/i18n';
import {
  STAT_METRICS,
  type TStatDashboard,
  type TStatMetric,
  type TStatRow,
  screenTitle,
} from '@rcwb/shared';
import { ResourcePage } from '@/components/resource';
import { STATISTICS_KEY, type StatView, getDashboard, viewParams } from '../../api/statistics';
import { ChartPanel } from '../../components/chart-panel';
import { FigureCards } from '../../components/figure-cards';
import { ViewFilters } from '../../components/view-filters';
import { type Point, barOption, lineOption, pieOption } from '../../lib/chart-options';

const pointsOf = (rows: TStatRow[], metric: TStatMetric, label: (key: string) => string): Point[] =>
  rows.map((r) => ({ key: r.key, label: label(r.key), value: r.values[metric] }));

function Charts({ data, metric }: { data: TStatDashboard; metric: TStatMetric }) {
  const { t } = useTranslation();
  const name = t(`statistics.metric.${metric}`);
  const label = (key: string) => (key ? (data.labels[key] ?? key) : t('statisticsUi.none'));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ChartPanel
        id="trend"
        title={t('statisticsUi.trend')}
        metricName={name}
        keyHeader={t('statisticsUi.col.date')}
        points={pointsOf(data.trend, metric, (k) => k)}
        option={lineOption}
      />
      <ChartPanel
        id="districts"
        title={t('statisticsUi.byDistrict')}
        metricName={name}
        keyHeader={t('statisticsUi.col.district')}
        points={pointsOf(data.byDistrict, metric, label).filter((p) => p.value !== 0)}
        option={barOption}
      />
      <ChartPanel
        id="industries"
        title={t('statisticsUi.byIndustry')}
        metricName={name}
        keyHeader={t('statisticsUi.col.industry')}
        points={pointsOf(data.byIndustry, metric, label).filter((p) => p.value !== 0)}
        option={pieOption}
      />
    </Space>
  );
}

/** g210101 the statistics dashboard: figures of a period against the one before, charts and tables. */
export default function StatisticsScreen() {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<StatView>({ period: 'month', from: dayjs().format('YYYY-MM-DD') });
  const [metric, setMetric] = useState<TStatMetric>('posting_new');
  const params = useMemo(() => viewParams(view) as StatView, [view]);
  const query = useQuery({
    queryKey: [STATISTICS_KEY, params, i18n.language],
    queryFn: ({ signal }) => getDashboard(params, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <ResourcePage title={screenTitle('g210101', i18n.language)}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <ViewFilters view={view} onChange={setView} />
        {query.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('statisticsUi.loadFailed')}
            action={<Button onClick={() => void query.refetch()}>{t('statisticsUi.retry')}</Button>}
          />
        ) : !data ? (
          <Spin />
        ) : (
          <div aria-busy={query.isFetching} data-testid="stat-dashboard">
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Typography.Text type="secondary" data-testid="stat-range">
                {t('statisticsUi.range', data.range)} ·{' '}
                {t('statisticsUi.previous', { previous: t('statisticsUi.range', data.previous) })}
              </Typography.Text>
              <h2 style={{ fontSize: 18, margin: 0 }}>{t('statisticsUi.figuresHeading')}</h2>
              <FigureCards figures={data.figures} />
              <Space wrap>
                <label htmlFor="stat-metric">{t('statisticsUi.chartOf')}</label>
                <Select
                  id="stat-metric"
                  style={{ width: 240 }}
                  value={metric}
                  onChange={setMetric}
                  data-testid="stat-metric"
                  options={STAT_METRICS.map((m) => ({ value: m, label: t(`statistics.metric.${m}`) }))}
                />
              </Space>
              {data.figures.every((f) => f.value === 0) ? (
                <Empty description={t('statisticsUi.empty')} />
              ) : null}
              <Charts data={data} metric={metric} />
            </Space>
          </div>
        )}
      </Space>
    </ResourcePage>
  );
}
