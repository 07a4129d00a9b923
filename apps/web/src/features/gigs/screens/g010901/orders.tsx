import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { RecordMissing, useRecordId } from '@/components/record-state';
import type { ApplicantRow } from '../../api/gigs';
import { applicantsResource } from '../../components/my-gigs-resource';
import { ConfirmWorkDialog, RateDialog } from '../../components/order-dialogs';

/** g010901:orders: who applied to (or was invited to) one of my gigs, and each order's steps. */
export default function GigApplicantsScreen() {
  const { t } = useTranslation();
  const id = useRecordId('path');
  const { title = '' } = useParams();
  const def = useMemo(() => (id === null ? null : applicantsResource(id)), [id]);
  const dialogs: DialogRenderers<ApplicantRow> = {
    confirm: ({ row, close, done }) =>
      row && <ConfirmWorkDialog orderId={row.id} title={row.workerName} onClose={close} onDone={done} />,
    rate: ({ row, close, done }) =>
      row && <RateDialog orderId={row.id} title={row.workerName} onClose={close} onDone={done} />,
  };
  if (!def) return <RecordMissing badLink />;
  return (
    <ResourcePage title={t('gigsAdmin.applicantsTitle', { title })}>
      <ResourceList def={def} dialogs={dialogs} />
    </ResourcePage>
  );
}
