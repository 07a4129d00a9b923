import { useTranslation } from '@/lib/i18n';
import styles from './jobs.module.css';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

/** A light pager for the public pages (no UI library): previous, a window of pages, next. */
export function SimplePager({ page, pageCount, onPage }: Props) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const from = Math.max(1, Math.min(page - 3, pageCount - 6));
  const pages = Array.from({ length: Math.min(7, pageCount) }, (_, i) => from + i);
  return (
    <nav className={styles.pager} aria-label={t('pagination.label')}>
      <button type="button" className="ui-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('jobs.pager.prev')}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className="ui-button"
          aria-label={t('pagination.page', { n: p })}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => p !== page && onPage(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className="ui-button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('jobs.pager.next')}
      </button>
    </nav>
  );
}
