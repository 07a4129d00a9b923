import { Input } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { useLoginSetup } from '@/lib/auth/use-login-setup';
import styles from './accounts.module.css';

type CaptchaInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  setup: ReturnType<typeof useLoginSetup>;
};

/** The image captcha's answer, with the image as a button that fetches a different one. */
export function CaptchaInput({ id, value, onChange, setup }: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <Input
      id={id}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      autoComplete="off"
      maxLength={8}
      addonAfter={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={setup.refreshCaptcha}
          aria-label={t('login.refreshCaptcha')}
          aria-busy={setup.captcha.loading}
        >
          {setup.captcha.data?.img && <img src={setup.captcha.data.img} alt="" />}
        </button>
      }
    />
  );
}
