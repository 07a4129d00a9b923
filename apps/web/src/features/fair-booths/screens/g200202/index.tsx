import { useState } from 'react';
import { Card, Descriptions, Empty, Select, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { BOOTH_APPLICATION_STATUSES, FAIR_FIGURES, screenTitle } from '@rcwb/shared';
import { ExportButton, ResourceList, ResourcePage, defineResource, useCan } from '@/components/resource';
import {
  APPLICATIONS_EXPORT_URL,
  type BoothApplication,
  FAIR_BOOTHS_KEY,
  FAIR_BOOTH_PERMS,
  figuresExportUrl,
  getFairFigures,
  listAllApplications,
  listFairOptions,
} from '../../api/fair-booths';
import { applicationColumns } from '../../components/application-columns';
import { ApplicationStatus } from '../../components/application-status';
import { fairOptionsQuery } from '../../components/fair-options';

const allApplications = defineResource<BoothApplication>({
  id: `${FAIR_BOOTHS_KEY}-all`,
  rowKey: (r) => r.id,
  fetchPage: listAllApplications,
  filters: [
    { key: 'fairId', type: 'select', labelKey: 'fairBoothsUi.fair', optionsQuery: fairOptionsQuery },
    {
      key: 'status',
      type: 'select',
      labelKey: 'fairBoothsUi.status',
      options: BOOTH_APPLICATION_STATUSES.map((s) => ({ value: s, labelKey: `fairBooths.status.${s}` })),
    },
    { key: 'orgName', type: 'text', labelKey: 'fairBoothsUi.org' },
  ],
  columns: applicationColumns((r) => <ApplicationStatus app={r} />),
  detail: { titleKey: 'fairBoothsUi.detailTitle' },
  rowActions: [
    { key: 'detail', labelKey: 'resource.view', perms: [FAIR_BOOTH_PERMS.list], dialog: 'detail' },
  ],
  exportTo: { url: APPLICATIONS_EXPORT_URL, perms: [FAIR_BOOTH_PERMS.export] },
});

/** The organiser's figures of one chosen fair, and their sheet. */
function FairFiguresCard() {
  const { t } = useTranslation();
  const can = useCan();
  const [fairId, setFairId] = useState<number | undefined>();
  const fairs = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'fair-options-full'],
    queryFn: ({ signal }) => listFairOptions(signal),
  });
  const figures = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'figures', fairId],
    queryFn: ({ signal }) => getFairFigures(fairId!, signal),
    enabled: fairId !== undefined,
  });
  return (
    <Card
      title={t('fairBoothsUi.figures')}
      extra={
        fairId !== undefined && can([FAIR_BOOTH_PERMS.export]) ? (
          <ExportButton url={figuresExportUrl(fairId)} params={{}} />
        ) : null
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={t('fairBoothsUi.chooseFair')}
          value={fairId}
          onChange={setFairId}
          loading={fairs.isLoading}
          showSearch
          optionFilterProp="label"
          style={{ width: '100%', maxWidth: 480 }}
          data-testid="figures-fair"
          options={(fairs.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
        />
        {fairId === undefined ? (
          <Empty description={t('fairBoothsUi.chooseFairForFigures')} />
        ) : !figures.data ? (
          <Spin />
        ) : (
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="figures">
            {FAIR_FIGURES.map((k) => (
              <Descriptions.Item key={k} label={t(`fairBooths.figure.${k}`)}>
                <span data-testid={`figure-${k}`}>{figures.data.figures[k] ?? 0}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Space>
    </Card>
  );
}

/** g200202 booth applications of every fair, their export and the per-fair figures. */
export default function FairApplicationsScreen() {
  const { i18n } = useTranslation();
  return (
    <ResourcePage title={screenTitle('g200202', i18n.language)}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <FairFiguresCard />
        <ResourceList def={allApplications} />
      </Space>
    </ResourcePage>
  );
}
