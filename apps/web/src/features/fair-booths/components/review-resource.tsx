import type { NavigateFunction } from 'react-router';
import { BOOTH_APPLICATION_STATUSES, screenPath } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import {
  type BoothApplication,
  FAIR_BOOTHS_KEY,
  FAIR_BOOTH_PERMS,
  listReviewApplications,
  rejectApplication,
} from '../api/fair-booths';
import { ApplicationStatus } from './application-status';
import { applicationColumns } from './application-columns';
import { fairOptionsQuery } from './fair-options';

/** g070108: booth applications by fair, status and organisation; approve into a booth, reject, move. */
export const boothReviewResource = (navigate: NavigateFunction) =>
  defineResource<BoothApplication>({
    id: `${FAIR_BOOTHS_KEY}-review`,
    rowKey: (r) => r.id,
    fetchPage: listReviewApplications,
    filters: [
      { key: 'fairId', type: 'select', labelKey: 'fairBoothsUi.fair', optionsQuery: fairOptionsQuery },
      {
        key: 'status',
        type: 'select',
        labelKey: 'fairBoothsUi.status',
        options: BOOTH_APPLICATION_STATUSES.map((s) => ({ value: s, labelKey: `fairBooths.status.${s}` })),
      },
      { key: 'orgName', type: 'text', labelKey: 'fairBoothsUi.org' },
    ],
    columns: applicationColumns((r) => <ApplicationStatus app={r} />),
    detail: { titleKey: 'fairBoothsUi.detailTitle' },
    toolbar: [
      {
        key: 'checkIn',
        labelKey: 'fairBoothsUi.checkInDesk',
        perms: [FAIR_BOOTH_PERMS.checkIn],
        type: 'primary',
        run: () => navigate(screenPath('g070108:checkIn')),
      },
    ],
    rowActions: [
      { key: 'detail', labelKey: 'resource.view', perms: [FAIR_BOOTH_PERMS.reviewList], dialog: 'detail' },
      {
        key: 'approve',
        labelKey: 'fairBoothsUi.approve',
        perms: [FAIR_BOOTH_PERMS.review],
        hidden: (r) => r.status !== 'pending',
        dialog: 'approve',
      },
      {
        key: 'move',
        labelKey: 'fairBoothsUi.move',
        perms: [FAIR_BOOTH_PERMS.review],
        hidden: (r) => r.status !== 'approved' || r.fairKind === 'online',
        dialog: 'move',
      },
    ],
    review: {
      allowed: (r, action) => action === 'reject' && r.status === 'pending',
      actions: {
        reject: {
          perms: [FAIR_BOOTH_PERMS.review],
          send: (r, reason) => rejectApplication(r.id, reason!),
          successKey: 'fairBoothsUi.rejected',
          reason: {
            required: true,
            titleKey: 'fairBoothsUi.rejectTitle',
            titleParams: (r) => ({ org: r.orgName }),
            labelKey: 'fairBoothsUi.reason',
            maxLength: 200,
          },
        },
      },
    },
  });
