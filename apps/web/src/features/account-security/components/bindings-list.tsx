import { Alert, Button, Empty, List, Modal } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/date-format';
import { type OAuthBinding, bindingsKey, listBindings, removeBinding } from '../api/security';

/** Third-party sign-in identities bound to this account, each removable after a confirm. */
export function BindingsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const bindings = useQuery({ queryKey: bindingsKey, queryFn: ({ signal }) => listBindings(signal) });
  const remove = useMutation({
    mutationFn: (id: number) => removeBinding(id),
    // Shown outside this list, so a failed reload of the list cannot take the toast with it.
    onSuccess: () => feedback.success(t('security.bindings.removed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bindingsKey }),
  });

  const confirmRemove = async (binding: OAuthBinding) => {
    const confirmed = await modal.confirm({
      title: t('common.notice'),
      content: t('security.bindings.removeConfirm', { provider: binding.label }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      mask: { closable: false },
    });
    if (confirmed) remove.mutate(binding.id);
  };

  if (bindings.isError) return <Alert type="error" showIcon title={t('resource.loadError')} />;
  return (
    <>
      {modalHolder}
      <p>{t('security.bindings.intro')}</p>
      <List<OAuthBinding>
        loading={bindings.isPending}
        dataSource={bindings.data ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('security.bindings.none')} />,
        }}
        data-testid="bindings-list"
        renderItem={(b) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                loading={remove.isPending && remove.variables === b.id}
                onClick={() => void confirmRemove(b)}
                data-testid="binding-remove"
              >
                {t('security.bindings.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={b.label}
              description={[
                [b.name, b.email].filter(Boolean).join(' · '),
                t('security.bindings.since', { time: formatDateTime(b.createdAt) }),
              ]
                .filter(Boolean)
                .join(' — ')}
            />
          </List.Item>
        )}
      />
    </>
  );
}
