import { Form, Input, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { ContentFieldset, TagsField } from '@/components/content-admin';
import type { Dimension, DimensionValue } from '../api/policies';
import { dimensionsQuery } from './policy-admin';

/** Form value of a yes/no dimension: the select needs text values. */
const YES = 'yes';
const NO = 'no';

function control(d: Dimension, label: string, t: (k: string) => string) {
  switch (d.type) {
    case 'amount':
      return (
        <InputNumber min={0} style={{ width: '100%' }} suffix={d.unit || undefined} aria-label={label} />
      );
    case 'yesno':
      return (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={label}
          options={[
            { value: YES, label: t('resource.yes') },
            { value: NO, label: t('resource.no') },
          ]}
        />
      );
    case 'list':
      return <TagsField aria-label={label} />;
    default:
      return <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} aria-label={label} />;
  }
}

/**
 * One input per comparison dimension, typed by the dimension (text, amount, yes/no, list). Items
 * are named `dimensionValues.<id>`, as the server names a refused value.
 */
export function DimensionValuesInput() {
  const { t } = useTranslation();
  const dimensions = useQuery(dimensionsQuery).data ?? [];
  if (!dimensions.length) return null;
  return (
    <ContentFieldset legend={t('policyAdmin.dimensionValues')} testId="dimension-values">
      {dimensions.map((d) => (
        <Form.Item key={d.id} name={['dimensionValues', String(d.id)]} label={d.name}>
          {control(d, d.name, t)}
        </Form.Item>
      ))}
    </ContentFieldset>
  );
}

/** Stored values → form values (yes/no as text). */
export function dimensionFormValues(values: { dimensionId: number; type: string; value: DimensionValue }[]) {
  return Object.fromEntries(
    values.map((v) => [
      String(v.dimensionId),
      v.type === 'yesno' && typeof v.value === 'boolean' ? (v.value ? YES : NO) : (v.value ?? undefined),
    ]),
  );
}

/** Form values → the body's `dimensionValues` (blank ones sent as null: "not stated"). */
export function dimensionBody(values: Record<string, unknown> | undefined) {
  return Object.entries(values ?? {}).map(([id, v]) => ({
    dimensionId: Number(id),
    value: v === YES ? true : v === NO ? false : v === undefined || v === '' ? null : v,
  }));
}
