import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { scoreResource } from '../../components/score-resource';

const resource = scoreResource('person');

/** g060103 individual program scores (menu component key 'g060103/index'). */
export default function PersonScoresScreen() {
  const title = useScreenTitle('g060103');
  return (
    <ResourcePage title={title}>
      <ResourceList def={resource} />
    </ResourcePage>
  );
}
