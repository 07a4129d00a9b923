import { type ReactNode, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { AppDialog } from '@/components/dialog';
import { applyServerErrors } from '@/components/resource';

type Props<V> = {
  title: string;
  /** Field names the server's messages may point at. */
  fields: readonly string[];
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
  okText?: string;
  danger?: boolean;
  initialValues?: Partial<V>;
  children: (form: FormInstance<V>) => ReactNode;
};

/**
 * A dialog asking for the few fields of one step of a delivery (interview, hire, reject, note,
 * withdraw, an interview answer). A refusal keeps the dialog open with what was typed; field
 * messages from the server land on their fields.
 */
export function StepDialog<V extends object>({
  title,
  fields,
  onSubmit,
  onClose,
  onDone,
  okText,
  danger,
  initialValues,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const finish = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      applyServerErrors(form, error, t, fields);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog
      open
      title={title}
      okText={okText ?? t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, 'data-testid': 'step-ok' }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="delivery-step"
        initialValues={initialValues}
        onFinish={(v) => void finish(v)}
      >
        {children(form)}
      </Form>
    </AppDialog>
  );
}
