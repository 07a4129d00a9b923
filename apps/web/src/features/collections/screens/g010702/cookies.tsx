import { useTranslation } from 'react-i18next';
import { ResourceList, ResourcePage } from '@/components/resource';
import { historyResource } from '../../components/person-resources';

/** g010702/cookies: the person's browse history (postings and organisations opened). */
export default function BrowseHistoryScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('personJobs.history.title')}>
      <ResourceList def={historyResource} />
    </ResourcePage>
  );
}
