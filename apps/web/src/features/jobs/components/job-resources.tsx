import { JOB_PERMS } from '@rcwb/shared';
import { PlusOutlined } from '@ant-design/icons';
import type { NavigateFunction } from 'react-router';
import { type ColumnDef, type ReviewActionDef, type ReviewDef, defineResource } from '@/components/resource';
import { salaryText } from '@/lib/jobs/salary';
import { i18n } from '@/lib/i18n';
import {
  type JobRow,
  MY_JOBS_KEY,
  REVIEW_JOBS_KEY,
  approveJob,
  jobTransition,
  listMyJobs,
  listReviewJobs,
  rejectJob,
  removeJob,
  takeDownJob,
} from '../api/jobs';
import { jobPaths } from './job-paths';

const P = JOB_PERMS;

/** Columns both lists share. */
const COLUMNS: ColumnDef<JobRow>[] = [
  { key: 'title', titleKey: 'jobsAdmin.field.title', hideable: false },
  {
    key: 'salary',
    titleKey: 'jobsAdmin.field.salary',
    render: (r) => salaryText(i18n.t.bind(i18n), r.salaryMin, r.salaryMax),
  },
  { key: 'jobType', titleKey: 'jobsAdmin.field.jobType', type: 'dict', dict: 'job_type' },
  { key: 'headcount', titleKey: 'jobsAdmin.field.headcount', type: 'number', defaultHidden: true },
  { key: 'status', titleKey: 'jobsAdmin.col.status', type: 'dict', dict: 'job_status' },
  {
    key: 'hasRevision',
    titleKey: 'jobsAdmin.col.revision',
    render: (r) => (r.hasRevision ? i18n.t('jobsAdmin.revisionPendingShort') : ''),
  },
  { key: 'reviewReason', titleKey: 'jobsAdmin.col.reviewReason', ellipsis: true },
  { key: 'viewCount', titleKey: 'jobsAdmin.col.views', type: 'number' },
  { key: 'updatedAt', titleKey: 'jobsAdmin.col.updatedAt', type: 'datetime' },
];

const can = (r: JobRow, action: JobRow['actions'][number]) => r.actions.includes(action);

/** g050103 my postings: every state change is a row action shown only when the state allows it. */
export const myJobsResource = (navigate: NavigateFunction) =>
  defineResource<JobRow>({
    id: MY_JOBS_KEY,
    rowKey: (r) => r.id,
    fetchPage: listMyJobs,
    filters: [
      { key: 'title', type: 'text', labelKey: 'jobsAdmin.field.title' },
      { key: 'status', type: 'dict', dict: 'job_status', labelKey: 'jobsAdmin.col.status' },
    ],
    columns: COLUMNS,
    toolbar: [
      {
        key: 'add',
        labelKey: 'jobsAdmin.add',
        perms: [P.add],
        icon: <PlusOutlined />,
        type: 'primary',
        run: () => navigate(jobPaths.add),
      },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resource.view',
        perms: [P.list],
        run: (r) => navigate(jobPaths.detail(r.id, r.title)),
      },
      {
        key: 'edit',
        labelKey: 'resource.edit',
        perms: [P.edit],
        hidden: (r) => !can(r, 'edit'),
        run: (r) => navigate(jobPaths.edit(r.id)),
      },
      { key: 'copy', labelKey: 'jobsAdmin.copy', perms: [P.add], run: (r) => navigate(jobPaths.copy(r.id)) },
      {
        key: 'submit',
        labelKey: 'jobsAdmin.submit',
        perms: [P.submit],
        hidden: (r) => !can(r, 'submit'),
        run: (r) => jobTransition(r.id, 'submit'),
        successKey: 'jobsAdmin.submitted',
      },
      {
        key: 'refresh',
        labelKey: 'jobsAdmin.refresh',
        perms: [P.refresh],
        hidden: (r) => !can(r, 'refresh'),
        run: (r) => jobTransition(r.id, 'refresh'),
        successKey: 'jobsAdmin.refreshed',
      },
      {
        key: 'close',
        labelKey: 'jobsAdmin.close',
        perms: [P.close],
        danger: true,
        hidden: (r) => !can(r, 'close'),
        confirm: (r, t) => t('jobsAdmin.closeConfirm', { title: r.title }),
        run: (r) => jobTransition(r.id, 'close'),
        successKey: 'jobsAdmin.closed',
      },
      {
        key: 'reopen',
        labelKey: 'jobsAdmin.reopen',
        perms: [P.reopen],
        hidden: (r) => !can(r, 'reopen'),
        run: (r) => jobTransition(r.id, 'reopen'),
        successKey: 'jobsAdmin.reopened',
      },
      {
        key: 'remove',
        labelKey: 'jobsAdmin.remove',
        perms: [P.remove],
        danger: true,
        hidden: (r) => !can(r, 'remove'),
        confirm: (r, t) => t('jobsAdmin.removeConfirm', { title: r.title }),
        run: (r) => removeJob(r.id),
        successKey: 'jobsAdmin.removed',
      },
    ],
  });

