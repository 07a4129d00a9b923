import { useTranslation } from 'react-i18next';
import { ResourcePage } from '@/components/resource';
import { MessageCentre } from '../../components/message-centre';

/** g010705 message centre (menu component key 'g010705/index'), for every role. */
export default function MessageCentreScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('messages.title')}>
      <MessageCentre />
    </ResourcePage>
  );
}
