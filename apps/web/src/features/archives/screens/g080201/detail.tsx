import { useQuery } from '@tanstack/react-query';
import { Card, Space, Spin } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { RecordState, useRecordId } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { myArchive } from '../../api/archives';
import { ArchiveSummary } from '../../components/archive-summary';
import { MovementTimeline } from '../../components/movement-timeline';

/** g080201 detail: my archive, where it is and its history; another person's is not found. */
export default function MyArchiveScreen() {
  const title = useScreenTitle('g080201:detail');
  const { t } = useTranslation();
  const id = useRecordId('path');
  const query = useQuery({
    queryKey: ['archive-my', id],
    queryFn: () => myArchive(id!),
    enabled: id !== null,
  });
  return (
    <ResourcePage title={title}>
      {!query.data ? (
        query.isPending && id !== null ? (
          <Spin />
        ) : (
          <RecordState badLink={id === null} query={query} />
        )
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <ArchiveSummary archive={query.data} />
          <Card size="small" title={t('archives.historyLabel')}>
            <MovementTimeline history={query.data.history} />
          </Card>
        </Space>
      )}
    </ResourcePage>
  );
}
