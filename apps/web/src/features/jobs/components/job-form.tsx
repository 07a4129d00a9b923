import { useRef, useState } from 'react';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { ResourceFields, applyServerErrors } from '@/components/resource';
import type { TJobFields } from '@rcwb/shared';
import { JOB_FIELDS } from './job-fields';

type Props = {
  title: string;
  initialValues?: Partial<TJobFields>;
  /** Shown above the form (a rejection reason, the note that edits go to review, …). */
  notice?: { type: 'info' | 'warning'; text: string };
  submitKey: string;
  submit: (values: TJobFields) => Promise<unknown>;
  /**
   * Saving and sending to review in one go, offered first where a posting can be submitted (a
   * draft, a rejected one): otherwise posting takes a save, a trip to the list and its menu.
   */
  submitForReview?: (values: TJobFields) => Promise<unknown>;
  onDone: () => void;
};

const FIELD_NAMES = JOB_FIELDS.map((f) => f.name);

/** The posting form page: add, edit and copy all use it with their own submit. */
export function JobForm({ title, initialValues, notice, submitKey, submit, submitForReview, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TJobFields>();
  const [saving, setSaving] = useState<'save' | 'review' | null>(null);
  // Which button sent the form: both validate it through onFinish.
  const via = useRef<'save' | 'review'>('save');
  const onFinish = async (values: TJobFields) => {
    const send = via.current === 'review' && submitForReview ? submitForReview : submit;
    setSaving(via.current);
    try {
      await send({
        ...values,
        salaryMin: values.salaryMin ?? null,
        salaryMax: values.salaryMax ?? null,
        welfare: values.welfare ?? [],
        contactName: values.contactName || null,
        contactPhone: values.contactPhone || null,
      });
      onDone();
    } catch (error) {
      // Field rules land on their fields; the client has already shown the message itself.
      applyServerErrors(form, error, t, FIELD_NAMES);
    } finally {
      setSaving(null);
    }
  };
  return (
    <Card title={title}>
      {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      <Form<TJobFields>
        form={form}
        name="job"
        layout="vertical"
        initialValues={{ headcount: 1, welfare: [], ...initialValues }}
        onFinish={(v) => void onFinish(v)}
        style={{ maxWidth: 860 }}
      >
        <ResourceFields fields={JOB_FIELDS} mode={initialValues ? 'edit' : 'add'} />
        <Space wrap>
          {submitForReview && (
            <Button
              type="primary"
              htmlType="submit"
              loading={saving === 'review'}
              disabled={saving === 'save'}
              onClick={() => (via.current = 'review')}
              data-testid="job-submit-review"
            >
              {t('jobsAdmin.submit')}
            </Button>
          )}
          <Button
            type={submitForReview ? 'default' : 'primary'}
            htmlType="submit"
            loading={saving === 'save'}
            disabled={saving === 'review'}
            onClick={() => (via.current = 'save')}
          >
            {t(submitKey)}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
