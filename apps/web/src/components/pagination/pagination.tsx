import { useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Pager } from './pager';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageAfterSizeChange, scrollToTop } from './pagination-rules';
import styles from './pagination.module.css';
import { usePagerCount } from './use-pager-count';

export type PaginationProps = {
  total: number;
  page: number;
  limit?: number;
  onChange: (page: number, limit: number) => void;
  pageSizes?: readonly number[];
  /** Scroll to the top after a change (default true). */
  autoScroll?: boolean;
  /** Hidden (the classic `hidden` prop); nothing to page through also hides it. */
  hidden?: boolean;
};

/**
 * The classic pager, layout total, sizes, prev, pager, next, jumper. Page buttons follow the
 * classic algorithm (5 on mobile widths, else 7: antd's own pager cannot show 7 in the middle).
 */
export function Pagination({
  total,
  page,
  limit = DEFAULT_PAGE_SIZE,
  onChange,
  pageSizes = PAGE_SIZES,
  autoScroll = true,
  hidden = false,
}: PaginationProps) {
  const { t } = useTranslation();
  const pagerCount = usePagerCount();
  const [jump, setJump] = useState<number | null>(null);
  if (hidden || total <= 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / limit));

  const change = (nextPage: number, nextLimit = limit) => {
    const target = nextLimit === limit ? nextPage : pageAfterSizeChange(page, nextLimit, total);
    if (target === page && nextLimit === limit) return;
    onChange(target, nextLimit);
    if (autoScroll) scrollToTop();
  };
  const jumpTo = () => {
    if (jump !== null) change(Math.min(pageCount, Math.max(1, Math.trunc(jump))));
    setJump(null);
  };

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')} data-testid="pagination">
      <span className={styles.total}>{t('pagination.total', { n: total })}</span>
      <Select
        size="small"
        className={styles.sizes}
        aria-label={t('pagination.size')}
        value={limit}
        onChange={(size: number) => change(page, size)}
        options={pageSizes.map((n) => ({ value: n, label: t('pagination.perPage', { n }) }))}
        popupMatchSelectWidth={false}
      />
      <Button
        size="small"
        type="text"
        icon={<LeftOutlined />}
        aria-label={t('pagination.prev')}
        disabled={page <= 1}
        onClick={() => change(page - 1)}
      />
      <Pager page={page} pageCount={pageCount} pagerCount={pagerCount} onPage={(p) => change(p)} />
      <Button
        size="small"
        type="text"
        icon={<RightOutlined />}
        aria-label={t('pagination.next')}
        disabled={page >= pageCount}
        onClick={() => change(page + 1)}
      />
      <label className={styles.jumper}>
        {t('pagination.goto')}
        <InputNumber
          size="small"
          // Out-of-range entries are clamped on jump (an antd max would swallow them silently).
          controls={false}
          value={jump}
          className={styles.jumpInput}
          onChange={(v) => setJump(typeof v === 'number' ? v : null)}
          onPressEnter={jumpTo}
          onBlur={jumpTo}
        />
      </label>
    </nav>
  );
}
