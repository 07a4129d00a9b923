import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { scoreResource } from '../../components/score-resource';

const resource = scoreResource('org');

/** g060106 organisation program scores (menu component key 'g060106/index'). */
export default function OrgScoresScreen() {
  const title = useScreenTitle('g060106');
  return (
    <ResourcePage title={title}>
      <ResourceList def={resource} />
    </ResourcePage>
  );
}
