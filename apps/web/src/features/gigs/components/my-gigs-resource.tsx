import { GIG_PERMS, GIG_STATUSES, screenPath } from '@rcwb/shared';
import { PlusOutlined } from '@ant-design/icons';
import type { NavigateFunction } from 'react-router';
import { type ColumnDef, defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import {
  type ApplicantRow,
  type GigRow,
  MY_GIGS_KEY,
  type MyGigRow,
  listApplicants,
  closeGig,
  listMyGigs,
  orderStep,
  submitGig,
} from '../api/gigs';
import { payText } from './gig-review-resources';
import { ratingText } from './order-dialogs';

const P = GIG_PERMS;
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const COLUMNS: ColumnDef<MyGigRow>[] = [
  { key: 'title', titleKey: 'gigsAdmin.col.title', hideable: false, card: true },
  { key: 'category', titleKey: 'gigsAdmin.col.category', render: (r) => t(`gigs.category.${r.category}`) },
  { key: 'pay', titleKey: 'gigsAdmin.col.pay', render: (r) => payText(r.payAmount, r.payUnit) },
  {
    key: 'dates',
    titleKey: 'gigsAdmin.col.dates',
    render: (r) => `${r.startDate} – ${r.endDate}`,
    card: true,
  },
  { key: 'places', titleKey: 'gigsAdmin.col.places', render: (r) => `${r.taken} / ${r.headcount}` },
  { key: 'applicants', titleKey: 'gigsAdmin.col.applicants', type: 'number' },
  {
    key: 'status',
    titleKey: 'gigsAdmin.col.status',
    render: (r) => t(`gigs.status.${r.status}`),
    card: true,
  },
  { key: 'reviewReason', titleKey: 'gigsAdmin.col.reviewReason', ellipsis: true },
];

const editable = (r: GigRow) => r.status === 'draft' || r.status === 'rejected';

/** g010901 my gigs: add, edit (drafts and refused gigs), submit, close, and each gig's applicants. */
export const myGigsResource = (navigate: NavigateFunction) =>
  defineResource<MyGigRow>({
    id: MY_GIGS_KEY,
    rowKey: (r) => r.id,
    fetchPage: listMyGigs,
    filters: [
      { key: 'title', type: 'text', labelKey: 'gigsAdmin.col.title' },
      {
        key: 'status',
        type: 'select',
        labelKey: 'gigsAdmin.col.status',
        options: GIG_STATUSES.map((s) => ({ value: s, labelKey: `gigs.status.${s}` })),
      },
    ],
    columns: COLUMNS,
    toolbar: [
      {
        key: 'add',
        labelKey: 'gigsAdmin.add',
        perms: [P.employer],
        icon: <PlusOutlined />,
        type: 'primary',
        dialog: 'add',
      },
    ],
    rowActions: [
      {
        key: 'applicants',
        labelKey: 'gigsAdmin.applicants',
        perms: [P.employer],
        hidden: (r) => r.status !== 'published' && r.status !== 'closed',
        run: (r) => navigate(screenPath('g010901:orders', { id: r.id, title: r.title })),
      },
      {
        key: 'edit',
        labelKey: 'resource.edit',
        perms: [P.employer],
        hidden: (r) => !editable(r),
        dialog: 'edit',
      },
      {
        key: 'submit',
        labelKey: 'gigsAdmin.submit',
        perms: [P.employer],
        hidden: (r) => !editable(r),
        run: (r) => submitGig(r.id),
        successKey: 'gigsAdmin.submitted',
      },
      {
        key: 'close',
        labelKey: 'gigsAdmin.close',
        perms: [P.employer],
        danger: true,
        hidden: (r) => r.status !== 'published',
        confirm: (r, tr) => tr('gigsAdmin.closeConfirm', { title: r.title }),
        run: (r) => closeGig(r.id),
        successKey: 'gigsAdmin.closed',
      },
    ],
  });

const APPLICANT_COLUMNS: ColumnDef<ApplicantRow>[] = [
  { key: 'workerName', titleKey: 'gigsAdmin.col.worker', hideable: false, card: true },
  { key: 'origin', titleKey: 'gigsAdmin.col.origin', render: (r) => t(`gigsAdmin.origin.${r.origin}`) },
  {
    key: 'status',
    titleKey: 'gigsAdmin.col.status',
    render: (r) => t(`gigs.orderStatus.${r.status}`),
    card: true,
  },
  { key: 'workerMobile', titleKey: 'gigsAdmin.col.mobile' },
  { key: 'message', titleKey: 'gigsAdmin.col.message', ellipsis: true },
  { key: 'checkedInAt', titleKey: 'gigsAdmin.col.checkedIn', type: 'datetime' },
  { key: 'checkedOutAt', titleKey: 'gigsAdmin.col.checkedOut', type: 'datetime' },
  { key: 'amount', titleKey: 'gigsAdmin.col.amount', type: 'number' },
  { key: 'myRating', titleKey: 'gigsAdmin.col.myRating', render: (r) => ratingText(r.myRating), card: true },
  { key: 'theirRating', titleKey: 'gigsAdmin.col.theirRating', render: (r) => ratingText(r.theirRating) },
];

/** g010901:orders: the applicants and invited workers of one gig, with the employer's steps. */
export const applicantsResource = (gigId: number) =>
  defineResource<ApplicantRow>({
    id: `gigs.applicants.${gigId}`,
    rowKey: (r) => r.id,
    fetchPage: listApplicants(gigId),
    columns: APPLICANT_COLUMNS,
    rowActions: [
      {
        key: 'accept',
        labelKey: 'gigsAdmin.accept',
        perms: [P.employer],
        hidden: (r) => r.status !== 'applied',
        run: (r) => orderStep(r.id, 'accept'),
        successKey: 'gigsAdmin.accepted',
      },
      {
        key: 'decline',
        labelKey: 'gigsAdmin.decline',
        perms: [P.employer],
        danger: true,
        hidden: (r) => r.status !== 'applied',
        confirm: (r, tr) => tr('gigsAdmin.declineConfirm', { name: r.workerName }),
        run: (r) => orderStep(r.id, 'decline'),
        successKey: 'gigsAdmin.declined',
      },
      {
        key: 'cancel',
        labelKey: 'gigsAdmin.cancel',
        perms: [P.employer],
        danger: true,
        hidden: (r) => r.status !== 'accepted' && r.status !== 'invited',
        confirm: (r, tr) => tr('gigsAdmin.cancelConfirm', { name: r.workerName }),
        run: (r) => orderStep(r.id, 'cancel'),
        successKey: 'gigsAdmin.cancelled',
      },
      {
        key: 'confirm',
        labelKey: 'gigsAdmin.confirm',
        perms: [P.employer],
        hidden: (r) => r.status !== 'checked_out',
        dialog: 'confirm',
      },
      {
        key: 'rate',
        labelKey: 'gigsAdmin.rate',
        perms: [P.employer],
        hidden: (r) => r.status !== 'confirmed' || r.myRating !== null,
        dialog: 'rate',
      },
    ],
  });
