import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { loginPath } from '@/lib/paths';
import { jobStyles as styles } from '@/features/recruitment';
import type { TalentContact } from '../api/talent';

/**
 * talentInfo's contact block: the details for the owner and an entitled organisation (the
 * server records each such view), otherwise why they are not shown.
 */
export function ContactBlock({ contact, isOrg }: { contact: TalentContact; isOrg: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="talent-contact-title" data-testid="contact-block">
      <h2 id="talent-contact-title" style={{ fontSize: 18 }}>
        {t('talent.contact.title')}
      </h2>
      {contact.state === 'own' || contact.state === 'shown' ? (
        <dl>
          <dt>{t('talent.contact.name')}</dt>
          <dd>{contact.name}</dd>
          <dt>{t('talent.contact.mobile')}</dt>
          <dd>{contact.mobile ?? '—'}</dd>
          <dt>{t('talent.contact.email')}</dt>
          <dd>{contact.email ?? '—'}</dd>
        </dl>
      ) : contact.state === 'signIn' ? (
        <p>
          <Link className="ui-button primary" to={loginPath(pathname + search)}>
            {t('talent.contact.signIn')}
          </Link>
        </p>
      ) : null}
      {(contact.state === 'signIn' || (contact.state === 'notEntitled' && isOrg)) && (
        <p className={styles.muted}>{t('talent.contact.rule')}</p>
      )}
      {contact.state === 'notEntitled' && !isOrg && (
        <p className={styles.muted}>{t('talent.contact.orgsOnly')}</p>
      )}
      {contact.state === 'shown' && <p className={styles.muted}>{t('talent.contact.recorded')}</p>}
    </section>
  );
}
