import { Form } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { useLoginSetup } from '@/lib/auth/use-login-setup';
import type { useSmsSender } from '@/lib/sms/use-sms-sender';
import { ruleOf } from '@/lib/forms/antd-rules';
import { smsCodeProblem } from '@/lib/forms/field-checks';
import { CaptchaInput } from './captcha-input';
import { SmsCodeInput } from './sms-code-input';

/**
 * The image captcha (when the server asks for one before sending a code) and the SMS code field
 * with its send button, as every form that proves a mobile number shows them. Sending checks the
 * form's `mobile` (and `captcha`) field first; a captcha answer is single use.
 */
export function SmsCodeFields({
  setup,
  sender,
  codeName,
}: {
  setup: ReturnType<typeof useLoginSetup>;
  sender: ReturnType<typeof useSmsSender>;
  /** The form field that holds the code. */
  codeName: string;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ mobile: string; captcha?: string }>();
  const { captchaEnabled, captcha, refreshCaptcha } = setup;

  const sendCode = async () => {
    try {
      await form.validateFields(captchaEnabled ? ['mobile', 'captcha'] : ['mobile']);
    } catch {
      return;
    }
    const { mobile, captcha: answer } = form.getFieldsValue(['mobile', 'captcha']);
    await sender.send(mobile, captchaEnabled ? { code: answer?.trim(), uuid: captcha.data?.uuid } : {});
    if (captchaEnabled) {
      form.setFieldValue('captcha', '');
      refreshCaptcha();
    }
  };

  return (
    <>
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
        name={codeName}
        label={t('reg.smsCode')}
        required
        rules={[ruleOf(smsCodeProblem, t)]}
        validateStatus={sender.error ? 'error' : undefined}
        help={sender.error}
        extra={sender.sent ? t('reg.smsSent') : undefined}
      >
        <SmsCodeInput sender={sender} onSend={() => void sendCode()} />
      </Form.Item>
    </>
  );
}
