import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import styles from './jobs.module.css';
import { SimplePager } from './simple-pager';

/**
 * The results part of a public search page (findJob, findTalent): the failure with a retry, the
 * empty note, one card per row and the pager. The previous page stays while the next one loads.
 */
export function SearchResults<R extends { id: number }>({
  result,
  rows,
  emptyText,
  renderCard,
  page,
  pageCount,
  onPage,
}: {
  result: UseQueryResult<unknown, Error>;
  rows: readonly R[] | undefined;
  emptyText: string;
  renderCard: (row: R) => ReactNode;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {result.isError && (
        <div role="alert" className="ui-alert error">
          <span>{result.error.message}</span>
          <button type="button" className="ui-button" onClick={() => void result.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {rows && rows.length === 0 && <p>{emptyText}</p>}
      <ul className={styles.cards} data-testid="search-results">
        {rows?.map((row) => (
          <li key={row.id}>{renderCard(row)}</li>
        ))}
      </ul>
      <SimplePager page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}
