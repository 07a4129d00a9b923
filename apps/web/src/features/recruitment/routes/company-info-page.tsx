import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { companyQuery } from '../api/jobs';
import { JobCard } from '../components/job-card';
import styles from '../components/jobs.module.css';
import { useSession } from '@/stores/session-store';
import { CollectButton } from '@/features/collections';
import { ShareLink } from '../components/share-link';
import { SimplePager } from '../components/simple-pager';
import { useLabels } from '@/lib/jobs/use-labels';

/** /recruitment/companyInfo?id=: an approved organisation's public profile and its live postings. */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const valid = Number.isInteger(id) && id > 0;
  const signedIn = !!useSession((s) => s.token);
  const company = useQuery({ ...companyQuery(id, page, signedIn), enabled: valid });
  const labels = useLabels();

  if (!valid || company.isError)
    return (
      <div className={styles.page}>
        <p role="alert">{company.error?.message ?? t('jobs.orgNotFound')}</p>
        <Link to="/recruitment/findJob">{t('jobs.backToSearch')}</Link>
      </div>
    );
  if (!company.data)
    return (
      <div className={styles.page} aria-busy="true">
        {t('app.loading')}
      </div>
    );
  const c = company.data;
  return (
    <div className={`${styles.page} ${styles.detailGrid}`}>
      <section className={styles.detail} aria-labelledby="jobs-title">
        <h2 id="jobs-title" style={{ fontSize: 18 }}>
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
      <aside className={styles.detail}>
        <h1 style={{ fontSize: 22 }}>{c.name}</h1>
        <p className={styles.meta}>
          <span>{labels.flat('org_nature', c.nature)}</span>
          <span>{labels.industry(c.industry)}</span>
          <span>{labels.flat('org_scale', c.scale)}</span>
          <span>{labels.area(c.region)}</span>
          <span data-testid="view-count">{t('jobs.views', { n: c.viewCount, count: c.viewCount })}</span>
        </p>
        {c.address && <p className={styles.muted}>{c.address}</p>}
        {c.website && (
          <p>
            <a href={c.website} target="_blank" rel="noopener noreferrer">
              {c.website}
            </a>
          </p>
        )}
        <div className={styles.actions}>
          <CollectButton kind="org" id={c.id} />
          <ShareLink />
        </div>
        {/* Plain text the organisation typed: rendered as text, never inserted as markup. */}
        {c.description && (
          <p className={styles.orgDescription} data-testid="org-description">
            {c.description}
          </p>
        )}
      </aside>
    </div>
  );
}
