import '../i18n-scope';
import { useTranslation } from '@/lib/i18n';
import { LEGAL_DOCUMENTS, type TLegalDocument } from '@rcwb/shared';
import styles from '../components/accounts.module.css';

/** Sections of each document (their strings in legal-text.ts). */
const SECTIONS: Record<TLegalDocument, number> = { agreement: 6, privacy: 7 };

/** The public path of a document: the registration form and the consent dialog link it. */
export const legalPath = (document: TLegalDocument) => `/${document}`;

function LegalDocument({ document }: { document: TLegalDocument }) {
  const { t } = useTranslation();
  const { version, effective } = LEGAL_DOCUMENTS[document];
  const sections = Array.from({ length: SECTIONS[document] }, (_, i) => i + 1);
  return (
    <div className={styles.page}>
      <article className={styles.card} data-testid={`legal-${document}`} data-version={version}>
        <h1 className={styles.heading}>{t(`legal.${document}.title`)}</h1>
        <p className={styles.intro} data-testid="legal-version">
          {t('legal.version', { version, date: effective })}
        </p>
        <p>{t(`legal.${document}.intro`)}</p>
        {sections.map((n) => (
          <section key={n}>
            <h2 className={styles.section}>{t(`legal.${document}.s${n}.title`)}</h2>
            <p>{t(`legal.${document}.s${n}.body`)}</p>
          </section>
        ))}
      </article>
    </div>
  );
}

/** /agreement (public): the user agreement, with its version and effective date. */
export const AgreementPage = () => <LegalDocument document="agreement" />;

/** /privacy (public): the privacy policy, with its version and effective date. */
export const PrivacyPage = () => <LegalDocument document="privacy" />;
