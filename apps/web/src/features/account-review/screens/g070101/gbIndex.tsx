import { useTranslation } from '@/lib/i18n';
import { ResourceList, ResourcePage } from '@/components/resource';
import { orgResource } from '../../components/org-resource';

/** g070101 gbIndex (menu component key 'g070101/gbIndex'): review and lock organisation accounts. */
export default function OrgReviewScreen() {
  const { t } = useTranslation();
  return (
    <ResourcePage title={t('accountReview.org.title')}>
      <ResourceList def={orgResource} />
    </ResourcePage>
  );
}
