import { RESUME_PERMS } from '@rcwb/shared';
import { Tag } from 'antd';
import type { NavigateFunction } from 'react-router';
import { type ReviewActionDef, type ReusableReasons, defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import {
  STAFF_RESUMES_KEY,
  type StaffResumeRow,
  hideResume,
  listStaffResumes,
  unhideResume,
} from '../api/resumes';
import { resumePaths } from './resume-paths';

const P = { list: RESUME_PERMS.staffList, hide: RESUME_PERMS.staffHide };

/** Hides a resume from organisations, with a reason its owner is told. */
export const resumeHide: ReviewActionDef<StaffResumeRow> = {
  perms: [P.hide],
  send: (r, reason) => hideResume(r.id, reason ?? ''),
  successKey: 'resumeUi.staff.hiddenDone',
  reason: {
    required: true,
    titleKey: 'resumeUi.staff.hideTitle',
    titleParams: (r) => ({ title: r.title }),
    labelKey: 'resumeUi.staff.reasonLabel',
    // The wording the posting dialogs use (jobs catalogues), as the hide dialog always had.
    requiredKey: 'jobs.reasonRequired',
    maxLength: 200,
  },
};

/** The reasons staff keep for hiding (a dictionary), offered in the hide dialog. */
export const resumeHideReasons: ReusableReasons = {
  dict: 'resume_hide_reason',
  labelKey: 'jobsAdmin.reasonPick',
};

/** g070103 resume registry: every resume, searchable; hide (with a reason, in a dialog) and unhide. */
export const staffResumesResource = (navigate: NavigateFunction) =>
  defineResource<StaffResumeRow>({
    id: STAFF_RESUMES_KEY,
    rowKey: (r) => r.id,
    fetchPage: listStaffResumes,
    filters: [
      {
        key: 'keyword',
        type: 'text',
        labelKey: 'resumeUi.staff.keyword',
        placeholderKey: 'resumeUi.staff.keywordHint',
      },
      {
        key: 'visibility',
        type: 'select',
        labelKey: 'resumeUi.staff.visibility',
        options: [
          { value: 'public', labelKey: 'resumeUi.visibility.public' },
          { value: 'hidden', labelKey: 'resumeUi.visibility.hidden' },
        ],
      },
      {
        key: 'hidden',
        type: 'select',
        labelKey: 'resumeUi.staff.hidden',
        options: [
          { value: '1', labelKey: 'resumeUi.staff.hiddenYes' },
          { value: '0', labelKey: 'resumeUi.staff.hiddenNo' },
        ],
      },
    ],
    columns: [
      { key: 'title', titleKey: 'resumeUi.field.title', hideable: false },
      { key: 'ownerName', titleKey: 'resumeUi.staff.owner' },
      { key: 'username', titleKey: 'resumeUi.staff.username', defaultHidden: true },
      {
        key: 'visibility',
        titleKey: 'resumeUi.staff.visibility',
        render: (r) =>
          i18n.t(r.visibility === 'public' ? 'resumeUi.visibility.public' : 'resumeUi.visibility.hidden'),
      },
      {
        key: 'staffHidden',
        titleKey: 'resumeUi.staff.hidden',
        render: (r) =>
          r.staffHidden ? (
            <Tag color="red">{i18n.t('resumeUi.staff.hiddenYes')}</Tag>
          ) : (
            i18n.t('resumeUi.staff.hiddenNo')
          ),
      },
      { key: 'staffHiddenReason', titleKey: 'resumeUi.staff.reason', ellipsis: true, width: 180 },
      { key: 'completeness', titleKey: 'resumeUi.staff.completeness', type: 'number' },
      { key: 'refreshedAt', titleKey: 'resumeUi.staff.refreshedAt', type: 'datetime' },
      { key: 'updatedAt', titleKey: 'resumeUi.staff.updatedAt', type: 'datetime', defaultHidden: true },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resumeUi.action.view',
        perms: [P.list],
        run: (r) => navigate(resumePaths.view(r.id, r.title)),
      },
      {
        key: 'hide',
        labelKey: 'resumeUi.staff.hide',
        perms: [P.hide],
        danger: true,
        hidden: (r) => r.staffHidden,
        dialog: 'hide',
      },
      {
        key: 'unhide',
        labelKey: 'resumeUi.staff.unhide',
        perms: [P.hide],
        hidden: (r) => !r.staffHidden,
        confirm: (r, t) => t('resumeUi.staff.unhideConfirm', { title: r.title }),
        run: (r) => unhideResume(r.id),
        successKey: 'resumeUi.staff.unhidden',
      },
    ],
  });
