import { useState } from 'react';
import { Alert, Button, Empty, Select, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { useLabels } from '@/lib/jobs/use-labels';
import { getRecommendPostings, getRecommendedTalents, recommendKey, recommendPaths } from '../api/recommend';
import { MatchReasons } from './match-reasons';
import styles from './recommend.module.css';

const LIMIT = 10;

/** Public resumes recommended for one of the organisation's published postings (masked names). */
export function TalentRecommendations() {
  const { t } = useTranslation();
  const labels = useLabels();
  const [picked, setPicked] = useState<number>();
  const [page, setPage] = useState(1);
  const postings = useQuery({
    queryKey: [...recommendKey, 'postings'],
    queryFn: ({ signal }) => getRecommendPostings(signal),
  });
  const jobId = picked ?? postings.data?.[0]?.id;
  const talents = useQuery({
    queryKey: [...recommendKey, 'talents', jobId, page],
    queryFn: ({ signal }) => getRecommendedTalents({ jobId: jobId!, page, limit: LIMIT }, signal),
    enabled: jobId !== undefined,
  });

  if (postings.isPending) return <Skeleton active />;
  if (postings.isError) return <Alert type="error" showIcon title={t('recommendUi.loadError')} />;
  if (!postings.data.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<Typography.Text type="secondary">{t('recommendUi.noPostings')}</Typography.Text>}
      />
    );

  let body;
  if (talents.isPending) body = <Skeleton active />;
  else if (talents.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('recommendUi.loadError')}
        action={<Button onClick={() => void talents.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (!talents.data.rows.length)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<Typography.Text type="secondary">{t('recommendUi.noTalents')}</Typography.Text>}
      />
    );
  else
    body = (
      <>
        <ul className={styles.list} data-testid="talent-recommendations">
          {talents.data.rows.map((r) => (
            <li key={r.resumeId} className={styles.item}>
              <div className={styles.main}>
                <Link className={styles.title} to={recommendPaths.talent(r.resumeId)}>
                  {r.maskedName} · {r.title}
                </Link>
                <p className={styles.meta}>
                  {[
                    labels.flat('education', r.education),
                    r.workYears === null
                      ? ''
                      : t('recommendUi.workYears', { n: r.workYears, count: r.workYears }),
                    r.intentionAreas.map((a) => labels.area(a)).join('、'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <MatchReasons reasons={r.reasons} side="org" />
              </div>
              <span className={styles.score}>{t('recommendUi.score', { n: r.score })}</span>
            </li>
          ))}
        </ul>
        <Pagination
          total={talents.data.total}
          page={page}
          limit={LIMIT}
          pageSizes={[LIMIT]}
          onChange={(p) => setPage(p)}
        />
      </>
    );

  return (
    <>
      <div className={styles.picker}>
        <label htmlFor="recommend-posting">{t('recommendUi.pickPosting')} </label>
        <Select
          id="recommend-posting"
          style={{ minWidth: 260 }}
          value={jobId}
          onChange={(id: number) => {
            setPicked(id);
            setPage(1);
          }}
          options={postings.data.map((p) => ({ value: p.id, label: p.title }))}
        />
      </div>
      {body}
    </>
  );
}
