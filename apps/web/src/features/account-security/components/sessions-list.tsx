import { Alert, Button, Modal, Table, Tag, Tooltip } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/date-format';
import { type AccountSession, endSession, listSessions, sessionsKey } from '../api/security';

/** The sessions that sign this account in; any but the current one can be ended here. */
export function SessionsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => listSessions(signal) });
  const end = useMutation({
    mutationFn: (id: number) => endSession(id),
    // Shown outside this list, so a failed reload of the list cannot take the toast with it.
    onSuccess: () => feedback.success(t('security.sessions.ended')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });

  const confirmEnd = async (session: AccountSession) => {
    const confirmed = await modal.confirm({
      title: t('common.notice'),
      content: t('security.sessions.endConfirm', { device: session.device || session.ip }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      mask: { closable: false },
    });
    if (confirmed) end.mutate(session.id);
  };

  if (sessions.isError)
    return <Alert type="error" showIcon title={t('resource.loadError')} data-testid="sessions-error" />;
  return (
    <>
      {modalHolder}
      <p>{t('security.sessions.intro')}</p>
      <Table<AccountSession>
        rowKey="id"
        loading={sessions.isFetching}
        dataSource={sessions.data ?? []}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        data-testid="sessions-table"
        columns={[
          {
            key: 'device',
            title: t('security.device'),
            render: (_, s) => (
              <Tooltip title={s.userAgent}>
                <span>{s.device || t('security.unknownDevice')}</span>
                {s.current && (
                  // Default colours: the preset green fails contrast on a white page.
                  <Tag style={{ marginInlineStart: 8 }}>{t('security.sessions.current')}</Tag>
                )}
              </Tooltip>
            ),
          },
          { key: 'ip', title: t('security.ip'), dataIndex: 'ip' },
          {
            key: 'createdAt',
            title: t('security.sessions.signedIn'),
            render: (_, s) => formatDateTime(s.createdAt),
          },
          {
            key: 'lastSeenAt',
            title: t('security.sessions.lastSeen'),
            render: (_, s) => formatDateTime(s.lastSeenAt),
          },
          {
            key: 'actions',
            title: t('resource.actions'),
            render: (_, s) =>
              s.current ? null : (
                <Button
                  type="link"
                  size="small"
                  danger
                  loading={end.isPending && end.variables === s.id}
                  onClick={() => void confirmEnd(s)}
                  data-testid="session-end"
                >
                  {t('security.sessions.end')}
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
