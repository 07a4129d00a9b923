import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ResourcePage } from '@/components/resource';
import { messageListQuery, LatestMessages } from '@/features/messages';
import { JobRecommendations } from '@/features/recommend';
import { screenName } from '@/lib/screen-title';
import { WORKBENCH_LINKS, workbenchQuery } from '../../api/workbench';
import { PersonCompleteness, PersonCounts } from '../../components/person-cards';
import styles from '../../components/workbench.module.css';

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
            {bench.data ? <PersonCompleteness data={bench.data} /> : <Skeleton active />}
          </Card>
          <Card title={heading('workbenchUi.countsTitle')}>
            {bench.data ? <PersonCounts data={bench.data} /> : <Skeleton active />}
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
