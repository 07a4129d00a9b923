import { useEffect, useId } from 'react';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@/lib/i18n';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { DictSelect, DictTreeSelect, OptionSelect } from './dict-select';
import { filterParamKeys } from './list-state';
import type { FilterDef } from './types';

type Values = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

const DAY = 'YYYY-MM-DD';

/** Form values from the URL's filter values (date ranges become picker pairs). */
export function toFormValues(filters: readonly FilterDef[], values: Record<string, string>): Values {
  const out: Values = {};
  for (const f of filters) {
    if (f.type === 'dateRange') {
      const [from, to] = filterParamKeys(f) as [string, string];
      out[f.key] =
        values[from] || values[to]
          ? [values[from] ? dayjs(values[from]) : null, values[to] ? dayjs(values[to]) : null]
          : undefined;
    } else out[f.key] = values[f.key];
  }
  return out;
}

/** URL filter values from the form (blank ones dropped). */
export function fromFormValues(filters: readonly FilterDef[], values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of filters) {
    const v = values[f.key];
    if (f.type === 'dateRange') {
      const [from, to] = filterParamKeys(f) as [string, string];
      const range = Array.isArray(v) ? v : [];
      if (range[0]) out[from] = range[0].format(DAY);
      if (range[1]) out[to] = range[1].format(DAY);
    } else if (typeof v === 'string' && v.trim() !== '') out[f.key] = v.trim();
  }
  return out;
}

type Props = {
  filters: readonly FilterDef[];
  values: Record<string, string>;
  onSearch: (values: Record<string, string>) => void;
  onReset: () => void;
};

/**
 * The search panel: one control per filter, search and reset. Follows the URL when it changes.
 * On a phone the controls stack, labels above, each as wide as the screen (a row of label and
 * fixed-width control does not fit 390 px).
 */
export function FilterPanel({ filters, values, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [form] = Form.useForm<Values>();
  const formName = `filters${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(filters, values));
  }, [form, filters, values]);

  return (
    <Form
      form={form}
      name={formName}
      layout={narrow ? 'vertical' : 'inline'}
      className="resource-filters"
      data-testid="filter-panel"
      onFinish={(v) => onSearch(fromFormValues(filters, v))}
      style={{ rowGap: 12, marginBottom: 12 }}
    >
      {filters.map((f) => (
        <Form.Item key={f.key} name={f.key} label={t(f.labelKey)}>
          {control(f, t(f.placeholderKey ?? f.labelKey), narrow)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="filter-search">
            {t('resource.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            data-testid="filter-reset"
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('resource.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

// Select placeholders are real text in antd (not ::placeholder) and too pale for AA contrast; the
// visible label says what to choose, so only text inputs get one.
function control(f: FilterDef, placeholder: string, narrow: boolean) {
  const common = { style: { width: narrow ? '100%' : 200 } };
  switch (f.type) {
    case 'text':
      return <Input {...common} placeholder={placeholder} allowClear />;
    case 'dict':
      return <DictSelect {...common} dict={f.dict} />;
    case 'select':
      return <OptionSelect {...common} options={f.options} optionsQuery={f.optionsQuery} />;
    case 'dictTree':
      return <DictTreeSelect {...common} dict={f.dict} />;
    case 'dateRange':
      return <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: narrow ? '100%' : 260 }} />;
  }
}
