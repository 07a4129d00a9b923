import { REVIEW_PERMS } from '@rcwb/shared';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { defineResource } from '@/components/resource';
import {
  ORGS_KEY,
  type OrgAccount,
  type OrgDetail,
  approveOrg,
  getOrg,
  listOrgs,
  rejectOrg,
} from '../api/review';
import { LicenceFile } from './licence-file';
import { OrgImages } from './org-images';
import { lockActions } from './lock-actions';

/** Permissions of g070101 gbIndex and its buttons (the screen manifest's). */
const PERMS = { list: REVIEW_PERMS.orgList, review: REVIEW_PERMS.orgReview, lock: REVIEW_PERMS.orgLock };

export type OrgRow = OrgAccount & Partial<OrgDetail>;
const pending = (o: OrgRow) => o.reviewStatus === 'pending';

/** Reusable reasons of a rejection (the reviewer may edit the text before sending). */
const ORG_REASONS = [
  'accountReview.reasons.licence',
  'accountReview.reasons.name',
  'accountReview.reasons.creditCode',
  'accountReview.reasons.contact',
];

/** g070101 gbIndex: organisation accounts, pending reviews first (the server's order). */
export const orgResource = defineResource<OrgRow>({
  id: ORGS_KEY,
  rowKey: (o) => o.id,
  fetchPage: listOrgs,
  filters: [
    { key: 'name', type: 'text', labelKey: 'accountReview.org.name' },
    { key: 'creditCode', type: 'text', labelKey: 'accountReview.org.creditCode' },
    { key: 'reviewStatus', type: 'dict', dict: 'review_status', labelKey: 'accountReview.reviewStatus' },
    { key: 'status', type: 'dict', dict: 'account_status', labelKey: 'accountReview.status' },
  ],
  columns: [
    { key: 'name', titleKey: 'accountReview.org.name', hideable: false },
    { key: 'username', titleKey: 'accountReview.username' },
    { key: 'creditCode', titleKey: 'accountReview.org.creditCode' },
    { key: 'legalRep', titleKey: 'accountReview.org.legalRep' },
    {
      key: 'nature',
      titleKey: 'accountReview.org.nature',
      type: 'dict',
      dict: 'org_nature',
      defaultHidden: true,
    },
    {
      key: 'industry',
      titleKey: 'accountReview.org.industry',
      type: 'dict',
      dict: 'industry',
      defaultHidden: true,
    },
    { key: 'scale', titleKey: 'accountReview.org.scale', type: 'dict', dict: 'org_scale', detailOnly: true },
    { key: 'region', titleKey: 'accountReview.region', type: 'dict', dict: 'area', defaultHidden: true },
    { key: 'address', titleKey: 'accountReview.address', detailOnly: true },
    { key: 'contact', titleKey: 'accountReview.org.contact', detailOnly: true },
    { key: 'telephone', titleKey: 'accountReview.org.telephone', detailOnly: true },
    { key: 'mobile', titleKey: 'accountReview.mobile', detailOnly: true },
    { key: 'email', titleKey: 'accountReview.email', detailOnly: true },
    { key: 'website', titleKey: 'accountReview.org.website', detailOnly: true },
    { key: 'description', titleKey: 'accountReview.org.description', detailOnly: true },
    {
      key: 'licence',
      titleKey: 'accountReview.org.licence',
      detailOnly: true,
      render: (o) => <LicenceFile orgId={o.id} file={o.licence ?? null} />,
    },
    {
      key: 'images',
      titleKey: 'accountReview.org.images',
      detailOnly: true,
      render: (o) => <OrgImages logo={o.logo ?? null} photos={o.photos ?? []} />,
    },
    { key: 'hasLicence', titleKey: 'accountReview.org.hasLicence', type: 'boolean' },
    { key: 'reviewStatus', titleKey: 'accountReview.reviewStatus', type: 'dict', dict: 'review_status' },
    { key: 'reviewReason', titleKey: 'accountReview.reason', detailOnly: true },
    { key: 'status', titleKey: 'accountReview.status', type: 'dict', dict: 'account_status' },
    { key: 'submittedAt', titleKey: 'accountReview.submittedAt', type: 'datetime' },
    { key: 'reviewedAt', titleKey: 'accountReview.reviewedAt', type: 'datetime', defaultHidden: true },
    { key: 'createdAt', titleKey: 'accountReview.createdAt', type: 'datetime', defaultHidden: true },
  ],
  detail: { titleKey: 'accountReview.org.detail', load: (o) => getOrg(o.id) },
  review: {
    // The server's table (modules/accounts/org-review.ts): only a pending organisation is decided.
    allowed: (o) => pending(o),
    reasons: { keys: ORG_REASONS },
    actions: {
      approve: {
        labelKey: 'accountReview.approve',
        perms: [PERMS.review],
        icon: <CheckOutlined aria-hidden="true" />,
        confirm: (o, t) => t('accountReview.approveConfirm', { name: o.name }),
        send: (o) => approveOrg(o.id),
        successKey: 'accountReview.approved',
      },
      reject: {
        labelKey: 'accountReview.reject',
        perms: [PERMS.review],
        icon: <CloseOutlined aria-hidden="true" />,
        send: (o, reason) => rejectOrg(o.id, reason ?? ''),
        successKey: 'accountReview.rejected',
        reason: {
          required: true,
          titleKey: 'accountReview.rejectTitle',
          titleParams: (o) => ({ name: o.name }),
          subject: { labelKey: 'accountReview.org.name', value: (o) => o.name },
          labelKey: 'accountReview.reason',
          helpKey: 'accountReview.reasonHelp',
          maxLength: 500,
        },
      },
    },
  },
  rowActions: [
    { key: 'view', labelKey: 'resource.view', perms: [PERMS.list], dialog: 'detail' },
    ...lockActions<OrgRow>('org', PERMS.lock),
  ],
});
