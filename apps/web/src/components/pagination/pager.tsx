import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { moreTarget, pagerItems } from './pagination-rules';
import styles from './pagination.module.css';

type Props = { page: number; pageCount: number; pagerCount: number; onPage: (page: number) => void };

/** The numbered buttons with "more" jumps; the current page is marked for assistive technology. */
export function Pager({ page, pageCount, pagerCount, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={styles.pager}>
      {pagerItems(page, pageCount, pagerCount).map((item) => {
        if (typeof item === 'number') {
          const current = item === page;
          return (
            <li key={item}>
              <Button
                size="small"
                type={current ? 'primary' : 'text'}
                className={styles.number}
                aria-label={t('pagination.page', { n: item })}
                aria-current={current ? 'page' : undefined}
                onClick={() => !current && onPage(item)}
              >
                {item}
              </Button>
            </li>
          );
        }
        const back = item === 'prev-more';
        const label = t(back ? 'pagination.morePrev' : 'pagination.moreNext', { n: pagerCount - 2 });
        return (
          <li key={item}>
            <Button
              size="small"
              type="text"
              className={styles.more}
              aria-label={label}
              title={label}
              onClick={() => onPage(moreTarget(item, page, pageCount, pagerCount))}
            >
              <EllipsisOutlined className={styles.moreIdle} />
              {back ? (
                <DoubleLeftOutlined className={styles.moreHover} />
              ) : (
                <DoubleRightOutlined className={styles.moreHover} />
              )}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
