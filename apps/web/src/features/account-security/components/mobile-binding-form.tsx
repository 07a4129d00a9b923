import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CaptchaInput } from '@/features/accounts/components/captcha-input';
import { SmsCodeInput } from '@/features/accounts/components/sms-code-input';
import { useSmsSender } from '@/features/accounts/hooks/use-sms-sender';
import { ruleOf } from '@/features/accounts/lib/antd-rules';
import { mobileProblem, smsCodeProblem } from '@/features/accounts/lib/field-checks';
import { useLoginSetup } from '@/features/auth/hooks/use-login-setup';
import { profileKey } from '@/features/profile/api/get-profile';
import { isApiError } from '@/lib/api';
import { bindMobile } from '../api/security';

type Values = { mobile: string; captcha?: string; code: string };

/**
 * Binds a (new) mobile number: a code goes to that number, and the number is bound once the
 * code is right. `current` is the bound number, masked, or '' when none is.
 */
export function MobileBindingForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const setup = useLoginSetup();
  const sender = useSmsSender('bind-mobile');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const { captchaEnabled, captcha, refreshCaptcha } = setup;

  const sendCode = async () => {
    try {
      await form.validateFields(captchaEnabled ? ['mobile', 'captcha'] : ['mobile']);
    } catch {
      return;
    }
    const { mobile, captcha: answer } = form.getFieldsValue(['mobile', 'captcha']) as Values;
    await sender.send(mobile, captchaEnabled ? { code: answer?.trim(), uuid: captcha.data?.uuid } : {});
    // A captcha answer is single use.
    if (captchaEnabled) {
      form.setFieldValue('captcha', '');
      refreshCaptcha();
    }
  };

  const submit = async ({ mobile, code }: Values) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const bound = await bindMobile(mobile.trim(), code.trim());
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
      <Form.Item name="mobile" label={t('security.mobile.new')} rules={[ruleOf(mobileProblem, t)]}>
        <Input inputMode="tel" autoComplete="tel" maxLength={11} />
      </Form.Item>
      {captchaEnabled && (
        <Form.Item
          name="captcha"
          label={t('login.captcha')}
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <CaptchaInput setup={setup} />
        </Form.Item>
      )}
      <Form.Item
        name="code"
        label={t('reg.smsCode')}
        rules={[ruleOf(smsCodeProblem, t)]}
        validateStatus={sender.error ? 'error' : undefined}
        help={sender.error}
        extra={sender.sent ? t('reg.smsSent') : undefined}
      >
        <SmsCodeInput sender={sender} onSend={() => void sendCode()} />
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
