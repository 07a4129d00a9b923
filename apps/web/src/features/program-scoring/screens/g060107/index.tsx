import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { taskResource } from '../../components/task-resource';

/** g060107 my scoring tasks (menu component key 'g060107/index'). */
export default function ScoringTasksScreen() {
  const title = useScreenTitle('g060107');
  return (
    <ResourcePage title={title}>
      <ResourceList def={taskResource} />
    </ResourcePage>
  );
}
