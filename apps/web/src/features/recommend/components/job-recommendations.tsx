import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { salaryText } from '@/lib/jobs/salary';
import { useLabels } from '@/lib/jobs/use-labels';
import { getRecommendedJobs, recommendKey, recommendPaths } from '../api/recommend';
import { MatchReasons } from './match-reasons';
import styles from './recommend.module.css';

/**
 * Postings recommended for the person's default resume, each with why it matched. `limit` 5
 * and no pager on the workbench; pages of 10 over the best 50 on g010702/recommend.
 */
export function JobRecommendations({ limit = 10, paged = true }: { limit?: number; paged?: boolean }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...recommendKey, 'jobs', page, limit],
    queryFn: ({ signal }) => getRecommendedJobs({ page, limit }, signal),
  });

  if (query.isPending) return <Skeleton active />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('recommendUi.loadError')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const { hasResume, rows, total } = query.data;
  if (!hasResume)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<Typography.Text type="secondary">{t('recommendUi.noResume')}</Typography.Text>}
      >
        <Link to={recommendPaths.newResume}>
          <Button type="primary">{t('recommendUi.createResume')}</Button>
        </Link>
      </Empty>
    );
  if (!rows.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<Typography.Text type="secondary">{t('recommendUi.noJobs')}</Typography.Text>}
      />
    );
  return (
    <>
      <ul className={styles.list} data-testid="job-recommendations">
        {rows.map((job) => (
          <li key={job.jobId} className={styles.item}>
            <div className={styles.main}>
              <Link className={styles.title} to={recommendPaths.job(job.jobId)}>
                {job.title}
              </Link>
              <p className={styles.meta}>
                {[job.orgName, labels.area(job.area), salaryText(t, job.salaryMin, job.salaryMax)].join(
                  ' · ',
                )}
              </p>
              <MatchReasons reasons={job.reasons} side="person" />
            </div>
            <span className={styles.score}>{t('recommendUi.score', { n: job.score })}</span>
          </li>
        ))}
      </ul>
      {paged && (
        <Pagination
          total={total}
          page={page}
          limit={limit}
          pageSizes={[limit]}
          onChange={(p) => setPage(p)}
        />
      )}
    </>
  );
}
