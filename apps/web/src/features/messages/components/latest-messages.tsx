import { Alert, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Message } from '../api/get-message-list';
import { useMarkRead } from '../hooks/use-mark-read';
import styles from './messages.module.css';
import { dateTimeFormat } from '@/lib/format/intl';

/** Only in-app paths become links: a message link never leaves the site. */
export const isAppPath = (link: string | null): link is string => !!link && /^\/(?![/\\])/.test(link);

export type LatestMessagesProps = {
  messages: Message[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
};

/** The newest messages with their read state; opening one marks it read. */
export function LatestMessages({ messages, loading, error, onRetry }: LatestMessagesProps) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (error || !messages) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('home.messages.error')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (messages.length === 0) {
    // Secondary text rather than antd's default description colour, which fails AA contrast.
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<Typography.Text type="secondary">{t('home.messages.empty')}</Typography.Text>}
      />
    );
  } else {
    body = (
      <ul className={styles.list} data-testid="latest-messages">
        {messages.map((message) => {
          const unread = !message.readAt;
          const open = () => {
            if (unread) markRead.mutate([message.id]);
          };
          return (
            <li key={message.id} className={styles.item} data-unread={unread}>
              <span className={styles.itemTitle}>
                {isAppPath(message.link) ? (
                  <Link to={message.link} onClick={open}>
                    {message.title}
                  </Link>
                ) : (
                  message.title
                )}
                <Tag color={unread ? 'blue' : 'default'}>
                  {unread ? t('home.messages.unread') : t('home.messages.read')}
                </Tag>
              </span>
              <time className={styles.itemTime} dateTime={message.createdAt}>
                {date.format(new Date(message.createdAt))}
              </time>
            </li>
          );
        })}
      </ul>
    );
  }

  return <Card title={<h2 className={styles.cardTitle}>{t('home.messages.title')}</h2>}>{body}</Card>;
}
