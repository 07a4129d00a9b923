import { useState } from 'react';
import { Button, Card, Descriptions, List, Select, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { FAIR_RULES, screenTitle } from '@rcwb/shared';
import { RecordMissing, RecordState, useRecordId } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import {
  FAIR_BOOTHS_KEY,
  type MyBooth,
  getMyBooth,
  listMyPostings,
  setMyPostings,
} from '../../api/fair-booths';
import { ApplicationStatus } from '../../components/application-status';

/** The postings shown at the booth, editable until the fair ends. */
function BoothPostings({ booth }: { booth: MyBooth }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [jobIds, setJobIds] = useState<number[]>(booth.postings.map((p) => p.id));
  const mine = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'postings'],
    queryFn: ({ signal }) => listMyPostings(signal),
    enabled: booth.editable,
  });
  const save = useMutation({
    mutationFn: () => setMyPostings(booth.application.id, jobIds),
    onSuccess: () => {
      toast.success(t('fairBoothsUi.postingsSaved'));
      void queryClient.invalidateQueries({ queryKey: [FAIR_BOOTHS_KEY, 'booth'] });
    },
  });
  // Postings already shown stay choosable even when no longer published (until removed).
  const options = [
    ...booth.postings.map((p) => ({ value: p.id, label: p.title })),
    ...(mine.data ?? [])
      .filter((p) => !booth.postings.some((s) => s.id === p.id))
      .map((p) => ({ value: p.id, label: p.title })),
  ];
  return (
    <Card title={t('fairBoothsUi.postingsToShow')}>
      {booth.editable ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select
            mode="multiple"
            aria-label={t('fairBoothsUi.postingsToShow')}
            value={jobIds}
            onChange={setJobIds}
            options={options}
            optionFilterProp="label"
            maxCount={FAIR_RULES.postingsPerApplication}
            style={{ width: '100%' }}
          />
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            {t('fairBoothsUi.savePostings')}
          </Button>
        </Space>
      ) : (
        <List
          dataSource={booth.postings}
          locale={{ emptyText: <Typography.Text>{t('fairBoothsUi.noPostings')}</Typography.Text> }}
          renderItem={(p) => <List.Item>{p.title}</List.Item>}
        />
      )}
    </Card>
  );
}

function MyBoothView({ fairId }: { fairId: number }) {
  const { t, i18n } = useTranslation();
  const view = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'booth', fairId],
    queryFn: ({ signal }) => getMyBooth(fairId, signal),
  });
  if (!view.data) return <RecordState badLink={false} query={view} />;
  const booth = view.data;
  const a = booth.application;
  const date = (iso: string | null) => formatReadableDateTime(iso, i18n.language);
  const zone = booth.fair.zones.find((z) => z.code === a.boothZone);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={booth.fair.title}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="my-booth">
          <Descriptions.Item label={t('fairBoothsUi.status')}>
            <ApplicationStatus app={a} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.when')}>
            {date(booth.fair.startsAt)} – {date(booth.fair.endsAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.booth')}>{a.boothCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.zone')}>
            {zone ? `${zone.code} · ${zone.name}` : (a.boothZone ?? '—')}
          </Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.checkInCode')}>
            <Typography.Text strong copyable style={{ fontSize: 20 }} data-testid="check-in-code">
              {a.checkInCode}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fairBoothsUi.checkedInAt')}>
            {a.checkedInAt ? date(a.checkedInAt) : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {/* Keyed by what is shown: a save or a refetch starts the choice again from the server's list. */}
      <BoothPostings key={booth.postings.map((p) => p.id).join(',')} booth={booth} />
      <Card title={t('fairBoothsUi.deliveries')}>
        <List
          dataSource={booth.deliveries}
          locale={{ emptyText: <Typography.Text>{t('fairBoothsUi.noDeliveries')}</Typography.Text> }}
          renderItem={(d) => (
            <List.Item>
              <List.Item.Meta
                title={`${d.personName} · ${d.jobTitle}`}
                description={`${t(`fairBoothsUi.delivery.${d.status}`, { defaultValue: d.status })} · ${date(d.createdAt)}`}
              />
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}

/** g010203/manage/{fair}: my booth at a fair (code, zone, check-in code), its postings and deliveries. */
export default function MyBoothScreen() {
  const { i18n } = useTranslation();
  const id = useRecordId('path');
  return (
    <ResourcePage title={screenTitle('g010203:manage', i18n.language)}>
      {id === null ? <RecordMissing badLink /> : <MyBoothView fairId={id} />}
    </ResourcePage>
  );
}
