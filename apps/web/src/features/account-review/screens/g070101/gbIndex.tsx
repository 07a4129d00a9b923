import { useTranslation } from 'react-i18next';
import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { type OrgRow, orgResource } from '../../components/org-resource';
import { RejectDialog } from '../../components/reject-dialog';

const dialogs: DialogRenderers<OrgRow> = {
  reject: ({ row, close, done }) => row && <RejectDialog org={row} onClose={close} onDone={done} />,
};

/** g070101 gbIndex (menu component key 'g070101/gbIndex'): review and lock organisation accounts. */
export default function OrgReviewScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('accountReview.org.title')}>
      <ResourceList def={orgResource} dialogs={dialogs} />
    </ResourcePage>
  );
}
