import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { jobHomeQuery } from '../api/jobs';
import { useLabels } from '@/lib/jobs/use-labels';
import { useShownAnswer } from '@/lib/use-shown-answer';
import { JobCard } from './job-card';
import styles from './jobs.module.css';
import home from './zone-home.module.css';

/** zoneHome's postings: most viewed and newest, and the organisations hiring most right now. */
export function JobFeed() {
  const { t } = useTranslation();
  const feed = useQuery(jobHomeQuery);
  const d = feed.data;
  const labels = useLabels({
    areas: d ? [...[...d.hot, ...d.newest].map((j) => j.area), ...d.featuredOrgs.map((o) => o.region)] : [],
    industries: d?.featuredOrgs.map((o) => o.industry),
  });
  const shown = useShownAnswer(d, labels.pending);
  if (feed.isError)
    return (
      <section className={home.section}>
        <div role="alert" className="ui-alert error">
          <span>{feed.error.message}</span>
          <button type="button" className="ui-button" onClick={() => void feed.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  // Shown with the place and requirement names at once: cards that grow as they arrive move the page.
  if (!shown) return null;
  const lists = [
    { id: 'hot-jobs', titleKey: 'jobs.home.hot', jobs: shown.hot },
    { id: 'newest-jobs', titleKey: 'jobs.home.newest', jobs: shown.newest },
  ];
  return (
    <>
      {lists.map((list) => (
        <section key={list.id} className={home.section} aria-labelledby={list.id}>
          <h2 id={list.id} className={home.sectionTitle}>
            {t(list.titleKey)}
          </h2>
          <ul className={styles.cards} data-testid={list.id}>
            {list.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} labels={labels} />
              </li>
            ))}
          </ul>
          <p style={{ marginTop: 12 }}>
            <Link to="/recruitment/findJob">{t('jobs.home.more')}</Link>
          </p>
        </section>
      ))}
      {shown.featuredOrgs.length > 0 && (
        <section className={home.section} aria-labelledby="featured-orgs">
          <h2 id="featured-orgs" className={home.sectionTitle}>
            {t('jobs.home.featuredOrgs')}
          </h2>
          <ul className={styles.cards}>
            {shown.featuredOrgs.map((org) => (
              <li key={org.id}>
                <Link to={`/recruitment/companyInfo?id=${org.id}`} className={styles.card}>
                  <strong>{org.name}</strong>
                  <div className={styles.meta}>
                    <span>{labels.industry(org.industry)}</span>
                    <span>{labels.area(org.region)}</span>
                    <span>{t('jobs.home.orgJobs', { n: org.jobs, count: org.jobs })}</span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
