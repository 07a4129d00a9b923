import '../i18n-scope';
import { type FormEvent, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { QueryState, kit } from '@/components/portal-kit';
import { verifyQuery } from './verify-api';

/**
 * /verify?code=: whether an archive document is genuine and still valid (or revoked, expired,
 * unknown), showing only what is printed on it. The QR code on the document opens this page
 * with its code filled in.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const code = (search.get('code') ?? '').trim().toUpperCase();
  const query = useQuery({ ...verifyQuery(code), enabled: code !== '' });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    setSearch(value ? { code: value } : {});
  };
  return (
    <div className={kit.page}>
      <header className={kit.pageHeader}>
        <h1 className={kit.title}>{t('verify.title')}</h1>
        <p className={kit.lead}>{t('verify.lead')}</p>
      </header>
      <form className={kit.panel} onSubmit={submit} key={code}>
        <label className={kit.field} htmlFor={`${id}-code`}>
          <span className={kit.fieldLabel}>{t('verify.code')}</span>
          <input
            id={`${id}-code`}
            name="code"
            className="ui-input"
            defaultValue={code}
            maxLength={64}
            autoComplete="off"
            placeholder={t('verify.codeHint')}
          />
        </label>
        <div className={kit.filterActions}>
          <button type="submit" className="ui-button primary">
            {t('verify.check')}
          </button>
        </div>
      </form>
      {code !== '' && (
        <QueryState query={query}>
          {(answer) => (
            <section className={kit.panel} aria-live="polite" data-testid="verify-result">
              <h2 className={kit.sectionTitle} data-outcome={answer.outcome}>
                {t(`verify.outcome.${answer.outcome}`)}
              </h2>
              {answer.document && (
                <>
                  <dl className={kit.facts}>
                    <dt>{t('verify.field.kind')}</dt>
                    <dd>{t(`verify.kind.${answer.document.kind}`)}</dd>
                    <dt>{t('verify.field.serial')}</dt>
                    <dd>{answer.document.serial}</dd>
                    <dt>{t('verify.field.holder')}</dt>
                    <dd>{answer.document.holder}</dd>
                    <dt>{t('verify.field.issuedOn')}</dt>
                    <dd>{answer.document.issuedOn}</dd>
                    {answer.document.validUntil && (
                      <>
                        <dt>{t('verify.field.validUntil')}</dt>
                        <dd>{answer.document.validUntil}</dd>
                      </>
                    )}
                  </dl>
                  <p className={kit.muted}>{t('verify.note')}</p>
                </>
              )}
            </section>
          )}
        </QueryState>
      )}
    </div>
  );
}
