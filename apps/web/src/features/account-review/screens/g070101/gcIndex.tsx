import { useTranslation } from '@/lib/i18n';
import { ResourceList, ResourcePage } from '@/components/resource';
import { personResource } from '../../components/person-resource';

/** g070101 gcIndex (menu component key 'g070101/gcIndex'): individual accounts, lock and unlock. */
export default function PersonAccountsScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('accountReview.person.title')}>
      <ResourceList def={personResource} />
    </ResourcePage>
  );
}
