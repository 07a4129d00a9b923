import { List, Space, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { screenName } from '@/lib/screen-title';
import { Link } from 'react-router';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import { type BoothApplication, applyManagePath, myBoothPath } from '../api/fair-booths';
import { ApplicationStatus } from './application-status';

/** The organisation's applications, newest first, each linked to its fair's screens. */
export function MyApplications({ rows, loading }: { rows: BoothApplication[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <List
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: <Typography.Text>{t('fairBoothsUi.noApplications')}</Typography.Text> }}
      data-testid="my-applications"
      renderItem={(a) => (
        <List.Item
          actions={[
            <Link key="manage" to={applyManagePath(a.fairId)}>
              {t('fairBoothsUi.applicationsOfFair')}
            </Link>,
            ...(a.status === 'approved'
              ? [
                  <Link key="booth" to={myBoothPath(a.fairId)}>
                    {screenName('g010203:manage')}
                  </Link>,
                ]
              : []),
          ]}
        >
          <List.Item.Meta
            title={a.fairTitle}
            description={
              <Space wrap size="small">
                <ApplicationStatus app={a} />
                {a.boothCode && (
                  <Typography.Text>{t('fairBoothsUi.boothIs', { booth: a.boothCode })}</Typography.Text>
                )}
                <Typography.Text type="secondary">
                  {formatReadableDateTime(a.fairStartsAt, i18n.language)}
                </Typography.Text>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
