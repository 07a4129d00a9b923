import { Form, Input } from 'antd';
import { useTranslation } from '@/lib/i18n';

/** The account's verified mobile, read only here: it changes through SMS verification. */
export function MobileField({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('reg.mobile')} htmlFor="person-info-mobile" extra={t('personInfo.mobileHint')}>
      <Input id="person-info-mobile" value={mobile} readOnly data-testid="person-info-mobile" />
    </Form.Item>
  );
}
