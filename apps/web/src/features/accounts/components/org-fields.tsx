import { Form, Input } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { DictSelect, DictTreeSelect } from '@/components/resource/dict-select';
import { requiredRule, ruleOf } from '@/lib/forms/antd-rules';
import { creditCodeProblem, emailProblem, telephoneProblem, websiteProblem } from '@/lib/forms/field-checks';
import { AreaPicker } from './area-picker';

/**
 * The Gb01 record's fields (DOMAIN.md), shared by registration and /personInfo. `complete` marks
 * what the completeness rule needs (modules/accounts/completeness.ts) as required.
 */
export function OrgFields({ mode }: { mode: 'register' | 'complete' }) {
  const complete = mode === 'complete';
  const { t } = useTranslation();
  const needed = (label: string) => (complete ? [requiredRule(t('reg.required', { field: label }))] : []);
  return (
    <>
      <Form.Item name="name" label={t('reg.org.name')} rules={[requiredRule(t('reg.org.nameRequired'))]}>
        <Input autoComplete="organization" maxLength={100} data-testid="gb01-name" />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('reg.org.creditCode')}
        required
        rules={[ruleOf(creditCodeProblem, t)]}
        extra={t('reg.org.creditCodeHint')}
      >
        <Input maxLength={18} autoComplete="off" data-testid="gb01-creditCode" />
      </Form.Item>
      <Form.Item name="legalRep" label={t('reg.org.legalRep')} rules={needed(t('reg.org.legalRep'))}>
        <Input maxLength={50} data-testid="gb01-legalRep" />
      </Form.Item>
      <Form.Item name="nature" label={t('reg.org.nature')} rules={needed(t('reg.org.nature'))}>
        <DictSelect dict="org_nature" aria-label={t('reg.org.nature')} />
      </Form.Item>
      <Form.Item name="industry" label={t('reg.org.industry')} rules={needed(t('reg.org.industry'))}>
        <DictTreeSelect dict="industry" aria-label={t('reg.org.industry')} />
      </Form.Item>
      <Form.Item name="scale" label={t('reg.org.scale')} rules={needed(t('reg.org.scale'))}>
        <DictSelect dict="org_scale" aria-label={t('reg.org.scale')} />
      </Form.Item>
      <Form.Item name="region" label={t('reg.region')} rules={needed(t('reg.region'))}>
        <AreaPicker aria-label={t('reg.region')} />
      </Form.Item>
      <Form.Item name="address" label={t('reg.address')} rules={needed(t('reg.address'))}>
        <Input maxLength={200} autoComplete="street-address" data-testid="gb01-address" />
      </Form.Item>
      <Form.Item name="contact" label={t('reg.org.contact')} rules={needed(t('reg.org.contact'))}>
        <Input maxLength={50} data-testid="gb01-contact" />
      </Form.Item>
      <Form.Item name="telephone" label={t('reg.org.telephone')} rules={[ruleOf(telephoneProblem, t)]}>
        <Input maxLength={30} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="website" label={t('reg.org.website')} rules={[ruleOf(websiteProblem, t)]}>
        <Input maxLength={200} autoComplete="url" />
      </Form.Item>
      <Form.Item name="email" label={t('reg.email')} rules={[ruleOf(emailProblem, t)]}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item name="description" label={t('reg.org.description')}>
        <Input.TextArea rows={4} maxLength={5000} showCount />
      </Form.Item>
    </>
  );
}
