import { Form, Input, Select } from 'antd';
import { AppDialog } from '@/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '@/lib/dict';

type Props = {
  titleKey: string;
  title: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
  /** The reusable reason list (a dictionary type); postings' review reasons by default. */
  reasonDict?: string;
  /** Label of the reason field, saying who is told it. */
  reasonLabelKey?: string;
};

/**
 * Asks for the reason of a rejection, take-down or hiding: picked from a reusable reason list
 * (a dictionary kept by staff, job_review_reason by default) and/or written; the owner is told it.
 */
export function ReasonDialog({
  titleKey,
  title,
  onSubmit,
  onClose,
  onDone,
  reasonDict = 'job_review_reason',
  reasonLabelKey = 'jobsAdmin.reason',
}: Props) {
  const { t } = useTranslation();
  const { entries } = useDict(reasonDict);
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
    <AppDialog
      open
      title={t(titleKey, { title })}
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
          label={t(reasonLabelKey)}
          rules={[{ required: true, whitespace: true, max: 200, message: t('jobs.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
