import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordRules } from '@/components/password-rules';
import type { useLoginSetup } from '@/lib/auth/use-login-setup';
import { checkUsername } from '../api/registration';
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

/** Live checks wait for a pause in typing. */
const CHECK_DEBOUNCE_MS = 400;

/**
 * The account part of both registration forms: username (checked live for format and that it is
 * free), password with the policy shown while typing, confirmation, mobile with its SMS code, and
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
        validateDebounce={CHECK_DEBOUNCE_MS}
        hasFeedback
        extra={t('reg.usernameHint')}
        rules={[
          ruleOf(usernameProblem, t),
          {
            validator: async (_, value: string | undefined) => {
              if (usernameProblem(value)) return;
              const answer = await checkUsername(value!.trim());
              if (!answer.available) throw new Error(t('accounts.usernameTaken'));
            },
          },
        ]}
      >
        <Input autoComplete="username" maxLength={32} data-testid="reg-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('reg.password')}
        dependencies={['username']}
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
      <Form.Item name="mobile" label={t('reg.mobile')} rules={[ruleOf(mobileProblem, t)]}>
        <Input inputMode="tel" autoComplete="tel" maxLength={11} data-testid="reg-mobile" />
      </Form.Item>
      <SmsCodeFields setup={setup} sender={sender} codeName="smsCode" />
    </>
  );
}
