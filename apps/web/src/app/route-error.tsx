import { useTranslation } from '@/lib/i18n';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '@/components/status-page';
import { isApiError } from '@/lib/api';
import { reloadPage } from '@/lib/hard-navigate';

/** Shown when a route's code or data fails to load, e.g. a stale chunk after a deployment. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')}>
        <Link className="ui-button primary" to="/">
          {t('common.backHome')}
        </Link>
      </StatusPage>
    );
  }
  const text = isApiError(error) && error.kind !== 'aborted' ? error.message : t('errors.route.text');
  return (
    <StatusPage title={t('errors.route.title')} text={text}>
      <button type="button" className="ui-button primary" onClick={reloadPage}>
        {t('errors.reload')}
      </button>
      <Link className="ui-button" to="/">
        {t('common.backHome')}
      </Link>
    </StatusPage>
  );
}
