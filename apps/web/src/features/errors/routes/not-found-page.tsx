import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { StatusPage } from '@/components/status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')}>
      <Link className="ui-button primary" to="/">
        {t('common.backHome')}
      </Link>
    </StatusPage>
  );
}
