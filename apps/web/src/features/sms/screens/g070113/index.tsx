import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { outboxResource } from '../../components/outbox-resource';

/** g070113 SMS outbox (menu component key 'g070113/index'): what the SMS gateway sent. */
export default function SmsOutboxScreen() {
  const title = useScreenTitle('g070113');
  return (
    <ResourcePage title={title}>
      <ResourceList def={outboxResource} />
    </ResourcePage>
  );
}
