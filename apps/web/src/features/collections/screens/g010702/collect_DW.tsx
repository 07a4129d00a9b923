import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { collectedResource } from '../../components/person-resources';

/** g010702/collect_DW: the organisations the person collected on companyInfo. */
export default function CollectedOrganisationsScreen() {
  const title = useScreenTitle('g010702:collect_DW');
  return (
    <ResourcePage title={title}>
      <ResourceList def={collectedResource('org')} />
    </ResourcePage>
  );
}
