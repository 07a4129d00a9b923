import { type ReactNode, useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import styles from './portal-kit.module.css';

/**
 * Loading, failure (with retry) and empty states of a public query, then its content. Keeps the
 * previous page on screen while the next one loads (the caller uses placeholderData). An item the
 * server does not know (404: unknown, a draft, withdrawn) is "not found", not a failure to retry.
 * The content is rendered in a pass React may interrupt (`useDeferredValue`), so a long list
 * arriving does not hold a phone's main thread in one piece. `after` follows whatever the query
 * settles on (content, empty, not found, failure), never before it: shown earlier, the arriving
 * content would push it down the page.
 */
export function QueryState<T>({
  query,
  isEmpty,
  children,
  after,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const data = useDeferredValue(query.data);
  let body: ReactNode;
  if (isApiError(query.error, 'business') && query.error.code === 404)
    body = (
      <p role="alert" className={styles.empty} data-testid="not-found">
        {t('portalKit.notFound')}
      </p>
    );
  else if (query.isError)
    body = (
      <div role="alert" className="ui-alert error">
        <span>{t('portalKit.loadError')}</span>
        <button type="button" className="ui-button" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  // Pending, or arrived and not yet through its deferred render: loading, and nothing after it yet.
  else if (data === undefined)
    return (
      <p className={styles.muted} aria-busy="true">
        {t('app.loading')}
      </p>
    );
  else if (isEmpty?.(data)) body = <p className={styles.empty}>{t('portalKit.empty')}</p>;
  else body = children(data);
  return (
    <>
      {body}
      {after}
    </>
  );
}
