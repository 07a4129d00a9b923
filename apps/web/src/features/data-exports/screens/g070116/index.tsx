import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { exportResource } from '../../components/export-resource';
import { NewExportDialog } from '../../components/new-export-dialog';

/** g070116 data exports (menu component key 'g070116/index'): start one, follow it, download it. */
export default function DataExportsScreen() {
  const title = useScreenTitle('g070116');
  return (
    <ResourcePage title={title}>
      <ResourceList def={exportResource} dialogs={{ create: (props) => <NewExportDialog {...props} /> }} />
    </ResourcePage>
  );
}
