import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { jobStyles as styles } from '@/features/recruitment';
import type { TalentCard as Card } from '../api/talent';
import type { useTalentFacts } from './use-talent-facts';
import { formatReadableDate } from '@/lib/format/readable-date';

/**
 * One resume on findTalent: masked name, the person's facts, intention, top skills and when it
 * was refreshed. Never a photo, full name or contact detail: the search answer holds none.
 */
export function TalentCard({ talent, facts }: { talent: Card; facts: ReturnType<typeof useTalentFacts> }) {
  const { t, i18n } = useTranslation();
  const intention = facts.intention(talent);
  return (
    <Link to={`/recruitment/talentInfo?id=${talent.id}`} className={styles.card} data-testid="talent-card">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <span data-testid="masked-name">{talent.maskedName}</span> · {talent.title}
        </h3>
        <span className={styles.salary}>{intention.salary}</span>
      </div>
      <div className={styles.meta}>
        {facts.person(talent).map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </div>
      <div className={styles.meta}>
        {intention.jobs && <span>{t('talent.intention.jobs', { jobs: intention.jobs })}</span>}
        {intention.places && <span>{t('talent.intention.places', { places: intention.places })}</span>}
        <span>
          {t('talent.refreshedOn', { date: formatReadableDate(talent.refreshedAt, i18n.language) })}
        </span>
      </div>
      {talent.skills.length > 0 && (
        <ul className={styles.facetList} style={{ marginTop: 8 }} aria-label={t('talent.skills')}>
          {talent.skills.map((s) => (
            <li key={s} className={styles.chip}>
              {s}
            </li>
          ))}
        </ul>
      )}
    </Link>
  );
}
