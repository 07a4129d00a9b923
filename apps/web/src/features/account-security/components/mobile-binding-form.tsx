import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { SmsCodeFields } from '@/features/accounts';
import { ruleOf } from '@/lib/forms/antd-rules';
import { mobileProblem } from '@/lib/forms/field-checks';
import { useSmsSender } from '@/lib/sms/use-sms-sender';
import { useLoginSetup } from '@/lib/auth/use-login-setup';
import { profileKey } from '@/features/profile';
import { isApiError } from '@/lib/api';
import { bindMobile } from '../api/security';

type Values = { mobile: string; captcha?: string; code: string; password: string };

/**
 * Binds a (new) mobile number: a code goes to that number, and the number is bound once the
 * code and the current password are right (the number is how the password is recovered, so an
 * open session alone may not change it). `current` is the bound number, masked, or '' when none is.
 */
export function MobileBindingForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const setup = useLoginSetup();
  const sender = useSmsSender('bind-mobile');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const submit = async ({ mobile, code, password }: Values) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const bound = await bindMobile(mobile.trim(), code.trim(), password);
      form.resetFields();
      setOutcome({ ok: true, text: t('security.mobile.bound', { mobile: bound.mobile }) });
      void queryClient.invalidateQueries({ queryKey: profileKey });
    } catch (error) {
      if (isApiError(error, 'session') || isApiError(error, 'aborted')) return;
      setOutcome({ ok: false, text: error instanceof Error ? error.message : t('codeDefault') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="bindMobile"
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(values) => void submit(values)}
      data-testid="mobile-form"
    >
      <p data-testid="mobile-current">
        {current ? t('security.mobile.current', { mobile: current }) : t('security.mobile.none')}
      </p>
      <Form.Item name="mobile" label={t('security.mobile.new')} required rules={[ruleOf(mobileProblem, t)]}>
        <Input inputMode="tel" autoComplete="tel" maxLength={11} />
      </Form.Item>
      <SmsCodeFields setup={setup} sender={sender} codeName="code" />
      <Form.Item
        name="password"
        label={t('security.mobile.password')}
        rules={[{ required: true, message: t('security.mobile.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" data-testid="mobile-password" />
      </Form.Item>
      {outcome && (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          title={outcome.text}
          style={{ marginBottom: 16 }}
          data-testid="mobile-outcome"
        />
      )}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="mobile-submit">
        {current ? t('security.mobile.change') : t('security.mobile.bind')}
      </Button>
    </Form>
  );
}
