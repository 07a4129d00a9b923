import { Alert, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageListQuery } from '../api/get-message-list';
import styles from './messages.module.css';

const LATEST = { page: 1, limit: 5 };

export function LatestMessages() {
  const { t, i18n } = useTranslation();
  const messages = useQuery(messageListQuery(LATEST));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (messages.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (messages.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('home.messages.error')}
        action={
          <Button size="small" onClick={() => void messages.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (messages.data.rows.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.messages.empty')} />;
  } else {
    body = (
      <ul className={styles.list} data-testid="latest-messages">
        {messages.data.rows.map((message) => (
          <li key={message.id} className={styles.item}>
            <span className={styles.itemTitle}>
              {message.title}
              {!message.readAt && <Tag color="blue">{t('home.messages.unread')}</Tag>}
            </span>
            <time className={styles.itemTime} dateTime={message.createdAt}>
              {date.format(new Date(message.createdAt))}
            </time>
          </li>
        ))}
      </ul>
    );
  }

  return <Card title={<h2 className={styles.cardTitle}>{t('home.messages.title')}</h2>}>{body}</Card>;
}
