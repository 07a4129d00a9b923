import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { orgInterviewsResource } from '../../components/delivery-resources';

/** g050105 interviews (menu component key 'g050105/index'): upcoming first, then past ones. */
export default function InterviewsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => orgInterviewsResource(navigate), [navigate]);
  return (
    <ResourcePage title={t('deliveriesUi.interviews.title')}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
