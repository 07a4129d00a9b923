import { Alert, Button, Empty, Popconfirm, Segmented, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination';
import { screenName } from '@/lib/screen-title';
import { messageListQuery } from '../api/get-message-list';
import { unreadCountQuery } from '../api/get-unread-count';
import { useMarkAllRead, useMarkRead, useRemoveMessages } from '../hooks/use-mark-read';
import { isAppPath } from './latest-messages';
import { MESSAGE_KINDS, kindLabelKey } from './message-kinds';
import styles from './messages.module.css';
import { formatReadableDateTime } from '@/lib/format/readable-date';

const DEFAULT_LIMIT = 10;

/** The centre's filter and page live in the URL, so a reload or a shared link keeps them. */
function useCentreState() {
  const [search, setSearch] = useSearchParams();
  const num = (key: string, fallback: number) => Math.max(1, Number(search.get(key)) || fallback);
  const state = {
    page: num('page', 1),
    limit: num('limit', DEFAULT_LIMIT),
    unread: search.get('unread') === '1',
    kind: search.get('kind') ?? undefined,
  };
  const update = (change: Partial<typeof state>) => {
    const next = { ...state, page: 1, ...change };
    const params: Record<string, string> = {};
    if (next.page > 1) params.page = String(next.page);
    if (next.limit !== DEFAULT_LIMIT) params.limit = String(next.limit);
    if (next.unread) params.unread = '1';
    if (next.kind) params.kind = next.kind;
    setSearch(params);
  };
  return [state, update] as const;
}

/**
 * g010705 message centre: the caller's messages newest first, all or unread or one kind, paged.
 * Opening a message marks it read and follows its in-app link; the list, the bell and the home
 * figures follow every change, including messages pushed live over the socket.
 */
export function MessageCentre() {
  const { t, i18n } = useTranslation();
  const [state, update] = useCentreState();
  const list = useQuery(
    messageListQuery({ page: state.page, limit: state.limit, unread: state.unread, kind: state.kind }),
  );
  const { data: unreadCount = 0 } = useQuery(unreadCountQuery);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useRemoveMessages();

  const toolbar = (
    <div className={styles.toolbar}>
      <Space wrap>
        <Segmented
          aria-label={t('messages.filter.read')}
          value={state.unread ? 'unread' : 'all'}
          onChange={(v) => update({ unread: v === 'unread' })}
          options={[
            { value: 'all', label: t('messages.filter.all') },
            { value: 'unread', label: t('messages.filter.unread', { n: unreadCount }) },
          ]}
        />
        {/* A visible label rather than a placeholder: antd's placeholder text fails AA contrast. */}
        <label htmlFor="message-kind">{t('messages.filter.kind')}</label>
        <Select
          id="message-kind"
          allowClear
          style={{ minWidth: 160 }}
          value={state.kind}
          onChange={(kind?: string) => update({ kind })}
          options={MESSAGE_KINDS.map((k) => ({ value: k, label: t(kindLabelKey(k)) }))}
        />
      </Space>
      <Button disabled={unreadCount === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
        {t('messages.markAllRead')}
      </Button>
    </div>
  );

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (list.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('home.messages.error')}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (list.data.rows.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Typography.Text type="secondary">
            {state.unread || state.kind ? t('messages.emptyFiltered') : t('home.messages.empty')}
          </Typography.Text>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} data-testid="message-centre">
          {list.data.rows.map((message) => {
            const unread = !message.readAt;
            const open = () => {
              if (unread) markRead.mutate([message.id]);
            };
            return (
              <li key={message.id} className={styles.item} data-unread={unread}>
                <div className={styles.itemMain}>
                  <span className={styles.itemTitle}>
                    <Tag
                      color={unread ? 'blue' : 'default'}
                      style={unread ? { color: '#0050b3' } : undefined}
                    >
                      {unread ? t('home.messages.unread') : t('home.messages.read')}
                    </Tag>
                    <Tag>{t(kindLabelKey(message.kind), { defaultValue: message.kind })}</Tag>
                    {isAppPath(message.link) ? (
                      <Link to={message.link} onClick={open}>
                        {message.title}
                      </Link>
                    ) : (
                      <strong>{message.title}</strong>
                    )}
                  </span>
                  {message.body && <p className={styles.itemBody}>{message.body}</p>}
                </div>
                <Space size="small" wrap>
                  <time className={styles.itemTime} dateTime={message.createdAt}>
                    {formatReadableDateTime(message.createdAt, i18n.language)}
                  </time>
                  {unread && (
                    <Button size="small" type="link" onClick={open}>
                      {t('messages.markRead')}
                    </Button>
                  )}
                  <Popconfirm
                    title={t('messages.removeConfirm')}
                    okText={t('messages.remove')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutateAsync([message.id])}
                  >
                    <Button
                      size="small"
                      type="link"
                      danger
                      aria-label={t('messages.removeOne', { title: message.title })}
                    >
                      {t('messages.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </li>
            );
          })}
        </ul>
        <Pagination
          total={list.data.total}
          page={state.page}
          limit={state.limit}
          onChange={(page, limit) => update({ page, limit })}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="message-centre-title">
      <h2 id="message-centre-title" className="visually-hidden">
        {screenName('g010705')}
      </h2>
      {toolbar}
      {body}
    </section>
  );
}
