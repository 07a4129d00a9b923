import { Link } from 'react-router';
import { type TProgramApplicantType, screenPath } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { SCORES_KEY, type ScoreRow, listScores } from '../api/program-scoring';
import { formatScore, rankText } from './score-format';

const DETAIL = { person: 'g060103:detail', org: 'g060106:detail' } as const;

/** g060103 / g060106: applications of one applicant type that reached scoring, best ranked first. */
export const scoreResource = (type: TProgramApplicantType) =>
  defineResource<ScoreRow>({
    id: `${SCORES_KEY}-${type}`,
    rowKey: (r) => r.id,
    fetchPage: listScores(type),
    filters: [{ key: 'batchId', type: 'text', labelKey: 'programScoringUi.filter.batchId' }],
    columns: [
      {
        key: 'name',
        titleKey: 'programScoringUi.field.name',
        hideable: false,
        card: true,
        render: (r) => <Link to={screenPath(DETAIL[type], { id: r.id })}>{r.name}</Link>,
      },
      {
        key: 'batch',
        titleKey: 'programScoringUi.field.batch',
        ellipsis: true,
        card: true,
        render: (r) => r.batch.name,
      },
      {
        key: 'scored',
        titleKey: 'programScoringUi.field.scored',
        render: (r) => i18n.t('programScoringUi.scoredOf', { scored: r.scored, experts: r.experts }),
      },
      {
        key: 'aggregate',
        titleKey: 'programScoringUi.field.aggregate',
        card: true,
        render: (r) => formatScore(r.aggregate.mean, i18n.language),
      },
      {
        key: 'rank',
        titleKey: 'programScoringUi.field.rank',
        card: true,
        render: (r) => rankText(r.rank, i18n.t),
      },
      { key: 'quota', titleKey: 'programScoringUi.field.quota', render: (r) => r.batch.quota },
    ],
  });
