import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { historyResource } from '../../components/person-resources';

/** g010702/cookies: the person's browse history (postings and organisations opened). */
export default function BrowseHistoryScreen() {
  const title = useScreenTitle('g010702:cookies');
  return (
    <ResourcePage title={title}>
      <ResourceList def={historyResource} />
    </ResourcePage>
  );
}
