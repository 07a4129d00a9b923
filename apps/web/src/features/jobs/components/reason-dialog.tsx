import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '@/features/dict';

type Props = {
  titleKey: string;
  title: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
};

/**
 * Asks for the reason of a rejection or take-down: picked from the reusable reason list
 * (dictionary job_review_reason, kept by staff) and/or written; the organisation is told it.
 */
export function ReasonDialog({ titleKey, title, onSubmit, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { entries } = useDict('job_review_reason');
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const finish = async ({ reason }: { reason: string }) => {
    setSaving(true);
    try {
      await onSubmit(reason.trim());
      onDone();
    } catch {
      // The client has shown the refusal; the dialog stays open with the text.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t(titleKey, { title })}
      maskClosable={false}
      okText={t('common.ok')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="reason" onFinish={(v) => void finish(v)}>
        <Form.Item label={t('jobsAdmin.reasonPick')}>
          <Select
            aria-label={t('jobsAdmin.reasonPick')}
            options={entries.map((e) => ({ value: e.dictLabel, label: e.dictLabel }))}
            onChange={(v: string) => form.setFieldValue('reason', v)}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('jobsAdmin.reason')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('jobs.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
