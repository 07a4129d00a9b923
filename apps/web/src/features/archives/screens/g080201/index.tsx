import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { screenPath } from '@rcwb/shared';
import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { myArchives } from '../../api/archives';
import { ArchiveStatusTag } from '../../components/archive-summary';

/** g080201 my archive: the archives the registry holds for me (one, and any transferred out before). */
export default function MyArchivesScreen() {
  const title = useScreenTitle('g080201');
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['archive-my'], queryFn: myArchives });
  return (
    <ResourcePage title={title}>
      <Card>
        {query.isPending ? (
          <Spin />
        ) : !query.data?.length ? (
          <Empty description={t('archives.noArchive')}>
            <Link to={screenPath('g080401')}>{t('archives.newRequest')}</Link>
          </Empty>
        ) : (
          <List
            dataSource={query.data}
            renderItem={(a) => (
              <List.Item extra={<ArchiveStatusTag status={a.status} />}>
                <Link to={screenPath('g080201:detail', { id: a.id })}>
                  {t('archives.archiveNumbered', { number: a.number })}
                </Link>
              </List.Item>
            )}
          />
        )}
      </Card>
    </ResourcePage>
  );
}
