import { useEffect, useId, useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { ResourceFields, fieldsFor } from './resource-fields';
import { applyServerErrors } from './server-errors';
import type { FieldDef, FormMode } from './types';

export type FormDialogProps<V> = {
  open: boolean;
  mode: FormMode;
  titleKey: string;
  titleParams?: Record<string, string>;
  fields: readonly FieldDef[];
  initialValues?: Partial<V>;
  /** Sends the values; a refusal with `data.fields` marks those fields. */
  submit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Called with the success text; the list shows it (this dialog is gone by then). */
  onDone: (successText: string) => void;
  successKey?: string;
  width?: number;
};

/**
 * Add/edit dialog over ResourceFields. It does not close on a backdrop click (SPEC §9), keeps
 * the input when the server refuses it, and shows the server's field messages on the fields.
 */
export function FormDialog<V extends object>({
  open,
  mode,
  titleKey,
  titleParams,
  fields,
  initialValues,
  submit,
  onClose,
  onDone,
  successKey = 'resource.saved',
  width = 560,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  // A form name prefixes the field ids, so they never clash with the search panel's (label for=).
  const formName = `form${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form, initialValues]);

  const finish = async (values: V) => {
    setSaving(true);
    try {
      await submit(values);
      onDone(t(successKey));
    } catch (error) {
      // The API client has already shown why a call failed; anything else is a bug worth a trace.
      if (!isApiError(error)) {
        console.error(error);
        feedback.error(t('codeDefault'));
        return;
      }
      const names = fieldsFor(fields, mode).map((f) => f.name);
      applyServerErrors(form, error, t, names);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(titleKey, titleParams)}
      width={width}
      mask={{ closable: false }}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'form-submit' }}
    >
      <Form<V>
        form={form}
        name={formName}
        layout="vertical"
        onFinish={(v) => void finish(v)}
        data-testid="resource-form"
        preserve={false}
      >
        <ResourceFields fields={fields} mode={mode} />
      </Form>
    </Modal>
  );
}
