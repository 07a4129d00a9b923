import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useLabels } from '@/lib/jobs/use-labels';
import { similarJobsQuery } from '../api/jobs';
import { JobCard } from './job-card';
import styles from './jobs.module.css';

/** Published postings like this one (same category and area first); nothing while none. */
export function SimilarJobs({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const similar = useQuery(similarJobsQuery(jobId));
  const rows = similar.data?.rows ?? [];
  const labels = useLabels({ areas: rows.map((o) => o.area) });
  if (rows.length === 0 || labels.pending) return null;
  return (
    <section
      aria-labelledby="similar-jobs-title"
      data-testid="similar-jobs"
      className={`${styles.detail} ${styles.fullRow}`}
    >
      <h2 id="similar-jobs-title" style={{ fontSize: 18 }}>
        {t('jobs.similarJobs')}
      </h2>
      <ul className={styles.cards}>
        {rows.map((o) => (
          <li key={o.id}>
            <JobCard job={o} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
