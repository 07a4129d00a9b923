import { useTranslation } from 'react-i18next';
import { ResourceList, ResourcePage } from '@/components/resource';
import { collectedResource } from '../../components/person-resources';

/** g010702/collect_JL: the resumes an organisation saved on talentInfo (masked names only). */
export default function SavedResumesScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('talent.collectJl.title')}>
      <ResourceList def={collectedResource('resume')} />
    </ResourcePage>
  );
}
