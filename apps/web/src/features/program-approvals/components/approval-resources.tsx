import { APPROVAL_PERMS } from '@rcwb/shared';
import type { NavigateFunction } from 'react-router';
import { type ColumnDef, defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { ApplicationStatusTag, nameIn } from '@/features/programs';
import {
  APPROVALS_KEY,
  type ApprovalRow,
  REVIEW_BATCHES_KEY,
  type ReviewBatch,
  exportUrl,
  listApprovals,
  listReviewBatches,
} from '../api/approvals';
import { ASSIGN_STEP, type ApprovalKind, DECISION_STEPS, STEP_KEYS, approvalPaths } from './approval-paths';

const P = APPROVAL_PERMS;

/** The batches of one applicant kind to review (the g06 landing). */
export const reviewBatchesResource = (kind: ApprovalKind, navigate: NavigateFunction) =>
  defineResource<ReviewBatch>({
    id: `${REVIEW_BATCHES_KEY}:${kind}`,
    rowKey: (b) => b.id,
    fetchPage: (params, signal) => listReviewBatches({ ...params, applicantType: kind }, signal),
    filters: [{ key: 'keyword', type: 'text', labelKey: 'approvals.filter.batchKeyword' }],
    columns: [
      { key: 'name', titleKey: 'approvals.batch.name', hideable: false, card: true, width: 260 },
      { key: 'category', titleKey: 'approvals.batch.category', type: 'dict', dict: 'program_category' },
      { key: 'year', titleKey: 'approvals.batch.year' },
      {
        key: 'status',
        titleKey: 'approvals.batch.status',
        type: 'dict',
        dict: 'program_batch_status',
        card: true,
      },
      { key: 'closesOn', titleKey: 'approvals.batch.closesOn', type: 'date' },
      { key: 'quota', titleKey: 'approvals.batch.quota', type: 'number' },
      { key: 'handedIn', titleKey: 'approvals.batch.handedIn', type: 'number', card: true },
      { key: 'waiting', titleKey: 'approvals.batch.waiting', type: 'number', card: true },
    ],
    rowActions: [
      {
        key: 'open',
        labelKey: 'approvals.batch.open',
        perms: [P.list],
        run: (b) => navigate(approvalPaths(kind).batch(b.id)),
      },
    ],
  });

const STEP_OPTIONS = STEP_KEYS.map((value) => ({ value, labelKey: `approvals.step.${value}` }));
const STATUS_OPTIONS = (['submitted', 'in-review', 'returned', 'approved', 'rejected'] as const).map(
  (value) => ({ value, labelKey: `programApply.status.${value}` }),
);

const COLUMNS: ColumnDef<ApprovalRow>[] = [
  { key: 'applicant', titleKey: 'approvals.field.applicant', hideable: false, card: true, width: 200 },
  { key: 'mobile', titleKey: 'approvals.field.mobile' },
  { key: 'region', titleKey: 'approvals.field.region' },
  {
    key: 'status',
    titleKey: 'approvals.field.status',
    card: true,
    render: (r) => <ApplicationStatusTag status={r.status} />,
  },
  {
    key: 'step',
    titleKey: 'approvals.field.step',
    card: true,
    render: (r) => (r.step ? nameIn(r.step.name, i18n.language) : ''),
  },
  { key: 'submittedAt', titleKey: 'approvals.field.submittedAt', type: 'datetime', card: true },
  {
    key: 'dueAt',
    titleKey: 'approvals.field.dueAt',
    render: (r) =>
      r.dueAt
        ? `${new Date(r.dueAt).toLocaleDateString(i18n.language)}${r.overdue ? ` · ${i18n.t('approvals.overdue')}` : ''}`
        : '',
  },
  { key: 'experts', titleKey: 'approvals.field.experts', render: (r) => r.experts.join('、') },
];

/** A batch's applications (g060102/g060105 index/{id}): filters, export, and the step's actions per row. */
export const approvalsResource = (kind: ApprovalKind, batchId: number, navigate: NavigateFunction) => {
  const paths = approvalPaths(kind);
  return defineResource<ApprovalRow>({
    id: `${APPROVALS_KEY}:${batchId}`,
    rowKey: (r) => r.id,
    fetchPage: listApprovals(batchId),
    filters: [
      { key: 'keyword', type: 'text', labelKey: 'approvals.filter.keyword' },
      { key: 'status', type: 'select', options: STATUS_OPTIONS, labelKey: 'approvals.filter.status' },
      { key: 'step', type: 'select', options: STEP_OPTIONS, labelKey: 'approvals.filter.step' },
      { key: 'district', type: 'text', labelKey: 'approvals.filter.district' },
    ],
    columns: COLUMNS,
    exportTo: { url: exportUrl(batchId), perms: [P.export] },
    rowActions: [
      {
        key: 'decide',
        labelKey: 'approvals.row.decide',
        perms: [P.act],
        hidden: (r) => !r.step || !DECISION_STEPS.includes(r.step.key),
        run: (r) => navigate(paths.decide(r.id, r.step!.key)),
      },
      {
        key: 'choose',
        labelKey: 'approvals.row.choose',
        perms: [P.assign],
        hidden: (r) => r.step?.key !== ASSIGN_STEP,
        run: (r) => navigate(paths.choose(r.id, ASSIGN_STEP)),
      },
      {
        key: 'dossier',
        labelKey: 'approvals.row.dossier',
        perms: [P.list],
        run: (r) => navigate(paths.dossier(r.id)),
      },
    ],
  });
};
