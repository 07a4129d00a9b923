import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { MessageCentre } from '../../components/message-centre';

/** g010705 message centre (menu component key 'g010705/index'), for every role. */
export default function MessageCentreScreen() {
  const title = useScreenTitle('g010705');
  return (
    <ResourcePage title={title}>
      <MessageCentre />
    </ResourcePage>
  );
}
