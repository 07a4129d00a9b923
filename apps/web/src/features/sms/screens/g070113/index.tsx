import { useTranslation } from 'react-i18next';
import { ResourceList, ResourcePage } from '@/components/resource';
import { outboxResource } from '../../components/outbox-resource';

/** g070113 SMS outbox (menu component key 'g070113/index'): what the SMS gateway sent. */
export default function SmsOutboxScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('smsOutbox.title')}>
      <ResourceList def={outboxResource} />
    </ResourcePage>
  );
}
