import { Card, Col, Row, Statistic, Typography } from 'antd';
import { numberFormat } from '@/lib/format/intl';
import { useTranslation } from '@/lib/i18n';
import type { TStatFigure } from '@rcwb/shared';
import { changeOf } from '../lib/chart-options';

/** One card per figure with its change against the previous period; two a row on a phone. */
export function FigureCards({ figures }: { figures: TStatFigure[] }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.language);
  const changeText = (f: TStatFigure) => {
    const change = changeOf(f.value, f.previous);
    if (change === null) return f.value > 0 ? t('statisticsUi.changeNew') : t('statisticsUi.unchanged');
    if (change === 0) return t('statisticsUi.unchanged');
    return t('statisticsUi.change', { change: `${change > 0 ? '+' : ''}${change}%` });
  };
  return (
    <Row gutter={[12, 12]} role="list">
      {figures.map((f) => {
        return (
          <Col key={f.key} xs={12} lg={8} xl={6} role="listitem">
            <Card size="small" style={{ height: '100%' }} data-testid={`figure-${f.key}`}>
              <Statistic
                title={t(`statistics.metric.${f.key}`)}
                value={f.value}
                formatter={() => <span data-testid="figure-value">{count.format(f.value)}</span>}
              />
              {/* Plain text colour: the green and red of antd fail contrast on a white card. */}
              <Typography.Text style={{ fontSize: 12 }}>
                {changeText(f)} ({count.format(f.previous)})
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
