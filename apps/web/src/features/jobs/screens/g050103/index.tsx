import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { myJobsResource } from '../../components/job-resources';

/** g050103 my postings (menu component key 'g050103/index'). */
export default function MyJobsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => myJobsResource(navigate), [navigate]);
  return (
    <ResourcePage title={t('jobsAdmin.mine')}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
