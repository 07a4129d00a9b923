import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { JobCard as Card } from '../api/jobs';
import type { Labels } from '@/lib/jobs/use-labels';
import { Highlighted } from './highlighted';
import styles from './jobs.module.css';
import { salaryText } from '@/lib/jobs/salary';
import { formatReadableDate } from '@/lib/format/readable-date';

/**
 * One posting in a list: highlighted title and organisation, salary, place, requirements. Its
 * title is one heading level below the list's own (`level`, 3 under a section's h2), so headings
 * never skip a level.
 */
export function JobCard({ job, labels, level = 3 }: { job: Card; labels: Labels; level?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Link to={`/recruitment/jobInfo?id=${job.id}`} className={styles.card} data-testid="job-card">
      <div className={styles.cardHead}>
        <Heading className={styles.cardTitle}>
          <Highlighted parts={job.titleParts} fallback={job.title} />
        </Heading>
        <span className={styles.salary}>{salaryText(t, job.salaryMin, job.salaryMax)}</span>
      </div>
      <div className={styles.meta}>
        <span>
          <Highlighted parts={job.orgNameParts} fallback={job.orgName} />
        </span>
        <span>{labels.area(job.area)}</span>
        <span>{labels.flat('education', job.education)}</span>
        <span>{labels.flat('experience', job.experience)}</span>
        <span>{labels.flat('job_type', job.jobType)}</span>
        <span>{t('jobs.refreshedOn', { date: formatReadableDate(job.refreshedAt, i18n.language) })}</span>
      </div>
      {job.snippet.length > 0 && (
        <p className={styles.snippet}>
          <Highlighted parts={job.snippet} fallback="" />
        </p>
      )}
    </Link>
  );
}
