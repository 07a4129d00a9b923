import { DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { DictSelect, DictTreeSelect, OptionSelect } from './dict-select';
import type { FieldDef, FormMode } from './types';

/** The fields of a mode, in order. */
export const fieldsFor = (fields: readonly FieldDef[], mode: FormMode): FieldDef[] =>
  fields.filter((f) => !f.modes || f.modes.includes(mode));

/**
 * One component for add and edit: each field's control, label, rules and help. Fields outside the
 * mode are left out; read-only ones are shown disabled. Rule messages that are i18n keys are
 * translated.
 */
export function ResourceFields({ fields, mode }: { fields: readonly FieldDef[]; mode: FormMode }) {
  const { t } = useTranslation();
  return (
    <>
      {fieldsFor(fields, mode).map((f) => {
        const readOnly = f.readOnlyIn?.includes(mode) ?? false;
        const label = t(f.labelKey);
        const rules: FormRule[] = [
          ...(f.required && !readOnly
            ? [{ required: true, message: t('resource.required', { field: label }) }]
            : []),
          ...(readOnly ? [] : typeof f.rules === 'function' ? f.rules(t) : (f.rules ?? [])).map((r) =>
            typeof r === 'object' && typeof r.message === 'string' ? { ...r, message: t(r.message) } : r,
          ),
        ];
        return (
          <Form.Item
            key={f.name}
            name={f.name}
            label={label}
            rules={rules}
            extra={f.helpKey ? t(f.helpKey) : undefined}
            valuePropName={f.type === 'switch' ? 'checked' : 'value'}
          >
            {f.render ? f.render(mode) : control(f, readOnly, t(f.placeholderKey ?? f.labelKey))}
          </Form.Item>
        );
      })}
    </>
  );
}

// Selects get no placeholder: antd draws it as pale text below AA contrast (the label says enough).
function control(f: FieldDef, disabled: boolean, placeholder: string) {
  const common = { disabled };
  switch (f.type) {
    case 'text':
      return <Input {...common} placeholder={placeholder} autoComplete={f.autoComplete ?? 'off'} />;
    case 'password':
      return (
        <Input.Password
          {...common}
          placeholder={placeholder}
          autoComplete={f.autoComplete ?? 'new-password'}
        />
      );
    case 'textarea':
      return <Input.TextArea {...common} placeholder={placeholder} autoSize={{ minRows: 3, maxRows: 8 }} />;
    case 'number':
      return <InputNumber {...common} placeholder={placeholder} style={{ width: '100%' }} />;
    case 'select':
    case 'multiSelect':
      return (
        <OptionSelect
          {...common}
          multiple={f.type === 'multiSelect'}
          options={f.options}
          optionsQuery={f.optionsQuery}
        />
      );
    case 'dict':
    case 'dictMulti':
      return <DictSelect {...common} multiple={f.type === 'dictMulti'} dict={f.dict ?? ''} />;
    case 'dictTree':
      return <DictTreeSelect {...common} dict={f.dict ?? ''} />;
    case 'date':
      return <DatePicker disabled={disabled} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch disabled={disabled} />;
  }
}
