import { Suspense, lazy, useMemo } from 'react';
import { Card, Col, Row, Skeleton, Table } from 'antd';
import { numberFormat } from '@/lib/format/intl';
import { useTranslation } from '@/lib/i18n';
import type { EChartsCoreOption } from 'echarts/core';
import { useSettings } from '@/stores/settings-store';
import type { Point } from '../lib/chart-options';

// echarts is large: its chunk loads with the first chart of this screen only.
const StatChart = lazy(async () => ({ default: (await import('@/components/echart/echart')).EChart }));

type ChartPanelProps = {
  id: string;
  title: string;
  metricName: string;
  keyHeader: string;
  points: Point[];
  option: (points: Point[], name: string) => EChartsCoreOption;
};

/**
 * A chart with its table beside it (below it on a phone). The canvas is hidden from screen
 * readers: the table is the same data, captioned with what it counts.
 */
export function ChartPanel({ id, title, metricName, keyHeader, points, option }: ChartPanelProps) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.language);
  const dark = useSettings((s) => s.darkMode);
  const chartOption = useMemo(() => option(points, metricName), [option, points, metricName]);
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>}
      data-testid={`stat-${id}`}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
            <StatChart option={chartOption} dark={dark} testId={`stat-${id}-chart`} />
          </Suspense>
        </Col>
        <Col xs={24} lg={10}>
          <Table<Point>
            size="small"
            rowKey="key"
            dataSource={points}
            pagination={points.length > 40 ? { pageSize: 40, size: 'small' } : false}
            scroll={{ x: true }}
            caption={t('statisticsUi.tableCaption', { chart: title, metric: metricName })}
            data-testid={`stat-${id}-table`}
            columns={[
              { key: 'label', title: keyHeader, dataIndex: 'label' },
              {
                key: 'value',
                title: metricName,
                dataIndex: 'value',
                align: 'right',
                render: (v: number) => <span data-testid="stat-value">{count.format(v)}</span>,
              },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
