import { Button, Card, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { Link, useNavigate } from 'react-router';
import { screenPath } from '@rcwb/shared';
import {
  TALENT_KEY,
  getMyRequests,
  getServiceTypes,
  refName,
  requestAddPath,
  requestPath,
} from '../api/talent-services';
import { HeldTiersCard } from './held-tiers';
import { MyList } from './my-list';
import { capText } from './cap-text';

/** g090301: the service types with whether the person may ask for each, and their requests. */
export function ServiceTypes() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // On a phone the button goes below its service: beside it, it squeezed the name into a column.
  const narrow = useNarrowScreen();
  const types = useQuery({
    queryKey: [TALENT_KEY, 'types'],
    queryFn: ({ signal }) => getServiceTypes(signal),
  });
  const mine = useQuery({
    queryKey: [TALENT_KEY, 'my-requests'],
    queryFn: ({ signal }) => getMyRequests(signal),
  });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <HeldTiersCard />
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.types')}</h2>}
        data-testid="service-types"
      >
        <Typography.Paragraph type="secondary">{t('talentUi.typesLead')}</Typography.Paragraph>
        {types.isPending ? (
          <Skeleton active />
        ) : (
          <List
            itemLayout={narrow ? 'vertical' : 'horizontal'}
            dataSource={types.data ?? []}
            renderItem={(s) => (
              <List.Item
                data-testid={`service-type-${s.code}`}
                actions={[
                  s.underWay ? (
                    <Link key="open" to={requestPath(s.underWay, s.code)}>
                      {t('talentUi.underWay')}
                    </Link>
                  ) : (
                    <Button
                      key="ask"
                      type={s.eligible ? 'primary' : 'default'}
                      onClick={() => void navigate(requestAddPath(s.code))}
                    >
                      {t('talentUi.ask')}
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={refName(s, i18n.language)}
                  description={
                    <>
                      {t('talentUi.forTiers', { tiers: s.tiers.join(' / ') })}
                      {s.amountCap !== null && <> · {capText(t, i18n.language, s)}</>}
                      {!s.eligible && <Tag style={{ marginInlineStart: 8 }}>{t('talentUi.needTier')}</Tag>}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
        <Link to={screenPath('g090201:add')}>{t('talentUi.apply')}</Link>
      </Card>
      <MyList
        testId="my-requests"
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.myRequests')}</h2>}
        empty={t('talentUi.noRequests')}
        items={mine.data?.map((r) => ({
          id: r.id,
          status: r.status,
          createdAt: r.createdAt,
          title: refName(r.type, i18n.language),
          to: requestPath(r.id, r.type.code),
        }))}
      />
    </Space>
  );
}
