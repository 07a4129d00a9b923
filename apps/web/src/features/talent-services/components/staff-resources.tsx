import type { NavigateFunction } from 'react-router';
import { TALENT_SERVICE_PERMS } from '@rcwb/shared';
import { defineResource, type FilterDef } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { ApplicationStatusTag, nameIn } from '@/features/programs';
import {
  type RecognitionRow,
  type RequestRow,
  listRecognitions,
  listRequests,
  recognitionReviewPath,
  refName,
  requestReviewPath,
} from '../api/talent-services';

const STATUSES = ['submitted', 'in-review', 'returned', 'approved', 'rejected'] as const;

const filters: FilterDef[] = [
  {
    key: 'status',
    type: 'select',
    labelKey: 'talentUi.status',
    options: STATUSES.map((s) => ({ value: s, labelKey: `programApply.status.${s}` })),
  },
  { key: 'keyword', type: 'text', labelKey: 'talentUi.keyword' },
];

const common = [
  { key: 'applicantName', titleKey: 'talentUi.applicant', card: true },
  {
    key: 'status',
    titleKey: 'talentUi.status',
    card: true,
    render: (r: RecognitionRow | RequestRow) => <ApplicationStatusTag status={r.status} />,
  },
  {
    key: 'stepName',
    titleKey: 'talentUi.step',
    render: (r: RecognitionRow | RequestRow) => nameIn(r.stepName, i18n.language),
  },
  { key: 'createdAt', titleKey: 'talentUi.createdAt', type: 'datetime' as const },
];

/** g090202: recognitions handed in, newest first, by status and applicant. */
export const recognitionResource = (navigate: NavigateFunction) =>
  defineResource<RecognitionRow>({
    id: 'talent-recognitions',
    rowKey: (r) => r.id,
    fetchPage: listRecognitions,
    filters,
    columns: [
      {
        key: 'tier',
        titleKey: 'talentUi.tier',
        hideable: false,
        card: true,
        render: (r) => refName(r.tier, i18n.language),
      },
      ...common,
      { key: 'validUntil', titleKey: 'talentUi.decidedTier', render: (r) => r.validUntil ?? '' },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resource.view',
        perms: [TALENT_SERVICE_PERMS.recognitionList],
        run: (r) => navigate(recognitionReviewPath(r.id, r.tier.code)),
      },
    ],
  });

/** g090302: service requests handed in, newest first, by status and applicant. */
export const requestResource = (navigate: NavigateFunction) =>
  defineResource<RequestRow>({
    id: 'talent-service-requests',
    rowKey: (r) => r.id,
    fetchPage: listRequests,
    filters,
    columns: [
      {
        key: 'type',
        titleKey: 'talentUi.serviceType',
        hideable: false,
        card: true,
        render: (r) => refName(r.type, i18n.language),
      },
      ...common,
      { key: 'grantedAmount', titleKey: 'talentUi.grantedAmount', render: (r) => r.grantedAmount ?? '' },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resource.view',
        perms: [TALENT_SERVICE_PERMS.serviceList],
        run: (r) => navigate(requestReviewPath(r.id, r.type.code)),
      },
    ],
  });
