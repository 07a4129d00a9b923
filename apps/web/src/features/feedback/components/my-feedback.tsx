import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Pagination } from '@/components/pagination';
import { MY_FEEDBACK_KEY, listMyFeedback } from '../api/feedback';
import { FeedbackStatus } from './feedback-status';
import styles from './feedback.module.css';
import { formatReadableDateTime } from '@/lib/format/readable-date';

/** The author's own items, newest first, each with its status and the staff reply. */
export function MyFeedback() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const list = useQuery({
    queryKey: [...MY_FEEDBACK_KEY, paging],
    queryFn: ({ signal }) => listMyFeedback(paging, signal),
  });

  if (list.isPending) return <Skeleton active />;
  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('feedbackUi.loadError')}
        action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (list.data.rows.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<Typography.Text type="secondary">{t('feedbackUi.mineEmpty')}</Typography.Text>}
      />
    );
  return (
    <>
      <ul className={styles.list} data-testid="my-feedback">
        {list.data.rows.map((item) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.head}>
              <Tag>{t(`feedbackUi.kind.${item.kind}`)}</Tag>
              <strong>{item.title}</strong>
              <FeedbackStatus status={item.status} />
              <time className={styles.time} dateTime={item.createdAt}>
                {formatReadableDateTime(item.createdAt, i18n.language)}
              </time>
            </div>
            {item.targetLabel && (
              <p className={styles.meta}>
                {t(`feedbackUi.target.${item.targetKind}`)}: {item.targetLabel}
              </p>
            )}
            <p className={styles.text}>{item.content}</p>
            {item.reply && (
              <div className={styles.reply}>
                <strong>{t('feedbackUi.reply')}</strong>
                <p className={styles.text}>{item.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pagination
        total={list.data.total}
        page={paging.page}
        limit={paging.limit}
        autoScroll={false}
        onChange={(page, limit) => setPaging({ page, limit })}
      />
    </>
  );
}
