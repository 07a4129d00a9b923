import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LEGAL_DOCUMENTS, type TConsent, type TLegalDocument } from '@rcwb/shared';
import { isApiError } from '@/lib/api';
import { acceptConsents } from '../api/consents';
import { useSession } from '@/stores/session-store';
import styles from './login-form.module.css';

/** The document each consent is given under (the ID number's is the privacy policy). */
const documentOf = (consent: TConsent): TLegalDocument => (consent === 'idNumber' ? 'privacy' : consent);

type Props = { due: readonly TConsent[]; onDone: () => void };

/**
 * Shown right after a sign-in when a document the user accepted has a new version: the user reads
 * (links open in a new tab) and accepts it once, or signs out. Accounts that never accepted one
 * are not asked here (the server says which are due).
 */
export function ConsentUpdateForm({ due, onDone }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const documents = [...new Set(due.map(documentOf))];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await acceptConsents(due);
      onDone();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('codeDefault'));
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      role="dialog"
      aria-labelledby="consent-update-intro"
      data-testid="consent-update-form"
    >
      <div role="status" className="ui-alert warning" id="consent-update-intro">
        {t('login.consents.intro')}
      </div>
      <ul>
        {documents.map((document) => (
          <li key={document}>
            <Link to={`/${document}`} target="_blank" rel="noopener">
              {t(`legal.${document}.title`)}
            </Link>{' '}
            {t('legal.version', {
              version: LEGAL_DOCUMENTS[document].version,
              date: LEGAL_DOCUMENTS[document].effective,
            })}
          </li>
        ))}
      </ul>
      {error && (
        <div role="alert" className="ui-alert error">
          {error}
        </div>
      )}
      <button
        type="submit"
        className={`ui-button primary large ${styles.submit}`}
        disabled={busy}
        data-testid="consent-update-accept"
      >
        {t('login.consents.accept')}
      </button>
      <button type="button" className="ui-button large" onClick={() => useSession.getState().logout()}>
        {t('login.consents.decline')}
      </button>
    </form>
  );
}
