import { GIG_PERMS } from '@rcwb/shared';
import {
  type ColumnDef,
  type DialogRenderers,
  ResourceList,
  ResourcePage,
  defineResource,
} from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { useScreenTitle } from '@/lib/screen-title';
import { MY_ORDERS_KEY, type MyOrderRow, type OrderAction, listMyOrders, orderStep } from '../../api/gigs';
import { payText } from '../../components/gig-review-resources';
import { RateDialog, ratingText } from '../../components/order-dialogs';

const P = GIG_PERMS;
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const COLUMNS: ColumnDef<MyOrderRow>[] = [
  { key: 'gig', titleKey: 'gigsAdmin.col.title', hideable: false, card: true, render: (r) => r.gig.title },
  { key: 'poster', titleKey: 'gigsAdmin.col.poster', render: (r) => r.gig.posterName ?? '' },
  { key: 'pay', titleKey: 'gigsAdmin.col.pay', render: (r) => payText(r.gig.payAmount, r.gig.payUnit) },
  {
    key: 'when',
    titleKey: 'gigsAdmin.col.dates',
    card: true,
    render: (r) => `${r.gig.startDate} – ${r.gig.endDate} ${r.gig.dailyStart}–${r.gig.dailyEnd}`,
  },
  { key: 'address', titleKey: 'gigsAdmin.col.address', render: (r) => r.gig.address, ellipsis: true },
  {
    key: 'status',
    titleKey: 'gigsAdmin.col.status',
    card: true,
    render: (r) => t(`gigs.orderStatus.${r.status}`),
  },
  {
    key: 'contact',
    titleKey: 'gigsAdmin.col.contact',
    render: (r) => (r.contact ? `${r.contact.name} ${r.contact.phone}` : t('gigsAdmin.contactAfterAccept')),
  },
  { key: 'amount', titleKey: 'gigsAdmin.col.amount', type: 'number' },
  { key: 'myRating', titleKey: 'gigsAdmin.col.myRating', render: (r) => ratingText(r.myRating) },
  {
    key: 'theirRating',
    titleKey: 'gigsAdmin.col.theirRating',
    render: (r) => ratingText(r.theirRating),
    card: true,
  },
];

/** A worker's step, shown only in the state the order's transition table allows it from. */
const step = (action: OrderAction, from: MyOrderRow['status'][], danger = false) => ({
  key: action,
  labelKey: `gigsAdmin.step.${action}`,
  perms: [P.orders],
  danger,
  hidden: (r: MyOrderRow) => !from.includes(r.status),
  run: (r: MyOrderRow) => orderStep(r.id, action),
  successKey: `gigsAdmin.done.${action}`,
});

const resource = defineResource<MyOrderRow>({
  id: MY_ORDERS_KEY,
  rowKey: (r) => r.id,
  fetchPage: listMyOrders,
  columns: COLUMNS,
  rowActions: [
    step('accept', ['invited']),
    step('decline', ['invited'], true),
    step('checkIn', ['accepted']),
    step('checkOut', ['checked_in']),
    step('withdraw', ['applied', 'accepted'], true),
    {
      key: 'rate',
      labelKey: 'gigsAdmin.rate',
      perms: [P.orders],
      hidden: (r) => r.status !== 'confirmed' || r.myRating !== null,
      dialog: 'rate',
    },
  ],
});

const dialogs: DialogRenderers<MyOrderRow> = {
  rate: ({ row, close, done }) =>
    row && <RateDialog orderId={row.id} title={row.gig.title} onClose={close} onDone={done} />,
};

/** g010903 my gig orders: applications and invitations, check-in and check-out on the day, ratings. */
export default function MyGigOrdersScreen() {
  const title = useScreenTitle('g010903');
  return (
    <ResourcePage title={title}>
      <ResourceList def={resource} dialogs={dialogs} />
    </ResourcePage>
  );
}
