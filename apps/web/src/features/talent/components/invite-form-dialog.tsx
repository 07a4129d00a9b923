import { useState } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { AppDialog } from '@/components/dialog';
import { invitablePostingsQuery, sendInvitation } from '../api/talent';

type Props = {
  talent: { id: number; maskedName: string };
  onClose: () => void;
  onSent: () => void;
};

type Values = { jobId: number; message?: string };

/**
 * "Invite to apply" in the back office (g050202): the same request as the public talent page's
 * dialog, drawn with antd like the rest of the screen (the public one stays antd-free).
 */
export function InviteFormDialog({ talent, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const postings = useQuery(invitablePostingsQuery);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const none = postings.isSuccess && postings.data.length === 0;
  const finish = async ({ jobId, message }: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      const text = message?.trim();
      await sendInvitation({ resumeId: talent.id, jobId, ...(text ? { message: text } : {}) });
      onSent();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog
      open
      title={t('talent.invite.title', { name: talent.maskedName })}
      okText={t('talent.invite.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: none || postings.isPending }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {postings.isError && <Alert type="error" title={postings.error.message} />}
      {none && <p data-testid="invite-no-postings">{t('talent.invite.noPostings')}</p>}
      {!none && (
        <Form form={form} layout="vertical" name="talent-invite" onFinish={(v) => void finish(v)}>
          <Form.Item
            name="jobId"
            label={t('talent.invite.posting')}
            rules={[{ required: true, message: t('talent.invite.choosePosting') }]}
          >
            <Select
              loading={postings.isPending}
              placeholder={t('talent.invite.choosePosting')}
              options={(postings.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
              data-testid="invite-posting"
            />
          </Form.Item>
          <Form.Item name="message" label={t('talent.invite.message')}>
            <Input.TextArea rows={4} maxLength={500} placeholder={t('talent.invite.messageHint')} />
          </Form.Item>
          {failure && <Alert type="error" title={failure} data-testid="invite-error" />}
        </Form>
      )}
    </AppDialog>
  );
}
