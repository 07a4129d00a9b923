import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { screenPath } from '@rcwb/shared';
import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { MY_REQUESTS_KEY, createRequest, submitRequest } from '../../api/archives';
import { RequestForm } from '../../components/request-form';

/** g080401 add: a new archive request (deposit, transfer in or out, borrow, certificate), handed in. */
export default function NewArchiveRequestScreen() {
  const title = useScreenTitle('g080401');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ResourcePage title={title}>
      <Card>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('archives.newLead')} />
        <RequestForm
          onSubmit={async (input) => {
            const draft = await createRequest(input);
            const sent = await submitRequest(draft.id);
            await queryClient.invalidateQueries({ queryKey: [MY_REQUESTS_KEY] });
            await navigate(screenPath('g080401:detail', { id: sent.id, type: sent.kind }));
          }}
        />
      </Card>
    </ResourcePage>
  );
}
