import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { JobFeed } from '../components/job-feed';
import { PortalHomeContent } from '@/features/content';
import { UpcomingFairs } from '@/features/fairs';
import { JobSearchBox } from '../components/job-search-box';
import { PortalStats } from '../components/portal-stats';
import styles from '../components/zone-home.module.css';

/** /recruitment/zoneHome: the public home of the recruitment zone. */
export function ZoneHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('recruitment.hero.title')}
          </h1>
          <p className={styles.heroText}>{t('recruitment.hero.subtitle')}</p>
          <JobSearchBox />
          <p className={styles.heroText}>
            <Link to="/recruitment/findTalent" style={{ color: '#fff', textDecoration: 'underline' }}>
              {t('recruitment.hero.talentLink')}
            </Link>
            {' · '}
            <Link to="/recruitment/flexibleEmployment" style={{ color: '#fff', textDecoration: 'underline' }}>
              {t('recruitment.hero.gigsLink')}
            </Link>
          </p>
        </div>
      </section>
      <PortalStats />
      <JobFeed />
      <UpcomingFairs />
      <PortalHomeContent />
    </>
  );
}
