import { Button, Input, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { SmsSender } from '@/lib/sms/use-sms-sender';

type SmsCodeInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  sender: SmsSender;
  /** Asks for the code: the owner knows the mobile and the captcha answer. */
  onSend: () => void;
};

/** Six-digit SMS code with its "get code" button and the 60 s resend countdown. */
export function SmsCodeInput({ id, value, onChange, sender, onSend }: SmsCodeInputProps) {
  const { t } = useTranslation();
  const waiting = sender.secondsLeft > 0;
  return (
    <Space.Compact block>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-testid="sms-code"
      />
      <Button
        onClick={onSend}
        disabled={waiting}
        loading={sender.sending}
        aria-live="polite"
        data-testid="sms-send"
      >
        {waiting
          ? t('reg.smsResendIn', { n: sender.secondsLeft })
          : sender.sent
            ? t('reg.smsResend')
            : t('reg.smsSend')}
      </Button>
    </Space.Compact>
  );
}
