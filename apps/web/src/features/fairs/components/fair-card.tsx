import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { TFairSummary } from '@rcwb/shared';
import { PlaceName } from '@/components/portal-kit';
import styles from './fairs-public.module.css';
import { formatPortalTimeRange } from '@/lib/format/readable-date';

/** A fair on the public list and the zone home: title, status, kind, time, place and counts. */
export function FairCard({ fair, headingLevel = 2 }: { fair: TFairSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-testid="fair-card">
      <Heading className={styles.cardTitle}>
        <Link to={`/recruitment/jobFairsInfo?id=${fair.id}`}>{fair.title}</Link>
      </Heading>
      <p className={styles.badges}>
        <span className={styles[`phase_${fair.phase}`]}>{t(`fairs.phase.${fair.phase}`)}</span>
        <span className={styles.badge}>{t(`fairs.kind.${fair.kind}`)}</span>
        {fair.status === 'cancelled' && <span className={styles.badge}>{t('fairs.cancelledBadge')}</span>}
      </p>
      <p className={styles.meta}>
        {formatPortalTimeRange(fair.startsAt, fair.endsAt, i18n.language)} · <PlaceName code={fair.area} />
        {fair.venue ? ` · ${fair.venue}` : ''}
      </p>
      <p className={styles.meta} data-testid="fair-counts">
        {t('fairs.counts', {
          orgs: fair.counts.organisations,
          postings: fair.counts.postings,
          visitors: fair.counts.visitors,
        })}
      </p>
    </article>
  );
}
