import { DatePicker, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@/lib/i18n';

type Props = {
  name: (string | number)[];
  labelKey: string;
  required?: boolean;
  /** Shown in an empty optional end month: "to date". */
  placeholderKey?: string;
};

/**
 * A month of a resume entry. The form holds the contract's `YYYY-MM` text (null when empty), so
 * what is validated and sent is exactly what the server checks; the picker works with dayjs.
 */
export function MonthItem({ name, labelKey, required, placeholderKey }: Props) {
  const { t } = useTranslation();
  const rules: FormRule[] = required ? [{ required: true, message: t('resumeUi.error.required') }] : [];
  return (
    <Form.Item
      name={name}
      label={t(labelKey)}
      rules={rules}
      getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(`${value}-01`) : null })}
      normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM') : null)}
    >
      <DatePicker
        picker="month"
        format="YYYY-MM"
        allowClear={!required}
        placeholder={placeholderKey ? t(placeholderKey) : t('resumeUi.pickMonth')}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
