import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { StatusPage } from '@/components/status-page';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="401" title={t('errors.unauthorized.title')} text={t('errors.unauthorized.text')}>
      <Link className="ui-button primary" to="/">
        {t('common.backHome')}
      </Link>
    </StatusPage>
  );
}
