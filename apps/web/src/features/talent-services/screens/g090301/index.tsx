import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { ServiceTypes } from '../../components/service-types';

/** g090301 (menu component key 'g090301/index'): the services I may ask for, my requests. */
export default function ServiceTypesScreen() {
  const title = useScreenTitle('g090301');
  return (
    <ResourcePage title={title}>
      <ServiceTypes />
    </ResourcePage>
  );
}
