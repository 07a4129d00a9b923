import { Alert, Button, Card, Progress, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPersonWorkbench } from '@rcwb/shared';
import { ResourcePage } from '@/components/resource';
import { messageListQuery, LatestMessages } from '@/features/messages';
import { JobRecommendations } from '@/features/recommend';
import { screenName } from '@/lib/screen-title';
import { WORKBENCH_LINKS, workbenchQuery } from '../../api/workbench';
import styles from './workbench.module.css';

/** Open deliveries first: those still waiting for the organisation. */
const DELIVERY_ORDER = [
  'delivered',
  'viewed',
  'interview',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;

function Counts({ data }: { data: TPersonWorkbench }) {
  const { t } = useTranslation();
  const items: { key: string; value: number; to: string }[] = [
    ...DELIVERY_ORDER.map((s) => ({
      key: `delivery.${s}`,
      value: data.deliveries[s] ?? 0,
      to: WORKBENCH_LINKS.deliveries,
    })),
    { key: 'interviews', value: data.pendingInterviews, to: WORKBENCH_LINKS.deliveries },
    { key: 'invitations', value: data.pendingInvitations, to: WORKBENCH_LINKS.invitations },
    { key: 'collections', value: data.collections, to: WORKBENCH_LINKS.collections },
    { key: 'alerts', value: data.jobAlerts, to: WORKBENCH_LINKS.alerts },
    { key: 'unread', value: data.unreadMessages, to: WORKBENCH_LINKS.messages },
  ];
  return (
    <ul className={styles.counts} data-testid="workbench-counts">
      {items.map((i) => (
        <li key={i.key}>
          <Link className={styles.count} to={i.to}>
            <span className={styles.countValue}>{i.value}</span>
            <span className={styles.countLabel}>{t(`workbenchUi.count.${i.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Completeness({ data }: { data: TPersonWorkbench }) {
  const { t } = useTranslation();
  const resume = data.defaultResume;
  return (
    <div className={styles.completeness}>
      {/* Complete or not: a yes/no, said in words (a bar at 0 % or 100 % said nothing). */}
      <p data-testid="workbench-profile">
        {t('workbenchUi.profile')}:{' '}
        {data.profileComplete ? (
          <strong>{t('workbenchUi.profileComplete')}</strong>
        ) : (
          <>
            <strong>{t('workbenchUi.profileIncomplete')}</strong>{' '}
            <Link to={WORKBENCH_LINKS.profile}>{t('workbenchUi.completeIt')}</Link>
          </>
        )}
      </p>
      <div>
        <span>{resume ? t('workbenchUi.resume', { title: resume.title }) : t('workbenchUi.noResume')}</span>
        {resume ? (
          <>
            <Progress percent={resume.completeness} size="small" aria-label={t('workbenchUi.resumeShort')} />
            {resume.completeness < 100 && (
              <Link to={WORKBENCH_LINKS.editResume(resume.id, resume.title)}>
                {t('workbenchUi.completeIt')}
              </Link>
            )}
          </>
        ) : (
          <p>
            <Link to={WORKBENCH_LINKS.newResume}>{t('workbenchUi.createResume')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}

/** g010105 the person's workbench (menu component key 'g010105/index'). */
export default function WorkbenchScreen() {
  const { t } = useTranslation();
  const bench = useQuery(workbenchQuery);
  const latest = useQuery(messageListQuery({ page: 1, limit: 5 }));
  const heading = (key: string) => <h2 className={styles.heading}>{t(key)}</h2>;

  return (
    <ResourcePage title={screenName('g010105')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {bench.isError && (
          <Alert
            type="error"
            showIcon
            title={t('workbenchUi.loadError')}
            action={<Button onClick={() => void bench.refetch()}>{t('common.retry')}</Button>}
          />
        )}
        <div className={styles.grid}>
          <Card title={heading('workbenchUi.completenessTitle')}>
            {bench.data ? <Completeness data={bench.data} /> : <Skeleton active />}
          </Card>
          <Card title={heading('workbenchUi.countsTitle')}>
            {bench.data ? <Counts data={bench.data} /> : <Skeleton active />}
          </Card>
        </div>
        <div className={styles.grid}>
          <Card
            title={heading('workbenchUi.recommendTitle')}
            extra={<Link to={WORKBENCH_LINKS.recommend}>{t('workbenchUi.more')}</Link>}
          >
            <JobRecommendations limit={5} paged={false} />
          </Card>
          <LatestMessages
            messages={latest.data?.rows}
            loading={latest.isPending}
            error={latest.isError}
            onRetry={() => void latest.refetch()}
          />
        </div>
        <Card title={heading('workbenchUi.quickLinks')}>
          <nav className={styles.links} aria-label={t('workbenchUi.quickLinks')}>
            <Link to={WORKBENCH_LINKS.resumes}>{screenName('g010501')}</Link>
            <Link to={WORKBENCH_LINKS.deliveries}>{t('workbenchUi.link.deliveries')}</Link>
            <Link to={WORKBENCH_LINKS.alerts}>{screenName('g010704:index')}</Link>
            <Link to={WORKBENCH_LINKS.messages}>{screenName('g010705')}</Link>
          </nav>
        </Card>
      </Space>
    </ResourcePage>
  );
}
