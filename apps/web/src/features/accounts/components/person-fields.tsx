import { Form, type FormRule, Input, InputNumber } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { DictSelect } from '@/components/resource/dict-select';
import { requiredRule, ruleOf } from '@/lib/forms/antd-rules';
import { emailProblem, idNumberProblem } from '@/lib/forms/field-checks';
import { AreaPicker } from './area-picker';

/**
 * The Gc01 record's fields (DOMAIN.md), shared by registration and /personInfo. Registration asks
 * only who the person is (name, ID number, email; the number's form is checked here, whether it is
 * registered only by the registration after the SMS code, so that nobody can look numbers up);
 * /personInfo ('complete') asks for the whole record, with what the completeness rule needs
 * (modules/accounts/completeness.ts) required; the ID number there is the user's own.
 */
export function PersonFields({ mode }: { mode: 'register' | 'complete' }) {
  const { t } = useTranslation();
  const needed = (label: string) => [requiredRule(t('reg.required', { field: label }))];
  return (
    <>
      <Form.Item name="name" label={t('reg.person.name')} rules={[requiredRule(t('reg.nameRequired'))]}>
        <Input autoComplete="name" maxLength={50} data-testid="gc01-name" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('reg.person.idNumber')}
        required
        rules={[ruleOf(idNumberProblem, t)]}
      >
        <Input maxLength={18} autoComplete="off" data-testid="gc01-idNumber" />
      </Form.Item>
      {mode === 'complete' && <ProfileDetails needed={needed} />}
      <Form.Item name="email" label={t('reg.email')} rules={[ruleOf(emailProblem, t)]}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
    </>
  );
}

/** What completing the profile adds to the registration's fields. */
function ProfileDetails({ needed }: { needed: (label: string) => FormRule[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="education" label={t('reg.person.education')} rules={needed(t('reg.person.education'))}>
        <DictSelect dict="education" aria-label={t('reg.person.education')} />
      </Form.Item>
      <Form.Item name="workYears" label={t('reg.person.workYears')} rules={needed(t('reg.person.workYears'))}>
        <InputNumber min={0} max={70} precision={0} style={{ width: '100%' }} data-testid="gc01-workYears" />
      </Form.Item>
      <Form.Item name="region" label={t('reg.region')} rules={needed(t('reg.region'))}>
        <AreaPicker aria-label={t('reg.region')} />
      </Form.Item>
      <Form.Item name="address" label={t('reg.address')} rules={needed(t('reg.address'))}>
        <Input maxLength={200} autoComplete="street-address" data-testid="gc01-address" />
      </Form.Item>
      <Form.Item name="major" label={t('reg.person.major')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="school" label={t('reg.person.school')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="politicalStatus" label={t('reg.person.politicalStatus')}>
        <DictSelect dict="political_status" aria-label={t('reg.person.politicalStatus')} />
      </Form.Item>
    </>
  );
}
