import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import styles from './portal-kit.module.css';

/**
 * Loading, failure (with retry) and empty states of a public query, then its content. Keeps the
 * previous page on screen while the next one loads (the caller uses placeholderData). An item the
 * server does not know (404: unknown, a draft, withdrawn) is "not found", not a failure to retry.
 */
export function QueryState<T>({
  query,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className={styles.muted} aria-busy="true">
        {t('app.loading')}
      </p>
    );
  if (isApiError(query.error, 'business') && query.error.code === 404)
    return (
      <p role="alert" className={styles.empty} data-testid="not-found">
        {t('portalKit.notFound')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="ui-alert error">
        <span>{t('portalKit.loadError')}</span>
        <button type="button" className="ui-button" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className={styles.empty}>{t('portalKit.empty')}</p>;
  return <>{children(query.data)}</>;
}
