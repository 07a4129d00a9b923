import { Card, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { screenTitle } from '@rcwb/shared';
import { useRecordId } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { FAIR_BOOTHS_KEY, getMyOverview } from '../../api/fair-booths';
import { BoothApplyForm } from '../../components/apply-form';
import { MyApplications } from '../../components/my-applications';
import { SuspensionAlert } from '../../components/suspension-alert';

/** g010203/apply: apply for a booth (apply?fair=<id> preselects a fair), and my applications. */
export default function BoothApplyScreen() {
  const { t, i18n } = useTranslation();
  const fair = useRecordId('search', 'fair');
  const overview = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'overview'],
    queryFn: ({ signal }) => getMyOverview(signal),
  });
  return (
    <ResourcePage title={screenTitle('g010203:apply', i18n.language)}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <SuspensionAlert suspension={overview.data?.suspension ?? null} />
        <BoothApplyForm fair={fair} />
        <Card title={t('fairBoothsUi.myApplications')}>
          <MyApplications rows={overview.data?.applications ?? []} loading={overview.isLoading} />
        </Card>
      </Space>
    </ResourcePage>
  );
}
