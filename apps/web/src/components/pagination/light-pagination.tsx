import { useTranslation } from '@/lib/i18n';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  moreTarget,
  pageAfterSizeChange,
  pagerItems,
  scrollToTop,
} from './pagination-rules';
import styles from './light-pagination.module.css';
import { usePagerCount } from './use-pager-count';

export type LightPaginationProps = {
  total: number;
  page: number;
  limit?: number;
  onChange: (page: number, limit: number) => void;
};

/**
 * The pager of the public pages, without antd (they keep a small first load): total, page size,
 * previous, the numbered pages (5 on phones, 7 otherwise, as the classic pager), next. Same
 * rules and labels as `Pagination`; import it from this file, not the barrel, to stay antd-free.
 */
export function LightPagination({ total, page, limit = DEFAULT_PAGE_SIZE, onChange }: LightPaginationProps) {
  const { t } = useTranslation();
  const pagerCount = usePagerCount();
  if (total <= 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const go = (next: number, size = limit) => {
    onChange(next, size);
    scrollToTop();
  };
  return (
    <nav className={styles.pager} aria-label={t('pagination.label')} data-testid="pagination">
      <span>{t('pagination.total', { n: total })}</span>
      <label className={styles.size}>
        <span className="visually-hidden">{t('pagination.size')}</span>
        <select
          className="ui-select small"
          value={limit}
          onChange={(e) => {
            const size = Number(e.target.value);
            go(pageAfterSizeChange(page, size, total), size);
          }}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {t('pagination.perPage', { n })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.step}
        aria-label={t('pagination.prev')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        ‹
      </button>
      <ul className={styles.pages}>
        {pagerItems(page, pageCount, pagerCount).map((item) => {
          if (typeof item === 'number') {
            const current = item === page;
            return (
              <li key={item}>
                <button
                  type="button"
                  className={current ? styles.current : styles.step}
                  aria-label={t('pagination.page', { n: item })}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => !current && go(item)}
                >
                  {item}
                </button>
              </li>
            );
          }
          const label = t(item === 'prev-more' ? 'pagination.morePrev' : 'pagination.moreNext', {
            n: pagerCount - 2,
          });
          return (
            <li key={item}>
              <button
                type="button"
                className={styles.step}
                aria-label={label}
                title={label}
                onClick={() => go(moreTarget(item, page, pageCount, pagerCount))}
              >
                …
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.step}
        aria-label={t('pagination.next')}
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
