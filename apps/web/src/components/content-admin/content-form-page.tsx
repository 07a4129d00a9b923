import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Button, Card, Flex, Form, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api';
import { RecordState } from '../record-state';
import { feedback } from '@/lib/feedback/feedback';
import { type FieldDef, type FormMode, ResourceFields, applyServerErrors, fieldsFor } from '../resource';
import styles from './content-admin.module.css';
import { ContentFormContext } from './content-form-context';
import { fromFormValues, toFormValues } from './form-values';

export type ContentFormMode = FormMode | 'view';

type Props = {
  title: string;
  mode: ContentFormMode;
  fields: readonly FieldDef[];
  /**
   * Edit and view: the record's id from the link (parseRecordId: null when missing or malformed),
   * its query key and loader.
   */
  record?: {
    id: number | null;
    queryKey: readonly unknown[];
    load: (id: number) => Promise<Record<string, unknown>>;
  };
  /** Record → form values beyond dates and ids (e.g. dimension values). */
  toForm?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** Form values → body beyond dates and blanks. */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Adds (id undefined) or saves the record of that id. */
  save: (body: Record<string, unknown>, id?: number) => Promise<unknown>;
  /** Where the page returns after saving or on "back" (the list). */
  backTo: string;
  /** Query keys to refresh after a save (the list's). */
  invalidate?: readonly unknown[];
  /** Form items beyond the field list (e.g. one per comparison dimension). */
  children?: ReactNode;
};

/**
 * The page of a content item for add, edit and view (routes like `add`, `add/{id}/{type}`,
 * `details/{id}/{type}`): the same fields in every mode (read-only when viewing), server field
 * errors shown on their fields, back to the list after saving.
 */
export function ContentFormPage({
  title,
  mode,
  fields,
  record,
  toForm,
  toBody,
  save,
  backTo,
  invalidate,
  children,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const formMode: FormMode = mode === 'add' ? 'add' : 'edit';
  const readOnly = mode === 'view';
  const loaded = useQuery({
    queryKey: record?.queryKey ?? ['content-form', 'none'],
    queryFn: () => record!.load(record!.id!),
    enabled: !!record && record.id !== null,
    gcTime: 0,
  });
  const data = loaded.data;
  useEffect(() => {
    if (!data) return;
    const values = toFormValues(fields, data);
    form.setFieldsValue(toForm ? { ...values, ...toForm(data) } : values);
  }, [data, fields, form, toForm]);
  const context = useMemo(() => ({ record: data, readOnly }), [data, readOnly]);

  const finish = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const body = fromFormValues(fields, values);
      await save(toBody ? { ...body, ...toBody(values) } : body, record?.id ?? undefined);
      if (invalidate) await client.invalidateQueries({ queryKey: invalidate });
      feedback.success(t('resource.saved'));
      navigate(backTo);
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyServerErrors(
        form,
        error,
        t,
        fieldsFor(fields, formMode).map((f) => f.name),
      );
    } finally {
      setSaving(false);
    }
  };

  // A record that cannot be had says so, rather than offering an empty form that would save nowhere.
  if (record && !data) {
    if (record.id === null || loaded.isError)
      return <RecordState badLink={record.id === null} query={loaded} />;
  }

  return (
    <Card title={<h1 className={styles.title}>{title}</h1>} data-testid="content-form-page">
      {record && loaded.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <ContentFormContext.Provider value={context}>
          <Form
            form={form}
            name="content-form"
            layout="vertical"
            disabled={readOnly}
            onFinish={(v: Record<string, unknown>) => void finish(v)}
            data-testid="resource-form"
            style={{ maxWidth: 960 }}
          >
            <ResourceFields fields={fields} mode={formMode} />
            {children}
          </Form>
        </ContentFormContext.Provider>
      )}
      <Flex gap={8}>
        {!readOnly && (
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="form-submit">
            {t('contentAdmin.save')}
          </Button>
        )}
        <Button onClick={() => navigate(backTo)}>{t('contentAdmin.back')}</Button>
      </Flex>
    </Card>
  );
}
