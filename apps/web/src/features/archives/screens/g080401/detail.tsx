import { useQuery } from '@tanstack/react-query';
import { Card, Spin } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { RecordState, useRecordId } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { getMyRequest, saveRequest, submitRequest } from '../../api/archives';
import { RequestDetail } from '../../components/request-detail';
import { RequestForm } from '../../components/request-form';

/**
 * g080401 detail: my request, where it stands and every step; returned for a missing material,
 * I correct it here and hand it in again.
 */
export default function MyArchiveRequestScreen() {
  const title = useScreenTitle('g080401:detail');
  const { t } = useTranslation();
  const id = useRecordId('path');
  const query = useQuery({
    queryKey: ['archive-request', id],
    queryFn: () => getMyRequest(id!),
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
          actions={
            request.editable && (
              <Card
                size="small"
                title={t(request.view.status === 'returned' ? 'archives.correct' : 'archives.draft')}
              >
                <RequestForm
                  initial={request}
                  onSubmit={async (input) => {
                    await saveRequest(request.id, input);
                    await submitRequest(request.id);
                    await query.refetch();
                  }}
                />
              </Card>
            )
          }
        />
      )}
    </ResourcePage>
  );
}
