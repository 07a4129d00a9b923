import { Card, Empty, List, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ApplicationStatusTag, type WorkflowStatus } from '@/features/programs';
import { formatDate } from '@/lib/format/date-format';

type Item = { id: number; status: WorkflowStatus; createdAt: string; title: string; to: string };

/** A person's own applications or requests, newest first, each opening its detail. */
export function MyList({
  title,
  empty,
  items,
  testId,
}: {
  title: ReactNode;
  empty: string;
  items: Item[] | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} data-testid={testId}>
      {!items ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : items.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <List
          dataSource={items}
          renderItem={(i) => (
            <List.Item
              actions={[
                <Link key="open" to={i.to}>
                  {t('talentUi.open')}
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={i.title}
                description={
                  <>
                    <ApplicationStatusTag status={i.status} />{' '}
                    {t('talentUi.appliedOn', { date: formatDate(i.createdAt) })}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
