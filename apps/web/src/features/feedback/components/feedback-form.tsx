import '@/lib/server-messages/i18n-scope';
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { FEEDBACK_LIMITS, FEEDBACK_TARGET_KINDS, type TFeedbackTargetKind } from '@rcwb/shared';
import { FileUpload, UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import { applyServerErrors } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { createFeedback } from '../api/feedback';
import { fileIdOf } from './attachment-ids';

type Values = {
  kind: 'feedback' | 'complaint';
  targetKind?: TFeedbackTargetKind;
  targetId?: number | null;
  title: string;
  content: string;
  attachments?: string[];
};

const FIELDS = ['kind', 'targetKind', 'targetId', 'title', 'content', 'attachmentFileIds'] as const;
const ATTACHMENT_TYPES = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'txt'] as const;

/**
 * A page may link here about one thing (`?kind=complaint&targetKind=job&targetId=11`, e.g. from a
 * posting); anything else in the URL is ignored and the form starts empty.
 */
function initialValuesOf(search: URLSearchParams): Partial<Values> {
  const kind = search.get('kind') === 'complaint' ? 'complaint' : 'feedback';
  const targetKind = FEEDBACK_TARGET_KINDS.find((k) => k === search.get('targetKind'));
  const targetId = Number(search.get('targetId'));
  return targetKind && Number.isInteger(targetId) && targetId > 0 ? { kind, targetKind, targetId } : { kind };
}

/**
 * The g010801 form: feedback or a complaint, optionally about a posting, an organisation or one
 * of the author's deliveries (by number), plain text, up to 3 attachments. The server checks the
 * same limits and whether the target exists and may be named.
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const inFlight = useUploadsInFlight();
  const [form] = Form.useForm<Values>();
  const [search] = useSearchParams();
  const [formKey, setFormKey] = useState(0);
  const targetKind = Form.useWatch('targetKind', form);
  const send = useMutation({
    mutationFn: (v: Values) =>
      createFeedback({
        kind: v.kind,
        targetKind: v.targetKind ?? null,
        targetId: v.targetKind ? (v.targetId ?? null) : null,
        title: v.title,
        content: v.content,
        attachmentFileIds: (v.attachments ?? []).flatMap((url) => fileIdOf(url) ?? []),
      }),
    onSuccess: () => {
      toast.success(t('feedbackUi.sent'));
      form.resetFields();
      setFormKey((k) => k + 1);
      onSent();
    },
    onError: (error) => applyServerErrors(form, error, t, FIELDS),
  });

  return (
    <Form
      key={formKey}
      form={form}
      layout="vertical"
      initialValues={initialValuesOf(search)}
      onFinish={(v) => send.mutate(v)}
      aria-label={t('feedbackUi.formTitle')}
    >
      <Form.Item name="kind" label={t('feedbackUi.field.kind')} rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'feedback', label: t('feedbackUi.kind.feedback') },
            { value: 'complaint', label: t('feedbackUi.kind.complaint') },
          ]}
        />
      </Form.Item>
      {/* No placeholder: antd renders it as pale text below AA contrast; the help says what empty means. */}
      <Form.Item
        name="targetKind"
        label={t('feedbackUi.field.targetKind')}
        htmlFor="feedback-target-kind"
        extra={t('feedbackUi.targetNoneHelp')}
      >
        <Select
          id="feedback-target-kind"
          allowClear
          options={FEEDBACK_TARGET_KINDS.map((k) => ({ value: k, label: t(`feedbackUi.target.${k}`) }))}
        />
      </Form.Item>
      {targetKind && (
        <Form.Item
          name="targetId"
          label={t('feedbackUi.field.targetId')}
          extra={t(`feedbackUi.targetHelp.${targetKind}`)}
          rules={[{ required: true, message: t('feedback.targetIncomplete') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item
        name="title"
        label={t('feedbackUi.field.title')}
        rules={[
          { required: true, whitespace: true, message: t('feedback.titleRequired') },
          { max: FEEDBACK_LIMITS.title, message: t('feedback.titleLength') },
        ]}
      >
        <Input maxLength={FEEDBACK_LIMITS.title} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('feedbackUi.field.content')}
        rules={[
          { required: true, whitespace: true, message: t('feedback.contentRequired') },
          { max: FEEDBACK_LIMITS.content, message: t('feedback.contentLength') },
        ]}
      >
        <Input.TextArea rows={6} maxLength={FEEDBACK_LIMITS.content} showCount />
      </Form.Item>
      {/* Around the item: the item hands its value to its direct child, the upload. */}
      <UploadsInFlightScope value={inFlight.tally}>
        <Form.Item
          name="attachments"
          label={t('feedbackUi.field.attachments')}
          htmlFor="feedback-attachments"
          valuePropName="value"
        >
          <FileUpload
            id="feedback-attachments"
            limit={FEEDBACK_LIMITS.attachments}
            fileTypes={ATTACHMENT_TYPES}
          />
        </Form.Item>
      </UploadsInFlightScope>
      <Button type="primary" htmlType="submit" loading={send.isPending} disabled={inFlight.busy}>
        {t('feedbackUi.submit')}
      </Button>
    </Form>
  );
}
