import type { NavigateFunction } from 'react-router';
import {
  DELIVERY_STATUSES,
  INTERVIEW_STATUSES,
  OPEN_DELIVERY_STATUSES,
  type TDeliveryStatus,
  type TPermission,
} from '@rcwb/shared';
import { type ColumnDef, type FilterDef, type Option, defineResource } from '@/components/resource';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import {
  DELIVERY_KEYS,
  DELIVERY_PERMS as P,
  type TDeliveryRow,
  type TInterviewRow,
  deliveryPaths,
  listMyDeliveries,
  listOrgDeliveries,
  listOrgInterviews,
  listStaffDeliveries,
  markViewed,
  withdrawDelivery,
} from '../api/deliveries';
import { formatDateTime } from './format';
import { DeliveryStatusTag, InterviewStatusTag } from './status-tag';
import { MatchTag } from './match-tag';

/** The list shows the start of a greeting; the delivery page shows all of it. */
const GREETING_SHOWN = 40;
const greetingCell = (r: TDeliveryRow) => {
  const text = r.greeting ?? '';
  const chars = [...text];
  if (chars.length <= GREETING_SHOWN) return text;
  return <span title={text}>{`${chars.slice(0, GREETING_SHOWN).join('')}…`}</span>;
};

const isOpen = (s: TDeliveryStatus) => (OPEN_DELIVERY_STATUSES as readonly string[]).includes(s);

const statusOptions: Option[] = DELIVERY_STATUSES.map((s) => ({
  value: s,
  labelKey: `deliveriesUi.status.${s}`,
}));
const statusFilter: FilterDef = {
  key: 'status',
  type: 'select',
  labelKey: 'deliveriesUi.col.status',
  options: statusOptions,
};

const latestEvent = (r: TDeliveryRow) =>
  r.latestEvent
    ? `${i18n.t(`deliveriesUi.event.${r.latestEvent.kind}`, { defaultValue: r.latestEvent.kind })} · ${formatDateTime(
        r.latestEvent.createdAt,
        i18n.language,
      )}`
    : '';

const COL = {
  status: {
    key: 'status',
    titleKey: 'deliveriesUi.col.status',
    hideable: false,
    render: (r) => <DeliveryStatusTag status={r.status} />,
  },
  job: { key: 'jobTitle', titleKey: 'deliveriesUi.col.job', hideable: false },
  org: { key: 'orgName', titleKey: 'deliveriesUi.col.org' },
  person: { key: 'personName', titleKey: 'deliveriesUi.col.person', hideable: false },
  resume: { key: 'resumeTitle', titleKey: 'deliveriesUi.col.resume' },
  created: { key: 'createdAt', titleKey: 'deliveriesUi.col.createdAt', type: 'datetime' },
  latest: { key: 'latestEvent', titleKey: 'deliveriesUi.col.latest', render: latestEvent },
  match: { key: 'match', titleKey: 'deliveriesUi.col.match', render: (r) => <MatchTag match={r.match} /> },
  greeting: { key: 'greeting', titleKey: 'deliveriesUi.col.greeting', render: greetingCell },
} satisfies Record<string, ColumnDef<TDeliveryRow>>;

const openDetail = (navigate: NavigateFunction, perms: TPermission[]) => ({
  key: 'open',
  labelKey: 'resource.view',
  perms,
  run: (r: TDeliveryRow) => navigate(deliveryPaths.detail(r.id)),
});

/** g010702/deliver: the person's deliveries; withdrawing asks first. */
export const myDeliveriesResource = (navigate: NavigateFunction) =>
  defineResource<TDeliveryRow>({
    id: DELIVERY_KEYS.mine,
    rowKey: (r) => r.id,
    fetchPage: listMyDeliveries,
    filters: [statusFilter],
    columns: [COL.status, COL.job, COL.org, COL.resume, COL.created, COL.latest],
    rowActions: [
      openDetail(navigate, [P.personList]),
      {
        key: 'withdraw',
        labelKey: 'deliveriesUi.withdraw',
        perms: [P.withdraw],
        danger: true,
        hidden: (r) => !isOpen(r.status),
        confirm: (r, t) => t('deliveriesUi.withdrawConfirm', { title: r.jobTitle }),
        run: (r) => withdrawDelivery(r.id),
        successKey: 'deliveriesUi.withdrawn',
      },
    ],
  });

/** The organisation's published and closed postings, for the pipeline's posting filter. */
const myPostingOptions = {
  queryKey: ['deliveries-org-postings'] as const,
  queryFn: async (): Promise<Option[]> =>
    (await api.page<{ id: number; title: string }>('/job/my/list', { page: 1, limit: 100 })).rows.map(
      (j) => ({
        value: String(j.id),
        label: j.title,
      }),
    ),
};

