import { useState } from 'react';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceFields, applyServerErrors } from '@/components/resource';
import type { JobFields } from '../api/jobs';
import { JOB_FIELDS } from './job-fields';

type Props = {
  title: string;
  initialValues?: Partial<JobFields>;
  /** Shown above the form (a rejection reason, the note that edits go to review, …). */
  notice?: { type: 'info' | 'warning'; text: string };
  submitKey: string;
  submit: (values: JobFields) => Promise<unknown>;
  onDone: () => void;
};

const FIELD_NAMES = JOB_FIELDS.map((f) => f.name);

/** The posting form page: add, edit and copy all use it with their own submit. */
export function JobForm({ title, initialValues, notice, submitKey, submit, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<JobFields>();
  const [saving, setSaving] = useState(false);
  const onFinish = async (values: JobFields) => {
    setSaving(true);
    try {
      await submit({
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
      setSaving(false);
    }
  };
  return (
    <Card title={title}>
      {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      <Form<JobFields>
        form={form}
        name="job"
        layout="vertical"
        initialValues={{ headcount: 1, welfare: [], ...initialValues }}
        onFinish={(v) => void onFinish(v)}
        style={{ maxWidth: 860 }}
      >
        <ResourceFields fields={JOB_FIELDS} mode={initialValues ? 'edit' : 'add'} />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t(submitKey)}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
