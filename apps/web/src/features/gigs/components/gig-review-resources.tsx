import { GIG_PERMS, GIG_STATUSES, WORKER_CARD_STATUSES } from '@rcwb/shared';
import { type ColumnDef, type ReviewDef, defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import {
  CARD_REVIEW_KEY,
  type CardRow,
  GIG_REVIEW_KEY,
  type GigRow,
  approveCard,
  approveGig,
  getCardForReview,
  getGigForReview,
  listCardReview,
  listGigReview,
  rejectCard,
  rejectGig,
  returnCard,
  returnGig,
} from '../api/gigs';

const P = GIG_PERMS;
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

/** "¥30 per hour". */
export const payText = (amount: number, unit: string) => `¥${amount} ${t(`gigs.payUnit.${unit}`)}`;
const categories = (codes: readonly string[]) =>
  codes.map((c) => t(`gigs.category.${c}`)).join(t('gigsAdmin.listSeparator'));
const weekdays = (days: readonly number[]) =>
  days.map((d) => t(`gigsAdmin.weekday.${d}`)).join(t('gigsAdmin.listSeparator'));

/** The reasons a reviewer picks from most often (kept as i18n keys, both languages). */
const REASONS = [
  'gigsAdmin.reason.incomplete',
  'gigsAdmin.reason.unclearPay',
  'gigsAdmin.reason.notAllowed',
] as const;

const reasonSpec = <R,>(titleKey: string, title: (r: R) => string) => ({
  required: true,
  titleKey,
  titleParams: (r: R) => ({ title: title(r) }),
  labelKey: 'gigsAdmin.reason',
  requiredKey: 'gigs.reasonRequired',
  maxLength: 200,
});

const GIG_COLUMNS: ColumnDef<GigRow>[] = [
  { key: 'title', titleKey: 'gigsAdmin.col.title', hideable: false, card: true },
  { key: 'posterName', titleKey: 'gigsAdmin.col.poster', card: true },
  { key: 'category', titleKey: 'gigsAdmin.col.category', render: (r) => t(`gigs.category.${r.category}`) },
  { key: 'pay', titleKey: 'gigsAdmin.col.pay', render: (r) => payText(r.payAmount, r.payUnit), card: true },
  { key: 'dates', titleKey: 'gigsAdmin.col.dates', render: (r) => `${r.startDate} – ${r.endDate}` },
  {
    key: 'hours',
    titleKey: 'gigsAdmin.col.hours',
    render: (r) => `${r.dailyStart}–${r.dailyEnd}`,
    detailOnly: true,
  },
  { key: 'address', titleKey: 'gigsAdmin.col.address', ellipsis: true },
  { key: 'headcount', titleKey: 'gigsAdmin.col.headcount', type: 'number' },
  {
    key: 'skills',
    titleKey: 'gigsAdmin.col.skills',
    render: (r) => r.skills.join(t('gigsAdmin.listSeparator')),
    detailOnly: true,
  },
  { key: 'description', titleKey: 'gigsAdmin.col.description', detailOnly: true },
  {
    key: 'contact',
    titleKey: 'gigsAdmin.col.contact',
    render: (r) => `${r.contactName ?? ''} ${r.contactPhone ?? ''}`,
    detailOnly: true,
  },
  {
    key: 'status',
    titleKey: 'gigsAdmin.col.status',
    render: (r) => t(`gigs.status.${r.status}`),
    card: true,
  },
  { key: 'reviewReason', titleKey: 'gigsAdmin.col.reviewReason', ellipsis: true, defaultHidden: true },
  { key: 'submittedAt', titleKey: 'gigsAdmin.col.submittedAt', type: 'datetime' },
];

/** g070106's decisions (server: GIG_REVIEW in modules/gigs/gig-review.ts). */
export const gigReview: ReviewDef<GigRow> = {
  allowed: (r) => r.status === 'pending',
  reasons: { keys: REASONS },
  actions: {
    approve: {
      perms: [P.review],
      confirm: (r, tr) => tr('gigsAdmin.approveConfirm', { title: r.title }),
      send: (r) => approveGig(r.id),
      successKey: 'gigsAdmin.approved',
    },
    reject: {
      perms: [P.review],
      send: (r, reason) => rejectGig(r.id, reason ?? ''),
      successKey: 'gigsAdmin.rejected',
      reason: reasonSpec<GigRow>('gigsAdmin.rejectTitle', (r) => r.title),
    },
    return: {
      perms: [P.review],
      send: (r, reason) => returnGig(r.id, reason ?? ''),
      successKey: 'gigsAdmin.returned',
      reason: reasonSpec<GigRow>('gigsAdmin.returnTitle', (r) => r.title),
    },
  },
};

/** g070106 gig review: the queue (waiting gigs, oldest first) or gigs in another state. */
export const gigReviewResource = defineResource<GigRow>({
  id: GIG_REVIEW_KEY,
  rowKey: (r) => r.id,
  fetchPage: listGigReview,
  filters: [
    { key: 'keyword', type: 'text', labelKey: 'gigsAdmin.filter.keyword' },
    {
      key: 'status',
      type: 'select',
      labelKey: 'gigsAdmin.col.status',
      options: GIG_STATUSES.map((s) => ({ value: s, labelKey: `gigs.status.${s}` })),
    },
  ],
  columns: GIG_COLUMNS,
  detail: { titleKey: 'gigsAdmin.gigDetail', load: (r) => getGigForReview(r.id) },
  review: gigReview,
  rowActions: [{ key: 'view', labelKey: 'resource.view', perms: [P.reviewList], dialog: 'detail' }],
});

const CARD_COLUMNS: ColumnDef<CardRow>[] = [
  { key: 'name', titleKey: 'gigsAdmin.col.worker', hideable: false, card: true },
  {
    key: 'categories',
    titleKey: 'gigsAdmin.col.categories',
    render: (r) => categories(r.categories),
    card: true,
  },
  {
    key: 'skills',
    titleKey: 'gigsAdmin.col.skills',
    render: (r) => r.skills.join(t('gigsAdmin.listSeparator')),
  },
  {
    key: 'pay',
    titleKey: 'gigsAdmin.col.expectedPay',
    render: (r) => payText(r.expectedPay, r.payUnit),
    card: true,
  },
  {
    key: 'days',
    titleKey: 'gigsAdmin.col.days',
    render: (r) => `${weekdays(r.days)} ${r.timeFrom}–${r.timeTo}`,
  },
  { key: 'intro', titleKey: 'gigsAdmin.col.intro', ellipsis: true, detailOnly: true },
  {
    key: 'photo',
    titleKey: 'gigsAdmin.col.photo',
    detailOnly: true,
    render: (r) =>
      r.photoUrl ? (
        <img src={`/api${r.photoUrl}`} alt={t('gigsAdmin.photoAlt', { name: r.name ?? '' })} width={96} />
      ) : (
        ''
      ),
  },
  {
    key: 'status',
    titleKey: 'gigsAdmin.col.status',
    render: (r) => t(`gigs.status.${r.status}`),
    card: true,
  },
  { key: 'reviewReason', titleKey: 'gigsAdmin.col.reviewReason', ellipsis: true, defaultHidden: true },
  { key: 'submittedAt', titleKey: 'gigsAdmin.col.submittedAt', type: 'datetime' },
];

/** g070107's decisions (server: CARD_REVIEW). */
export const cardReview: ReviewDef<CardRow> = {
  allowed: (r) => r.status === 'pending',
  reasons: { keys: REASONS },
  actions: {
    approve: {
      perms: [P.cardReview],
      confirm: (r, tr) => tr('gigsAdmin.approveCardConfirm', { name: r.name ?? '' }),
      send: (r) => approveCard(r.id),
      successKey: 'gigsAdmin.approved',
    },
    reject: {
      perms: [P.cardReview],
      send: (r, reason) => rejectCard(r.id, reason ?? ''),
      successKey: 'gigsAdmin.rejected',
      reason: reasonSpec<CardRow>('gigsAdmin.rejectCardTitle', (r) => r.name ?? ''),
    },
    return: {
      perms: [P.cardReview],
      send: (r, reason) => returnCard(r.id, reason ?? ''),
      successKey: 'gigsAdmin.returned',
      reason: reasonSpec<CardRow>('gigsAdmin.returnCardTitle', (r) => r.name ?? ''),
    },
  },
};

/** g070107 worker card review. */
export const cardReviewResource = defineResource<CardRow>({
  id: CARD_REVIEW_KEY,
  rowKey: (r) => r.id,
  fetchPage: listCardReview,
  filters: [
    { key: 'keyword', type: 'text', labelKey: 'gigsAdmin.filter.cardKeyword' },
    {
      key: 'status',
      type: 'select',
      labelKey: 'gigsAdmin.col.status',
      options: WORKER_CARD_STATUSES.map((s) => ({ value: s, labelKey: `gigs.status.${s}` })),
    },
  ],
  columns: CARD_COLUMNS,
  detail: { titleKey: 'gigsAdmin.cardDetail', load: (r) => getCardForReview(r.id) },
  review: cardReview,
  rowActions: [{ key: 'view', labelKey: 'resource.view', perms: [P.cardReviewList], dialog: 'detail' }],
});
