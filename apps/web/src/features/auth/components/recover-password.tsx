import '@/lib/forms/i18n-scope';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { findPassword, resetPassword } from '@/lib/auth/recovery';
import { mobileProblem, passwordProblem, smsCodeProblem } from '@/lib/forms/field-checks';
import { useSmsSender } from '@/lib/sms/use-sms-sender';
import { PasswordRules } from '@/components/password-rules';
import { isApiError } from '@/lib/api';
import { useLoginSetup } from '@/lib/auth/use-login-setup';
import styles from './login-form.module.css';
import { TextField } from './text-field';
import { preparePasswordCipher } from '@/lib/auth/encrypt-password';

type Field = 'mobile' | 'captcha' | 'code' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['mobile', 'captcha', 'code', 'newPassword', 'confirmPassword'];

/**
 * Password recovery (SPEC §7 findPassword / resetPassword, no token), shown on the sign-in page as
 * a lazily loaded view: a code to the account's mobile, then a new password. The answers read the
 * same whether or not an account has that number. Plain HTML like the sign-in form.
 */
export function RecoverPassword() {
  const { t } = useTranslation();
  const { config, captchaEnabled, captcha, refreshCaptcha } = useLoginSetup();
  const [values, setValues] = useState<Values>({
    mobile: '',
    captcha: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const sender = useSmsSender('reset-password', async (mobile, challenge) => {
    const answer = await findPassword({ mobile, ...challenge });
    setNotice(answer.message);
  });

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
      setFailure(undefined);
    },
  });

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`recover-${first}`)?.focus();
    return !first;
  };

  const captchaProblem = () =>
    captchaEnabled && !values.captcha.trim() ? { captcha: t('login.captchaRequired') } : {};

  const sendCode = async () => {
    const problem = mobileProblem(values.mobile);
    if (!showErrors({ ...(problem ? { mobile: t(problem) } : {}), ...captchaProblem() })) return;
    setNotice(undefined);
    await sender.send(
      values.mobile,
      captchaEnabled ? { code: values.captcha.trim(), uuid: captcha.data?.uuid ?? '' } : {},
    );
    if (captchaEnabled) {
      setValues((previous) => ({ ...previous, captcha: '' }));
      refreshCaptcha();
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {};
    const checks: [Field, string | undefined][] = [
      ['mobile', mobileProblem(values.mobile)],
      ['code', smsCodeProblem(values.code)],
      ['newPassword', passwordProblem(values.newPassword, '')],
      [
        'confirmPassword',
        !values.confirmPassword
          ? 'pwd.confirmRequired'
          : values.confirmPassword !== values.newPassword
            ? 'pwd.mismatch'
            : undefined,
      ],
    ];
    for (const [field, key] of checks) if (key) found[field] = t(key);
    if (!showErrors(found)) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      const answer = await resetPassword({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
      });
      setDone(answer.message);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('codeDefault'));
    } finally {
      setSubmitting(false);
    }
  };

  if (done)
    return (
      <div className={styles.form}>
        <div role="status" className="ui-alert success" data-testid="recover-done">
          {done}
        </div>
        <Link
          className={`ui-button primary large ${styles.submit}`}
          to="/login"
          data-testid="recover-to-login"
        >
          {t('recover.toLogin')}
        </Link>
      </div>
    );

  const waiting = sender.secondsLeft > 0;
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onInput={preparePasswordCipher}
      noValidate
      aria-labelledby="login-heading"
    >
      <p>{t('recover.intro')}</p>
      {failure && (
        <div role="alert" className="ui-alert error" data-testid="recover-error">
          {failure}
        </div>
      )}
      {config.error && (
        <div role="alert" className="ui-alert warning">
          {t('login.configError')}
        </div>
      )}
      <TextField
        id="recover-mobile"
        required
        label={t('reg.mobile')}
        inputMode="tel"
        autoComplete="tel"
        autoFocus
        maxLength={11}
        data-testid="recover-mobile"
        {...bind('mobile')}
      />
      {captchaEnabled && (
        <TextField
          id="recover-captcha"
          required
          label={t('login.captcha')}
          autoComplete="off"
          maxLength={8}
          {...bind('captcha')}
          addon={
            <button
              type="button"
              className={styles.captchaButton}
              onClick={refreshCaptcha}
              title={t('login.refreshCaptcha')}
              aria-label={t('login.refreshCaptcha')}
              aria-busy={captcha.loading}
            >
              {captcha.data?.img && <img src={captcha.data.img} alt="" />}
            </button>
          }
        />
      )}
      <TextField
        id="recover-code"
        required
        label={t('reg.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-testid="recover-code"
        {...bind('code')}
        error={errors.code ?? sender.error}
        addon={
          <button
            type="button"
            className={styles.addonButton}
            onClick={() => void sendCode()}
            disabled={waiting || sender.sending || !config.data}
            aria-busy={sender.sending}
            data-testid="recover-send"
          >
            {waiting
              ? t('reg.smsResendIn', { n: sender.secondsLeft })
              : sender.sent
                ? t('reg.smsResend')
                : t('reg.smsSend')}
          </button>
        }
      />
      {notice && (
        <div role="status" className="ui-alert info" data-testid="recover-notice">
          {notice}
        </div>
      )}
      <div>
        <TextField
          id="recover-newPassword"
          required
          label={t('pwd.new')}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          data-testid="recover-new-password"
          {...bind('newPassword')}
        />
        <div>
          <PasswordRules password={values.newPassword} username="" />
        </div>
      </div>
      <TextField
        id="recover-confirmPassword"
        required
        label={t('pwd.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={64}
        data-testid="recover-confirm-password"
        {...bind('confirmPassword')}
      />
      <button
        type="submit"
        className={`ui-button primary large ${styles.submit}`}
        disabled={submitting}
        aria-busy={submitting}
        data-testid="recover-submit"
      >
        {submitting && <span className="ui-spinner" aria-hidden="true" />}
        {t('recover.submit')}
      </button>
      <p>
        <Link to="/login">{t('recover.toLogin')}</Link>
      </p>
    </form>
  );
}
