import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { fairPublicQueries } from '../api/fairs';
import { FairCard } from './fair-card';
import styles from './fairs-public.module.css';

/** The zone home's block: the next three fairs, and a link to all of them. */
export function UpcomingFairs() {
  const { t } = useTranslation();
  const fairs = useQuery(fairPublicQueries.list({ page: 1, limit: 3, phase: 'upcoming' }));
  return (
    <section className={styles.page} aria-labelledby="upcoming-fairs-title" data-testid="upcoming-fairs">
      <h2 id="upcoming-fairs-title">{t('fairs.upcoming.title')}</h2>
      {fairs.data?.rows.length ? (
        <ul className={styles.list}>
          {fairs.data.rows.map((f) => (
            <li key={f.id}>
              <FairCard fair={f} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{fairs.isPending ? t('app.loading') : t('fairs.upcoming.empty')}</p>
      )}
      <Link to="/recruitment/jobFairs">{t('fairs.upcoming.all')}</Link>
    </section>
  );
}
