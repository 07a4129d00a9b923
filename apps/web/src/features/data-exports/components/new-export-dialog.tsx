import { useState } from 'react';
import { Alert, Checkbox, DatePicker, Form, Input, Modal, Select, Skeleton, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '@/lib/i18n';
import type { DialogProps } from '@/components/resource';
import {
  type DataExport,
  type ExportDataset,
  type ExportFilter,
  EXPORTS_KEY,
  listDatasets,
  startExport,
} from '../api/data-exports';

type Values = {
  dataset?: string;
  columns: string[];
  unmask: boolean;
  filters: Record<string, string | Dayjs | undefined>;
};

/** The times in the sheet follow the user's zone. */
const timeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

function FilterInput({ filter, name, en }: { filter: ExportFilter; name: string; en: boolean }) {
  if (filter.type === 'select')
    return (
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        aria-label={name}
        data-testid={`export-filter-${filter.key}`}
        options={filter.options.map((o) => ({ value: o.value, label: en ? o.en : o.zh }))}
      />
    );
  if (filter.type === 'date')
    return (
      <DatePicker style={{ width: '100%' }} aria-label={name} data-testid={`export-filter-${filter.key}`} />
    );
  return <Input maxLength={filter.max} aria-label={name} data-testid={`export-filter-${filter.key}`} />;
}

/** Values the server takes: blanks left out, dates as y-m-d. */
function filtersOf(values: Values['filters']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value.format('YYYY-MM-DD');
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== ''));
}

/**
 * A new export: the dataset, its filters and columns (all ticked at first), and, for those allowed,
 * personal data unmasked. Starting it adds it to the list, where its progress shows.
 */
export function NewExportDialog({ close, done }: DialogProps<DataExport>) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const datasets = useQuery({ queryKey: [EXPORTS_KEY, 'datasets'], queryFn: listDatasets });
  const chosenKey = Form.useWatch('dataset', form);
  const chosen: ExportDataset | undefined = datasets.data?.datasets.find((d) => d.key === chosenKey);
  const label = (x: { en: string; zh: string }) => (en ? x.en : x.zh);

  const pick = (key: string) => {
    const dataset = datasets.data?.datasets.find((d) => d.key === key);
    form.setFieldsValue({ filters: {}, columns: dataset?.columns.map((c) => c.key) ?? [] });
  };

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await startExport({
        dataset: values.dataset!,
        filters: filtersOf(values.filters),
        columns: values.columns,
        unmask: values.unmask ?? false,
        timeZone: timeZone(),
      });
      done(t('exports.started'));
    } catch {
      // The client's notifier has shown the refusal; the dialog stays open to change the choice.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('exports.new')}
      okText={t('exports.start')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={busy}
      okButtonProps={{ disabled: !chosen, 'data-testid': 'export-start' }}
      mask={{ closable: false }}
      width={640}
    >
      {datasets.isPending ? (
        <Skeleton active />
      ) : datasets.isError ? (
        <Alert type="error" showIcon message={t('exports.datasetsFailed')} />
      ) : datasets.data.datasets.length === 0 ? (
        <Alert type="info" showIcon message={t('exports.noDatasets')} />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ columns: [], unmask: false, filters: {} }}>
          <Form.Item
            name="dataset"
            label={t('exports.dataset')}
            rules={[{ required: true, message: t('exports.chooseDataset') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="export-dataset"
              onChange={pick}
              options={datasets.data.datasets.map((d) => ({ value: d.key, label: label(d) }))}
            />
          </Form.Item>
          {chosen && (
            <>
              <fieldset className="export-filters">
                <legend>{t('exports.filters')}</legend>
                {chosen.filters.map((f) => (
                  <Form.Item key={f.key} name={['filters', f.key]} label={label(f)}>
                    <FilterInput filter={f} name={label(f)} en={en} />
                  </Form.Item>
                ))}
              </fieldset>
              <Form.Item
                name="columns"
                label={t('exports.columns')}
                rules={[{ required: true, type: 'array', min: 1, message: t('exports.chooseColumns') }]}
              >
                <Checkbox.Group
                  data-testid="export-columns"
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
                    gap: 8,
                  }}
                  options={chosen.columns.map((c) => ({
                    value: c.key,
                    label: c.personal ? `${label(c)} ${t('exports.personalMark')}` : label(c),
                  }))}
                />
              </Form.Item>
              {datasets.data.unmaskAllowed ? (
                <Form.Item
                  name="unmask"
                  label={t('exports.unmask')}
                  valuePropName="checked"
                  extra={t('exports.unmaskHelp')}
                >
                  <Switch data-testid="export-unmask" />
                </Form.Item>
              ) : (
                <p className="export-masked-note">{t('exports.maskedNote')}</p>
              )}
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
