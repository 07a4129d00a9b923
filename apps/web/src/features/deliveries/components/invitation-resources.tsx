import { Form, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { type DialogRenderers, defineResource } from '@/components/resource';
import {
  DELIVERY_KEYS,
  DELIVERY_PERMS as P,
  type TInvitationRow,
  acceptInvitation,
  declineInvitation,
  deliveryPaths,
  listMyInvitations,
  myDeliverableResumes,
} from '../api/deliveries';
import { StepDialog } from './step-dialog';

/** The person's deliverable resumes, the default first (shared by every "choose a resume" control). */
export const useDeliverableResumes = (enabled = true) =>
  useQuery({ queryKey: [DELIVERY_KEYS.mine, 'resumes'], queryFn: myDeliverableResumes, enabled });

/** g010702/deliver, invitations tab: organisations' invitations to apply, pending first. */
export const invitationsResource = defineResource<TInvitationRow>({
  id: DELIVERY_KEYS.invitations,
  rowKey: (r) => r.id,
  fetchPage: listMyInvitations,
  columns: [
    {
      key: 'status',
      titleKey: 'deliveriesUi.col.status',
      hideable: false,
      render: (r) => <InvitationStatus row={r} />,
    },
    {
      key: 'jobTitle',
      titleKey: 'deliveriesUi.col.job',
      hideable: false,
      render: (r) => <Link to={`/recruitment/jobInfo?id=${r.jobId}`}>{r.jobTitle}</Link>,
    },
    { key: 'orgName', titleKey: 'deliveriesUi.col.org' },
    { key: 'message', titleKey: 'deliveriesUi.invitation.message', ellipsis: true },
    { key: 'createdAt', titleKey: 'deliveriesUi.invitation.at', type: 'datetime' },
  ],
  rowActions: [
    {
      key: 'accept',
      labelKey: 'deliveriesUi.invitation.accept',
      perms: [P.answerInvitation],
      hidden: (r) => r.status !== 'pending' || !r.jobOpen,
      dialog: 'accept',
    },
    {
      key: 'decline',
      labelKey: 'deliveriesUi.invitation.decline',
      perms: [P.answerInvitation],
      danger: true,
      hidden: (r) => r.status !== 'pending',
      confirm: (r, t) => t('deliveriesUi.invitation.declineConfirm', { title: r.jobTitle, org: r.orgName }),
      run: (r) => declineInvitation(r.id),
      successKey: 'deliveriesUi.invitation.declined',
    },
  ],
});

function InvitationStatus({ row }: { row: TInvitationRow }) {
  const { t } = useTranslation();
  if (row.status === 'pending' && !row.jobOpen)
    return <Typography.Text type="secondary">{t('deliveriesUi.invitation.jobClosed')}</Typography.Text>;
  return <span>{t(`deliveriesUi.invitation.status.${row.status}`)}</span>;
}

/** Accepting delivers the chosen resume (the default preselected) to the invitation's posting. */
export function AcceptInvitationDialog({
  row,
  onClose,
  onDone,
}: {
  row: TInvitationRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const resumes = useDeliverableResumes();
  const list = resumes.data ?? [];
  return (
    <StepDialog<{ resumeId: number }>
      // Mounted again once the resumes arrived, with the default one chosen.
      key={resumes.isSuccess ? 'ready' : 'loading'}
      initialValues={{ resumeId: list[0]?.id }}
      title={t('deliveriesUi.invitation.acceptTitle', { title: row.jobTitle })}
      fields={['resumeId']}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => acceptInvitation(row.id, v.resumeId)}
    >
      {() =>
        resumes.isSuccess && !list.length ? (
          <p>
            {t('deliveriesUi.deliver.noResume')}{' '}
            <Link to={deliveryPaths.resumes}>{t('deliveriesUi.deliver.manage')}</Link>
          </p>
        ) : (
          <Form.Item
            name="resumeId"
            label={t('deliveriesUi.deliver.resume')}
            rules={[{ required: true, message: t('deliveriesUi.deliver.pickResume') }]}
          >
            <Select
              loading={resumes.isPending}
              options={list.map((r) => ({
                value: r.id,
                label: r.isDefault ? `${r.title} (${t('deliveriesUi.deliver.default')})` : r.title,
              }))}
            />
          </Form.Item>
        )
      }
    </StepDialog>
  );
}

export const invitationDialogs = (t: (key: string) => string): DialogRenderers<TInvitationRow> => ({
  accept: ({ row, close, done }) =>
    row && (
      <AcceptInvitationDialog
        row={row}
        onClose={close}
        onDone={() => done(t('deliveriesUi.invitation.accepted'))}
      />
    ),
});
