import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { staffFeedbackResource } from '../../components/staff-resource';

/** g070105 complaints and feedback (menu component key 'g070105/index'), for admin and reviewers. */
export default function StaffFeedbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => staffFeedbackResource(navigate), [navigate]);
  return (
    <ResourcePage title={t('feedbackUi.staffTitle')}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
