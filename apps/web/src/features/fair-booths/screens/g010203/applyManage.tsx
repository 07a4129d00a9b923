import { Button, Card, Descriptions, List, Popconfirm, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { screenName } from '@/lib/screen-title';
import { Link } from 'react-router';
import { screenTitle } from '@rcwb/shared';
import { RecordMissing, RecordState, useRecordId } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import {
  FAIR_BOOTHS_KEY,
  boothApplyPath,
  cancelMyApplication,
  getMyFair,
  myBoothPath,
} from '../../api/fair-booths';
import { ApplicationStatus } from '../../components/application-status';
import { SuspensionAlert } from '../../components/suspension-alert';

/**
 * g010203/applyManage/{fair}: my applications for one fair (status, reason, booth) and
 * cancelling a live one. After the deadline the server refuses, naming the deadline.
 */
function MyFairApplications({ fairId }: { fairId: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = [FAIR_BOOTHS_KEY, 'fair', fairId];
  const view = useQuery({ queryKey: key, queryFn: ({ signal }) => getMyFair(fairId, signal) });
  const cancel = useMutation({
    mutationFn: (id: number) => cancelMyApplication(id),
    onSuccess: () => {
      toast.success(t('fairBoothsUi.cancelled'));
      void queryClient.invalidateQueries({ queryKey: [FAIR_BOOTHS_KEY] });
    },
  });
  if (!view.data) return <RecordState badLink={false} query={view} />;
  const { fair, suspension, applications } = view.data;
  const date = (iso: string) => formatReadableDateTime(iso, i18n.language);
  const live = applications.some((a) => a.status === 'pending' || a.status === 'approved');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <SuspensionAlert suspension={suspension} />
      <Card title={fair.title}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('fairBoothsUi.when')}>
            {date(fair.startsAt)} – {date(fair.endsAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.venue')}>{fair.venue ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.bookingWindow')}>
            {date(fair.bookingOpensAt)} – {date(fair.bookingClosesAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.cancelDeadline')}>
            {date(fair.cancelDeadline)}
          </Descriptions.Item>
        </Descriptions>
        {!live && <Link to={boothApplyPath(fair.id)}>{t('fairBoothsUi.applyForThisFair')}</Link>}
      </Card>
      <Card title={t('fairBoothsUi.myApplications')}>
        <List
          dataSource={applications}
          locale={{ emptyText: <Typography.Text>{t('fairBoothsUi.noApplications')}</Typography.Text> }}
          data-testid="fair-applications"
          renderItem={(a) => (
            <List.Item
              actions={[
                ...(a.status === 'approved'
                  ? [
                      <Link key="booth" to={myBoothPath(fair.id)}>
                        {screenName('g010203:manage')}
                      </Link>,
                    ]
                  : []),
                ...(a.status === 'pending' || a.status === 'approved'
                  ? [
                      <Popconfirm
                        key="cancel"
                        title={t('fairBoothsUi.cancelConfirm')}
                        onConfirm={() => cancel.mutate(a.id)}
                      >
                        <Button danger size="small" loading={cancel.isPending}>
                          {t('fairBoothsUi.cancel')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                title={<ApplicationStatus app={a} />}
                description={
                  <Space orientation="vertical" size={0}>
                    {a.boothCode && <span>{t('fairBoothsUi.boothIs', { booth: a.boothCode })}</span>}
                    {a.reason && <span>{t('fairBoothsUi.reasonIs', { reason: a.reason })}</span>}
                    <Typography.Text type="secondary">
                      {t('fairBoothsUi.appliedAt', { at: date(a.createdAt) })}
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}

export default function BoothApplyManageScreen() {
  const { i18n } = useTranslation();
  const id = useRecordId('path');
  return (
    <ResourcePage title={screenTitle('g010203:applyManage', i18n.language)}>
      {id === null ? <RecordMissing badLink /> : <MyFairApplications fairId={id} />}
    </ResourcePage>
  );
}
