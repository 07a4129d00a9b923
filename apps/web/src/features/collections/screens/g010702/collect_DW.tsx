import { useTranslation } from 'react-i18next';
import { ResourceList, ResourcePage } from '@/components/resource';
import { collectedResource } from '../../components/person-resources';

/** g010702/collect_DW: the organisations the person collected on companyInfo. */
export default function CollectedOrganisationsScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('personJobs.collectDw.title')}>
      <ResourceList def={collectedResource('org')} />
    </ResourcePage>
  );
}
