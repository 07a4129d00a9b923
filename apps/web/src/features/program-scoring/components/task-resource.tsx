import { Link } from 'react-router';
import { screenPath } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import { TASKS_KEY, type ScoringTask, listTasks } from '../api/program-scoring';
import { formatScore } from './score-format';

/** g060107: my scoring tasks, those waiting for my scores (soonest due first) or those I scored. */
export const taskResource = defineResource<ScoringTask>({
  id: TASKS_KEY,
  rowKey: (r) => r.applicationId,
  fetchPage: listTasks,
  filters: [
    {
      key: 'state',
      type: 'select',
      labelKey: 'programScoringUi.filter.state',
      options: [
        { value: 'todo', labelKey: 'programScoringUi.state.todo' },
        { value: 'done', labelKey: 'programScoringUi.state.done' },
      ],
    },
  ],
  columns: [
    {
      key: 'name',
      titleKey: 'programScoringUi.field.name',
      hideable: false,
      card: true,
      render: (r) => <Link to={screenPath('g060107:score', { id: r.applicationId })}>{r.name}</Link>,
    },
    {
      key: 'batch',
      titleKey: 'programScoringUi.field.batch',
      ellipsis: true,
      card: true,
      render: (r) => r.batch.name,
    },
    {
      key: 'state',
      titleKey: 'programScoringUi.field.state',
      card: true,
      render: (r) =>
        r.overdue ? i18n.t('programScoringUi.overdue') : i18n.t(`programScoringUi.state.${r.state}`),
    },
    {
      key: 'dueAt',
      titleKey: 'programScoringUi.field.dueAt',
      card: true,
      render: (r) => (r.dueAt ? formatReadableDateTime(r.dueAt, i18n.language) : '—'),
    },
    {
      key: 'mine',
      titleKey: 'programScoringUi.field.myTotal',
      render: (r) => formatScore(r.mine?.total ?? null, i18n.language),
    },
  ],
});
