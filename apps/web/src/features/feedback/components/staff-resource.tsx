import type { NavigateFunction } from 'react-router';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import {
  FEEDBACK_PERMS,
  type FeedbackStaffRow,
  STAFF_FEEDBACK_KEY,
  listStaffFeedback,
  staffDetailPath,
} from '../api/feedback';
import { FeedbackStatus } from './feedback-status';

/** g070105: every item, newest first, by kind, status and keyword; the detail page answers it. */
export const staffFeedbackResource = (navigate: NavigateFunction) =>
  defineResource<FeedbackStaffRow>({
    id: STAFF_FEEDBACK_KEY,
    rowKey: (r) => r.id,
    fetchPage: listStaffFeedback,
    filters: [
      {
        key: 'kind',
        type: 'select',
        labelKey: 'feedbackUi.field.kind',
        options: FEEDBACK_KINDS.map((k) => ({ value: k, labelKey: `feedbackUi.kind.${k}` })),
      },
      {
        key: 'status',
        type: 'select',
        labelKey: 'feedbackUi.field.status',
        options: FEEDBACK_STATUSES.map((s) => ({ value: s, labelKey: `feedbackUi.status.${s}` })),
      },
      { key: 'keyword', type: 'text', labelKey: 'feedbackUi.field.keyword' },
    ],
    columns: [
      { key: 'title', titleKey: 'feedbackUi.field.title', hideable: false, ellipsis: true },
      { key: 'kind', titleKey: 'feedbackUi.field.kind', render: (r) => i18n.t(`feedbackUi.kind.${r.kind}`) },
      { key: 'authorName', titleKey: 'feedbackUi.field.author' },
      {
        key: 'targetLabel',
        titleKey: 'feedbackUi.field.targetKind',
        render: (r) =>
          r.targetKind ? `${i18n.t(`feedbackUi.target.${r.targetKind}`)}: ${r.targetLabel ?? '—'}` : '',
      },
      {
        key: 'status',
        titleKey: 'feedbackUi.field.status',
        render: (r) => <FeedbackStatus status={r.status} />,
      },
      { key: 'createdAt', titleKey: 'feedbackUi.field.createdAt', type: 'datetime' },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resource.view',
        perms: [FEEDBACK_PERMS.list],
        run: (r) => navigate(staffDetailPath(r.id, r.title)),
      },
    ],
  });
