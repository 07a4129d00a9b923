import { Card, Descriptions, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { TScreenKey } from '@rcwb/shared';
import { RecordState } from '@/components/record-state';
import { type ColumnDef, ResourceTable } from '@/components/resource';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import { screenName } from '@/lib/screen-title';
import { SCORES_KEY, type ScoreDetail, getScoreDetail } from '../api/program-scoring';
import { aggregateNote, formatScore, rankText } from './score-format';
import { TONES, ToneTag } from '@/components/tone-tag';

type TExpertRow = ScoreDetail['scores'][number];
const NO_HIDDEN = new Set<string>();

/**
 * g060103 / g060106 detail: every expert's scores per criterion with the weighted total and the
 * comment, who is still to score, the aggregate and the rank in the batch against its quota.
 */
export function ScoreDetailView({ id, screen }: { id: number; screen: TScreenKey }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  const query = useQuery({
    queryKey: [SCORES_KEY, 'detail', id],
    queryFn: ({ signal }) => getScoreDetail(id, signal),
  });
  if (!query.data) return <RecordState badLink={false} query={query} />;
  const d = query.data;
  const columns: ColumnDef<TExpertRow>[] = [
    { key: 'expertName', titleKey: 'programScoringUi.field.expert', hideable: false, card: true },
    ...(d.sheet ?? []).map((c): ColumnDef<TExpertRow> => ({
      key: `c-${c.key}`,
      // Criteria are data: their names come with the sheet, in both languages.
      titleKey: c.name[lang],
      render: (r) => `${r.scores[c.key] ?? '—'} / ${c.max}`,
    })),
    {
      key: 'total',
      titleKey: 'programScoringUi.field.total',
      card: true,
      render: (r) => formatScore(r.total, i18n.language),
    },
    { key: 'comment', titleKey: 'programScoringUi.field.comment', ellipsis: true, card: true },
    {
      key: 'scoredAt',
      titleKey: 'programScoringUi.field.scoredAt',
      render: (r) => formatReadableDateTime(r.scoredAt, i18n.language),
    },
  ];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="score-detail">
      <Card title={<h1 style={{ margin: 0, fontSize: 18 }}>{`${screenName(screen)} · ${d.name}`}</h1>}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('programScoringUi.field.batch')}>{d.batch.name}</Descriptions.Item>
          <Descriptions.Item label={t('programScoringUi.field.quota')}>{d.batch.quota}</Descriptions.Item>
          <Descriptions.Item label={t('programScoringUi.field.aggregate')}>
            <strong data-testid="score-aggregate">{formatScore(d.aggregate.mean, i18n.language)}</strong>{' '}
            <span>{aggregateNote(d.aggregate, t, i18n.language)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('programScoringUi.field.rank')}>
            <span data-testid="score-rank">{rankText(d.rank, t)}</span>{' '}
            {d.rank && (
              <ToneTag tone={d.rank.withinQuota ? TONES.green : TONES.plain}>
                {t(d.rank.withinQuota ? 'programScoringUi.withinQuota' : 'programScoringUi.outsideQuota')}
              </ToneTag>
            )}
          </Descriptions.Item>
        </Descriptions>
        {d.pending.length > 0 && (
          <p>{t('programScoringUi.pending', { names: d.pending.map((p) => p.name).join('、') })}</p>
        )}
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('programScoringUi.scoresTitle')}</h2>}>
        <ResourceTable
          rows={d.scores}
          loading={false}
          rowKey={(r) => r.expertId}
          columns={columns}
          hidden={NO_HIDDEN}
          onAction={() => undefined}
        />
      </Card>
    </Space>
  );
}
