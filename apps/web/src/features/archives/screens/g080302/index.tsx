import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { handlingResource } from '../../components/request-resources';

/** g080302 archive request handling: every request handed in, newest activity first (archivists). */
export default function ArchiveHandlingScreen() {
  const title = useScreenTitle('g080302');
  return (
    <ResourcePage title={title}>
      <ResourceList def={handlingResource} />
    </ResourcePage>
  );
}
