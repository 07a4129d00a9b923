import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { collectedResource } from '../../components/person-resources';

/** g010702/collect_JL: the resumes an organisation saved on talentInfo (masked names only). */
export default function SavedResumesScreen() {
  const title = useScreenTitle('g010702:collect_JL');
  return (
    <ResourcePage title={title}>
      <ResourceList def={collectedResource('resume')} />
    </ResourcePage>
  );
}
