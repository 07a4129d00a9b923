import '@/lib/forms/i18n-scope';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TConsent } from '@rcwb/shared';
import { PASSWORD_CHANGE_PARAM } from '@/stores/session-store';
import { dueConsents } from '../api/consents';
import { ConsentUpdateForm } from './consent-update-form';
import { isApiError } from '@/lib/api';
import { safeRedirect } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { useLoginSetup } from '@/lib/auth/use-login-setup';
import styles from './login-form.module.css';
import { FirstPasswordForm } from './first-password-form';
import { ProviderLinks } from './provider-links';
import { TextField } from './text-field';
import { preparePasswordCipher } from '@/lib/auth/encrypt-password';

type Field = 'username' | 'password' | 'code';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
/** In form order; input ids are `login-<field>`. */
const FIELDS: readonly Field[] = ['username', 'password', 'code'];

/**
 * Sign-in form in plain HTML (no antd Form): the page must stay small, and native inputs with
 * labels and linked error texts are the most accessible form there is.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((s) => s.login);
  const { config, retryConfig, captchaEnabled, captcha, refreshCaptcha } = useLoginSetup();
  const [values, setValues] = useState<Values>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [mustChange, setMustChange] = useState(false);
  const [consentsDue, setConsentsDue] = useState<TConsent[]>();

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    },
  });

  const validate = (): Errors => ({
    ...(values.username.trim() ? {} : { username: t('login.usernameRequired') }),
    ...(values.password ? {} : { password: t('login.passwordRequired') }),
    ...(!captchaEnabled || values.code.trim() ? {} : { code: t('login.captchaRequired') }),
  });

  /** After sign-in (and a first password): a document's new version is accepted once, then on. */
  const proceed = async () => {
    const due = await dueConsents().catch(() => []);
    if (due.length) {
      setMustChange(false);
      setConsentsDue(due);
      return;
    }
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !config.data) return;
    const found = validate();
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`login-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(undefined);
    try {
      const challenge = captchaEnabled ? { code: values.code.trim(), uuid: captcha.data?.uuid } : {};
      const result = await login(
        { username: values.username.trim(), password: values.password, ...challenge },
        config.data.sm2PublicKey,
      );
      if (result.mustChangePassword) {
        setMustChange(true);
        return;
      }
      await proceed();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('codeDefault'));
      // A captcha is single use: every failed attempt needs a new one.
      if (captchaEnabled) {
        setValues((previous) => ({ ...previous, code: '' }));
        refreshCaptcha();
      }
      setSubmitting(false);
    }
  };

  if (consentsDue)
    return (
      <ConsentUpdateForm
        due={consentsDue}
        onDone={() => void navigate(safeRedirect(params.get('redirect')), { replace: true })}
      />
    );

  if (mustChange && config.data)
    return (
      <FirstPasswordForm
        username={values.username.trim()}
        current={values.password}
        publicKey={config.data.sm2PublicKey}
        onDone={() => void proceed()}
      />
    );

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onInput={preparePasswordCipher}
      noValidate
      aria-labelledby="login-heading"
    >
      {params.get(PASSWORD_CHANGE_PARAM) && !failure && (
        <div role="status" className="ui-alert warning" data-testid="login-password-change">
          {t('auth.passwordChangeRequired')}
        </div>
      )}
      {failure && (
        <div role="alert" className="ui-alert error" data-testid="login-error">
          {failure}
        </div>
      )}
      {config.error && (
        <div role="alert" className="ui-alert warning">
          <span>{t('login.configError')}</span>
          <button type="button" className={styles.textButton} onClick={retryConfig}>
            {t('common.retry')}
          </button>
        </div>
      )}
      <TextField
        id="login-username"
        required
        label={t('login.username')}
        autoComplete="username"
        autoFocus
        maxLength={64}
        data-testid="login-username"
        {...bind('username')}
      />
      <TextField
        id="login-password"
        required
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={128}
        data-testid="login-password"
        {...bind('password')}
        addon={
          <button
            type="button"
            className={styles.addonButton}
            aria-pressed={showPassword}
            aria-label={t('login.showPassword')}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('login.hide') : t('login.show')}
          </button>
        }
      />
      {captchaEnabled && (
        <TextField
          id="login-code"
          required
          label={t('login.captcha')}
          autoComplete="off"
          maxLength={8}
          data-testid="login-code"
          {...bind('code')}
          addon={
            <button
              type="button"
              className={styles.captchaButton}
              onClick={refreshCaptcha}
              title={t('login.refreshCaptcha')}
              aria-label={t('login.refreshCaptcha')}
              aria-busy={captcha.loading}
            >
              {captcha.data?.img && <img src={captcha.data.img} alt="" data-testid="captcha-image" />}
            </button>
          }
        />
      )}
      <button
        type="submit"
        className={`ui-button primary large ${styles.submit}`}
        disabled={!config.data || submitting}
        aria-busy={submitting}
        data-testid="login-submit"
      >
        {submitting && <span className="ui-spinner" aria-hidden="true" />}
        {t('login.submit')}
      </button>
      <p className={styles.links}>
        <Link to="/login?view=recover" data-testid="login-forgot">
          {t('login.forgot')}
        </Link>
        <Link to="/register" data-testid="login-register">
          {t('login.register')}
        </Link>
      </p>
      {config.data && <ProviderLinks providers={config.data.providers} redirect={params.get('redirect')} />}
    </form>
  );
}
