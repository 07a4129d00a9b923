import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CollectButton } from '@/features/collections';
import { DeliverButton } from '@/features/deliveries';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { jobDetailQuery } from '../api/jobs';
import { JobCard } from '../components/job-card';
import styles from '../components/jobs.module.css';
import { salaryText } from '@/lib/jobs/salary';
import { ShareLink } from '../components/share-link';
import { useLabels } from '@/lib/jobs/use-labels';
import { RichTextView } from '@/components/portal-kit/rich-text-view';
import { JobDates } from '../components/job-dates';
import { JobPlace } from '../components/job-place';
import { ReportPostingLink } from '../components/report-posting-link';
import { SimilarJobs } from '../components/similar-jobs';
import { recordIdOf } from '@/lib/record-id';
import { useShownAnswer } from '@/lib/use-shown-answer';

/**
 * /recruitment/jobInfo?id=: a published posting, its organisation and its other postings. A
 * visitor is offered sign-in to apply and comes back here afterwards; a signed-in person applies
 * with one of their resumes (organisations and staff see no apply button).
 */
export function JobInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = recordIdOf(params);
  const valid = id > 0;
  const signedIn = !!useSession((s) => s.token);
  const job = useQuery({ ...jobDetailQuery(id, signedIn), enabled: valid });
  const d = job.data;
  const labels = useLabels({
    areas: d ? [d.area, d.org?.region, d.place.area, ...d.otherJobs.map((o) => o.area)] : [],
    categories: [d?.category],
    industries: [d?.org?.industry],
  });
  const j = useShownAnswer(d, labels.pending);

  if (!valid || job.isError)
    return (
      <div className={styles.page}>
        <p role="alert">{job.error?.message ?? t('jobs.notFound')}</p>
        <Link to="/recruitment/findJob">{t('jobs.backToSearch')}</Link>
      </div>
    );
  // With its place and requirement names at once: the page would move as they replace the codes.
  if (!j)
    return (
      <div className={styles.page} aria-busy="true">
        {t('app.loading')}
      </div>
    );
  return (
    <div className={`${styles.page} ${styles.detailGrid}`}>
      <article className={styles.detail}>
        <div className={styles.cardHead}>
          <h1 className={styles.cardTitle} style={{ fontSize: 24 }}>
            {j.title}
          </h1>
          <span className={styles.salary}>{salaryText(t, j.salaryMin, j.salaryMax)}</span>
        </div>
        <div className={styles.meta}>
          <span>{labels.area(j.area)}</span>
          <span>{labels.category(j.category)}</span>
          <span>{labels.flat('education', j.education)}</span>
          <span>{labels.flat('experience', j.experience)}</span>
          <span>{labels.flat('job_type', j.jobType)}</span>
          <span>{t('jobs.headcount', { n: j.headcount })}</span>
          <span data-testid="view-count">{t('jobs.views', { n: j.viewCount, count: j.viewCount })}</span>
        </div>
        <JobDates publishedAt={j.publishedAt} refreshedAt={j.refreshedAt} />
        {j.welfare.length > 0 && (
          <ul className={styles.facetList} style={{ marginTop: 12 }} aria-label={t('jobs.welfare')}>
            {j.welfare.map((w) => (
              <li key={w} className={styles.chip}>
                {w}
              </li>
            ))}
          </ul>
        )}
        <div className={`${styles.actions} ${styles.applyBar}`} data-testid="apply-bar">
          {!signedIn && (
            <Link className="ui-button primary" to={loginPath(`${location.pathname}${location.search}`)}>
              {t('jobs.signInToApply')}
            </Link>
          )}
          <DeliverButton jobId={j.id} jobTitle={j.title} />
          <CollectButton kind="job" id={j.id} />
          <ShareLink title={j.title} />
          <ReportPostingLink jobId={j.id} />
        </div>
        <h2 style={{ marginTop: 24, fontSize: 18 }}>{t('jobs.description')}</h2>
        <RichTextView html={j.description} />
        {j.contactName && <p className={styles.muted}>{t('jobs.contact', { name: j.contactName })}</p>}
        <JobPlace place={j.place} title={j.title} labels={labels} />
      </article>
      <aside className={styles.detail} aria-labelledby="org-title">
        {j.org ? (
          <>
            <h2 id="org-title" style={{ fontSize: 18 }}>
              <Link to={`/recruitment/companyInfo?id=${j.org.id}`}>{j.org.name}</Link>
            </h2>
            <p className={styles.meta}>
              <span>{labels.industry(j.org.industry)}</span>
              <span>{labels.flat('org_scale', j.org.scale)}</span>
              <span>{labels.area(j.org.region)}</span>
            </p>
          </>
        ) : (
          <h2 id="org-title">{t('jobs.org')}</h2>
        )}
        {j.otherJobs.length > 0 && (
          <>
            <h3 style={{ marginTop: 16, fontSize: 16 }}>{t('jobs.otherJobs')}</h3>
            <ul className={styles.cards}>
              {j.otherJobs.map((o) => (
                <li key={o.id}>
                  <JobCard job={o} labels={labels} />
                </li>
              ))}
            </ul>
          </>
        )}
      </aside>
      {/* Last, across the page: arriving after the posting, it pushes nothing already on screen. */}
      <SimilarJobs jobId={j.id} />
    </div>
  );
}
