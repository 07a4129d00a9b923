import { Form, Input } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { PasswordRules } from '@/components/password-rules';
import type { useLoginSetup } from '@/lib/auth/use-login-setup';
import { useSmsSender } from '@/lib/sms/use-sms-sender';
import { ruleOf } from '@/lib/forms/antd-rules';
import { mobileProblem, passwordProblem, usernameProblem } from '@/lib/forms/field-checks';
import { SmsCodeFields } from './sms-code-fields';

export type AccountValues = {
  username: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  captcha?: string;
  smsCode: string;
};

/**
 * The account part of both registration forms: username (its form checked while typing; whether
 * it is free is told by the registration itself, on the field, because the server's lookup takes
 * a captcha: docs/security/accounts.md), password with the policy shown while typing, confirmation, mobile with its SMS code, and
 * the image captcha when the server asks for one before sending a code.
 */
export function AccountFields({ setup }: { setup: ReturnType<typeof useLoginSetup> }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AccountValues>();
  const username = Form.useWatch('username', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const sender = useSmsSender('register');

  return (
    <>
      <Form.Item
        name="username"
        label={t('reg.username')}
        extra={t('reg.usernameHint')}
        required
        rules={[ruleOf(usernameProblem, t)]}
      >
        <Input autoComplete="username" maxLength={32} data-testid="reg-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('reg.password')}
        dependencies={['username']}
        required
        rules={[ruleOf((v) => passwordProblem(v, username), t)]}
        extra={<PasswordRules password={password} username={username} />}
      >
        <Input.Password autoComplete="new-password" maxLength={64} data-testid="reg-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('reg.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('pwd.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('pwd.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} data-testid="reg-confirm-password" />
      </Form.Item>
      <Form.Item name="mobile" label={t('reg.mobile')} required rules={[ruleOf(mobileProblem, t)]}>
        <Input inputMode="tel" autoComplete="tel" maxLength={11} data-testid="reg-mobile" />
      </Form.Item>
      <SmsCodeFields setup={setup} sender={sender} codeName="smsCode" />
    </>
  );
}