export const PIPELINE_FILTERS: FilterDef[] = [
  { key: 'jobId', type: 'select', labelKey: 'deliveriesUi.col.job', optionsQuery: myPostingOptions },
  statusFilter,
  // The order, chosen like a filter so it stays in the URL: the server sorts across pages.
  {
    key: 'sort',
    type: 'select',
    labelKey: 'deliveriesUi.sort.label',
    placeholderKey: 'deliveriesUi.sort.latest',
    options: [{ value: 'match', labelKey: 'deliveriesUi.sort.match' }],
  },
];

/**
 * g050104: deliveries the organisation received. Opening a row goes to the detail (which marks
 * it viewed); the steps are offered as the state allows, and the server refuses the rest.
 */
export const pipelineResource = (navigate: NavigateFunction) =>
  defineResource<TDeliveryRow>({
    id: DELIVERY_KEYS.org,
    rowKey: (r) => r.id,
    fetchPage: listOrgDeliveries,
    filters: PIPELINE_FILTERS,
    columns: [COL.status, COL.person, COL.match, COL.job, COL.greeting, COL.resume, COL.created, COL.latest],
    rowActions: [
      openDetail(navigate, [P.orgList]),
      {
        key: 'view',
        labelKey: 'deliveriesUi.markViewed',
        perms: [P.process],
        hidden: (r) => r.status !== 'delivered',
        run: (r) => markViewed(r.id),
        successKey: 'deliveriesUi.viewedDone',
      },
      {
        key: 'interview',
        labelKey: 'deliveriesUi.invite.action',
        perms: [P.process],
        hidden: (r) => !isOpen(r.status),
        dialog: 'interview',
      },
      {
        key: 'hire',
        labelKey: 'deliveriesUi.hire.action',
        perms: [P.process],
        hidden: (r) => !isOpen(r.status),
        dialog: 'hire',
      },
      {
        key: 'reject',
        labelKey: 'deliveriesUi.reject.action',
        perms: [P.process],
        danger: true,
        hidden: (r) => !isOpen(r.status),
        dialog: 'reject',
      },
      { key: 'notes', labelKey: 'deliveriesUi.notes.action', perms: [P.notes], dialog: 'notes' },
      {
        key: 'pdf',
        labelKey: 'deliveriesUi.pdf',
        perms: [P.orgList],
        // A withdrawn application's resume is no longer the organisation's to keep.
        hidden: (r) => r.status === 'withdrawn',
        dialog: 'pdf',
      },
    ],
  });

export const STAFF_FILTERS: FilterDef[] = [
  statusFilter,
  { key: 'orgName', type: 'text', labelKey: 'deliveriesUi.col.org' },
  { key: 'keyword', type: 'text', labelKey: 'deliveriesUi.col.jobKeyword' },
  { key: 'date', type: 'dateRange', labelKey: 'deliveriesUi.col.createdAt', from: 'from', to: 'to' },
];

/** g070104: every delivery, read only. */
export const staffDeliveriesResource = (navigate: NavigateFunction) =>
  defineResource<TDeliveryRow>({
    id: DELIVERY_KEYS.staff,
    rowKey: (r) => r.id,
    fetchPage: listStaffDeliveries,
    filters: STAFF_FILTERS,
    columns: [COL.status, COL.person, COL.job, COL.org, COL.resume, COL.created, COL.latest],
    rowActions: [openDetail(navigate, [P.staffList])],
  });

/** g050105: the organisation's interviews, upcoming first. */
export const orgInterviewsResource = (navigate: NavigateFunction) =>
  defineResource<TInterviewRow>({
    id: DELIVERY_KEYS.interviews,
    rowKey: (r) => r.id,
    fetchPage: listOrgInterviews,
    filters: [
      {
        key: 'status',
        type: 'select',
        labelKey: 'deliveriesUi.col.status',
        options: INTERVIEW_STATUSES.map((s) => ({ value: s, labelKey: `deliveriesUi.interviewStatus.${s}` })),
      },
    ],
    columns: [
      {
        key: 'startsAt',
        titleKey: 'deliveriesUi.invite.startsAt',
        hideable: false,
        render: (r) => formatDateTime(r.startsAt, i18n.language),
      },
      {
        key: 'status',
        titleKey: 'deliveriesUi.col.status',
        render: (r) => <InterviewStatusTag status={r.status} />,
      },
      { key: 'personName', titleKey: 'deliveriesUi.col.person' },
      { key: 'jobTitle', titleKey: 'deliveriesUi.col.job' },
      { key: 'place', titleKey: 'deliveriesUi.invite.place', ellipsis: true },
      { key: 'contactName', titleKey: 'deliveriesUi.invite.contactName', defaultHidden: true },
      { key: 'responseNote', titleKey: 'deliveriesUi.interview.responseNote', ellipsis: true },
    ],
    rowActions: [
      {
        key: 'interview',
        labelKey: 'deliveriesUi.interview.open',
        perms: [P.interviews],
        run: (r) => navigate(deliveryPaths.interview(r.id)),
      },
      {
        key: 'delivery',
        labelKey: 'deliveriesUi.interview.openDelivery',
        perms: [P.orgList],
        run: (r) => navigate(deliveryPaths.detail(r.deliveryId)),
      },
    ],
  });
