import '../i18n-scope';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePermission } from '@/components/permission';
import { CollectButton } from '@/features/collections';
import { jobStyles as styles, ShareLink } from '@/features/recruitment';
import { useSession } from '@/stores/session-store';
import { talentDetailQuery } from '../api/talent';
import { ContactBlock } from '../components/contact-block';
import { InviteDialog } from '../components/invite-dialog';
import { ResumeSections } from '../components/resume-sections';
import { useTalentFacts } from '../components/use-talent-facts';
import { TALENT_INVITE_PERMS } from '../lib/talent-perms';
import { formatReadableDate } from '@/lib/format/readable-date';
import { loginPath } from '@/lib/paths';
import { recordIdOf } from '@/lib/record-id';

/**
 * /recruitment/talentInfo?id=: a public resume with the masked name and the contact block the
 * viewer is entitled to. Organisations may save it (collect_JL) and invite the person to apply.
 */
export function TalentInfoPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const valid = id > 0;
  const signedIn = !!useSession((s) => s.token);
  const isOrg = useSession((s) => s.roles.includes('org'));
  const mayInvite = usePermission(TALENT_INVITE_PERMS) && isOrg;
  const talent = useQuery({ ...talentDetailQuery(id, signedIn), enabled: valid });
  const facts = useTalentFacts();
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState(false);
  const { pathname, search } = useLocation();

  if (!valid || talent.isError)
    return (
      <div className={styles.page}>
        <p role="alert">{talent.error?.message ?? t('talent.notFound')}</p>
        <Link to="/recruitment/findTalent">{t('talent.backToSearch')}</Link>
      </div>
    );
  if (!talent.data)
    return (
      <div className={styles.page} aria-busy="true">
        {t('app.loading')}
      </div>
    );
  const d = talent.data;
  const intention = facts.intention(d);
  return (
    <div className={`${styles.page} ${styles.detailGrid}`}>
      <article className={styles.detail}>
        <div className={styles.cardHead}>
          <h1 className={styles.cardTitle} style={{ fontSize: 24 }}>
            <span data-testid="masked-name">{d.maskedName}</span> · {d.title}
          </h1>
          <span className={styles.salary}>{intention.salary}</span>
        </div>
        <div className={styles.meta}>
          {facts.person(d).map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
          <span>{t('talent.refreshedOn', { date: formatReadableDate(d.refreshedAt, i18n.language) })}</span>
        </div>
        <div className={styles.meta}>
          {intention.jobs && <span>{t('talent.intention.jobs', { jobs: intention.jobs })}</span>}
          {intention.places && <span>{t('talent.intention.places', { places: intention.places })}</span>}
        </div>
        <div className={styles.actions}>
          {mayInvite && (
            <button type="button" className="ui-button primary" onClick={() => setInviting(true)}>
              {t('talent.invite.action')}
            </button>
          )}
          {isOrg && <CollectButton kind="resume" id={d.id} />}
          <ShareLink />
        </div>
        {sent && (
          <p role="status" className="ui-alert success">
            {t('talent.invite.sent')}
          </p>
        )}
        {d.access === 'full' ? (
          <ResumeSections content={d.content} labels={facts.labels} />
        ) : (
          <section aria-labelledby="talent-summary-title" data-testid="talent-summary">
            <h2 id="talent-summary-title" style={{ fontSize: 18 }}>
              {t('talent.summary.title')}
            </h2>
            {d.skills.length > 0 && <p>{d.skills.join(' · ')}</p>}
            {d.summary && <p>{d.summary}</p>}
          </section>
        )}
      </article>
      <aside className={styles.detail}>
        {d.access === 'full' ? (
          <ContactBlock contact={d.contact} isOrg={isOrg} />
        ) : (
          // Only the summary came: the rest is for approved organisations, and the way there.
          <section data-testid="talent-full-resume-cta">
            <p>{t('talent.summary.orgOnly')}</p>
            {d.contact.state === 'signIn' && (
              <p>
                <Link className={`ui-button primary ${styles.wrapButton}`} to={loginPath(pathname + search)}>
                  {t('talent.summary.signIn')}
                </Link>
              </p>
            )}
          </section>
        )}
      </aside>
      <InviteDialog
        talent={inviting ? d : null}
        onClose={() => setInviting(false)}
        onSent={() => {
          setInviting(false);
          setSent(true);
        }}
      />
    </div>
  );
}
