import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { companyQuery } from '../api/jobs';
import { CompanyProfile } from '../components/company-profile';
import { JobCard } from '../components/job-card';
import styles from '../components/jobs.module.css';
import { useSession } from '@/stores/session-store';
import { SimplePager } from '../components/simple-pager';
import { useLabels } from '@/lib/jobs/use-labels';
import { useShownAnswer } from '@/lib/use-shown-answer';
import { recordIdOf } from '@/lib/record-id';

/**
 * /recruitment/companyInfo?id=: an approved organisation's public profile first (as visitors of
 * job portals expect), its live postings after.
 */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = recordIdOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const valid = id > 0;
  const signedIn = !!useSession((s) => s.token);
  const company = useQuery({ ...companyQuery(id, page, signedIn), enabled: valid });
  const labels = useLabels({
    areas: company.data ? [company.data.region, ...company.data.jobs.rows.map((j) => j.area)] : [],
    industries: [company.data?.industry],
  });
  // The previous page of postings stays until the next one's places are named.
  const c = useShownAnswer(company.data, labels.pending);

  if (!valid || company.isError)
    return (
      <div className={styles.page}>
        <p role="alert">{company.error?.message ?? t('jobs.orgNotFound')}</p>
        <Link to="/recruitment/findJob">{t('jobs.backToSearch')}</Link>
      </div>
    );
  // With its place and industry names at once, as the job page.
  if (!c)
    return (
      <div className={styles.page} aria-busy="true">
        {t('app.loading')}
      </div>
    );
  return (
    <div className={`${styles.page} ${styles.companyStack}`}>
      <CompanyProfile company={c} labels={labels} />
      <section className={styles.detail} aria-labelledby="jobs-title">
        <h2 id="jobs-title" style={{ fontSize: 18, marginTop: 0 }}>
          {t('jobs.companyJobs', { n: c.jobs.total })}
        </h2>
        <ul className={styles.cards}>
          {c.jobs.rows.map((j) => (
            <li key={j.id}>
              <JobCard job={j} labels={labels} />
            </li>
          ))}
        </ul>
        <SimplePager
          page={page}
          pageCount={Math.ceil(c.jobs.total / c.jobs.limit)}
          onPage={(p) => setParams({ id: String(id), page: String(p) })}
        />
      </section>
    </div>
  );
}
