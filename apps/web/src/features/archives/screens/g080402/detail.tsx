import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { RecordState, useRecordId } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { getHandling } from '../../api/archives';
import { DecisionPanel } from '../../components/decision-panel';
import { RequestDetail } from '../../components/request-detail';

/** g080402 detail: an archivist handles a request step by step through the workflow engine. */
export default function HandleArchiveRequestScreen() {
  const title = useScreenTitle('g080402:detail');
  const id = useRecordId('path');
  const query = useQuery({
    queryKey: ['archive-handling', id],
    queryFn: () => getHandling(id!),
    enabled: id !== null,
  });
  const request = query.data;
  return (
    <ResourcePage title={title}>
      {!request ? (
        query.isPending && id !== null ? (
          <Spin />
        ) : (
          <RecordState badLink={id === null} query={query} />
        )
      ) : (
        <RequestDetail
          request={request}
          actions={<DecisionPanel request={request} onDone={() => void query.refetch()} />}
        />
      )}
    </ResourcePage>
  );
}
