import '@/lib/forms/i18n-scope';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { checkPasswordPolicy } from '@rcwb/shared';
import { isApiError } from '@/lib/api';
import { setOwnPassword } from '@/lib/auth/login';
import styles from './login-form.module.css';
import { TextField } from './text-field';

type Props = {
  username: string;
  /** The password just used to sign in (set by someone else). */
  current: string;
  publicKey: string;
  onDone: () => void;
};

/**
 * Shown right after a sign-in whose password was set by someone else (a first administrator's
 * one-time password): the user sets their own before anything else, as the server refuses every
 * other call until then.
 */
export function FirstPasswordForm({ username, current, publicKey, onDone }: Props) {
  const { t } = useTranslation();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!checkPasswordPolicy(next, username).ok) return setError(t('login.firstPassword.policy'));
    if (next !== confirm) return setError(t('login.firstPassword.mismatch'));
    setBusy(true);
    setError(undefined);
    try {
      await setOwnPassword(current, next, publicKey);
      onDone();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('codeDefault'));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="first-password-form">
      <div role="status" className="ui-alert warning">
        {t('login.firstPassword.intro')}
      </div>
      {error && (
        <div role="alert" className="ui-alert error" data-testid="first-password-error">
          {error}
        </div>
      )}
      <TextField
        id="first-password-new"
        required
        label={t('login.firstPassword.new')}
        type="password"
        autoComplete="new-password"
        autoFocus
        maxLength={64}
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <TextField
        id="first-password-confirm"
        required
        label={t('login.firstPassword.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={64}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <button
        type="submit"
        className={`ui-button primary large ${styles.submit}`}
        disabled={busy}
        data-testid="first-password-submit"
      >
        {t('login.firstPassword.submit')}
      </button>
    </form>
  );
}
