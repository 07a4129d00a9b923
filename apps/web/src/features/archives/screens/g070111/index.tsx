import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { registryDialogs } from '../../components/registry-dialogs';
import { registryResource } from '../../components/registry-resource';

/** g070111 the archive registry: register, lend, take back, transfer out, history (archivists). */
export default function ArchiveRegistryScreen() {
  const title = useScreenTitle('g070111');
  return (
    <ResourcePage title={title}>
      <ResourceList def={registryResource} dialogs={registryDialogs} />
    </ResourcePage>
  );
}
