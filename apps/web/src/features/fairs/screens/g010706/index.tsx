import { CloseCircleOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { FAIR_TICKET_PERMS, type TFairTicketView } from '@rcwb/shared';
import { ResourceList, ResourcePage, defineResource } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { fairTickets } from '../../api/fairs';
import { TicketQr } from '../../components/ticket-qr';

function Status({ ticket }: { ticket: TFairTicketView }) {
  const { t } = useTranslation();
  return <>{t(`fairTickets.status.${ticket.status}`)}</>;
}

const ticketResource = defineResource<TFairTicketView>({
  id: fairTickets.key,
  rowKey: (r) => r.id,
  fetchPage: fairTickets.mine,
  columns: [
    {
      key: 'fairTitle',
      titleKey: 'fairTickets.fair',
      hideable: false,
      ellipsis: true,
      width: 260,
      card: true,
    },
    { key: 'fairStartsAt', titleKey: 'fairTickets.time', type: 'datetime', card: true },
    { key: 'venue', titleKey: 'fairTickets.venue', ellipsis: true },
    { key: 'code', titleKey: 'fairTickets.code' },
    { key: 'status', titleKey: 'fairTickets.status', card: true, render: (r) => <Status ticket={r} /> },
    { key: 'cancelDeadline', titleKey: 'fairTickets.cancelDeadline', type: 'datetime', defaultHidden: true },
    { key: 'checkedInAt', titleKey: 'fairTickets.checkedIn', type: 'datetime' },
  ],
  rowActions: [
    {
      key: 'qr',
      labelKey: 'fairTickets.showQr',
      perms: [FAIR_TICKET_PERMS.manage],
      icon: <QrcodeOutlined />,
      hidden: (r) => r.status !== 'registered',
      dialog: 'qr',
    },
    {
      key: 'cancel',
      labelKey: 'fairTickets.cancel',
      perms: [FAIR_TICKET_PERMS.manage],
      icon: <CloseCircleOutlined />,
      danger: true,
      hidden: (r) => r.status !== 'registered' || !!r.checkedInAt || new Date(r.fairEndsAt) < new Date(),
      confirm: (_r, t) => t('fairTickets.cancelConfirm'),
      run: (r) => fairTickets.cancel(r.id),
      successKey: 'fairTickets.cancelled',
    },
  ],
});

/** g010706 my fair tickets: the list, each ticket's QR image, cancelling before the deadline. */
export default function MyFairTicketsScreen() {
  const title = useScreenTitle('g010706');
  const { t } = useTranslation();
  return (
    <ResourcePage title={title}>
      <ResourceList
        def={ticketResource}
        dialogs={{
          qr: ({ row, close }) =>
            row ? (
              <Modal
                open
                title={t('fairTickets.qrTitle', { title: row.fairTitle })}
                onCancel={close}
                footer={null}
              >
                <TicketQr ticket={row} />
              </Modal>
            ) : null,
        }}
      />
    </ResourcePage>
  );
}