/**
 * The review decisions of g070102 (server: JOB_REVIEW in modules/jobs/lifecycle.ts): a submission
 * or a live posting's pending change is approved or rejected, a rejection with a reason picked
 * from the job_review_reason dictionary or written.
 */
export const jobReview: ReviewDef<Pick<JobRow, 'id' | 'title' | 'status' | 'hasRevision'>> = {
  allowed: (r) => r.status === 'pending' || r.hasRevision,
  reasons: { dict: 'job_review_reason', labelKey: 'jobsAdmin.reasonPick' },
  actions: {
    approve: {
      labelKey: 'jobsAdmin.approve',
      perms: [P.review],
      confirm: (r, t) => t('jobsAdmin.approveConfirm', { title: r.title }),
      send: (r) => approveJob(r.id),
      successKey: 'jobsAdmin.approved',
    },
    reject: {
      labelKey: 'jobsAdmin.reject',
      perms: [P.review],
      send: (r, reason) => rejectJob(r.id, reason ?? ''),
      successKey: 'jobsAdmin.rejected',
      reason: {
        required: true,
        titleKey: 'jobsAdmin.rejectTitle',
        titleParams: (r) => ({ title: r.title }),
        labelKey: 'jobsAdmin.reason',
        requiredKey: 'jobs.reasonRequired',
        maxLength: 200,
      },
    },
  },
};

/**
 * Takes a published posting down, with a reason the organisation is told (the same reason dialog
 * and reusable reasons as a rejection: `jobReview.reasons`).
 */
export const jobTakedown: ReviewActionDef<Pick<JobRow, 'id' | 'title'>> = {
  perms: [P.takedown],
  send: (r, reason) => takeDownJob(r.id, reason ?? ''),
  successKey: 'jobsAdmin.takenDownDone',
  reason: {
    required: true,
    titleKey: 'jobsAdmin.takedownTitle',
    titleParams: (r) => ({ title: r.title }),
    labelKey: 'jobsAdmin.reason',
    requiredKey: 'jobs.reasonRequired',
    maxLength: 200,
  },
};

/** g070102 posting review: the queue by default; a take-down's reason is asked in the screen's dialog. */
export const reviewJobsResource = (navigate: NavigateFunction) =>
  defineResource<JobRow>({
    id: REVIEW_JOBS_KEY,
    rowKey: (r) => r.id,
    fetchPage: listReviewJobs,
    filters: [
      { key: 'title', type: 'text', labelKey: 'jobsAdmin.field.title' },
      { key: 'orgName', type: 'text', labelKey: 'jobsAdmin.col.org' },
      {
        key: 'status',
        type: 'select',
        labelKey: 'jobsAdmin.col.status',
        options: [
          { value: 'review', labelKey: 'jobsAdmin.queue' },
          { value: 'pending', labelKey: 'jobsAdmin.status.pending' },
          { value: 'published', labelKey: 'jobsAdmin.status.published' },
          { value: 'closed', labelKey: 'jobsAdmin.status.closed' },
          { value: 'draft', labelKey: 'jobsAdmin.status.draft' },
        ],
      },
    ],
    columns: [{ key: 'orgName', titleKey: 'jobsAdmin.col.org' }, ...COLUMNS],
    review: jobReview,
    rowActions: [
      {
        key: 'view',
        labelKey: 'jobsAdmin.openReview',
        perms: [P.reviewList],
        run: (r) => navigate(jobPaths.reviewPage(r.id)),
      },
      {
        key: 'takedown',
        labelKey: 'jobsAdmin.takedown',
        perms: [P.takedown],
        danger: true,
        hidden: (r) => r.status !== 'published',
        dialog: 'takedown',
      },
    ],
  });
