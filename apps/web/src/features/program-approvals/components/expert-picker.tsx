import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Empty, List, Select, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { nameIn } from '@/features/programs';
import { type CandidateExpert, getCandidates } from '../api/approvals';

type Props = {
  applicationId: number;
  value: number[];
  onChange: (ids: number[]) => void;
};

function ExpertLine({ e }: { e: CandidateExpert }) {
  const { t, i18n } = useTranslation();
  return (
    <Space wrap size={4}>
      <Typography.Text strong>{e.name}</Typography.Text>
      {e.title && <Typography.Text type="secondary">{e.title}</Typography.Text>}
      {e.organisation && <Typography.Text type="secondary">· {e.organisation}</Typography.Text>}
      {e.field && <Tag>{nameIn(e.field, i18n.language)}</Tag>}
      <Typography.Text type="secondary">
        {t('approvals.experts.load', { open: e.open, limit: e.limit })}
      </Typography.Text>
    </Space>
  );
}

/**
 * The experts of the library for an application, by field: those who may score it to tick, and
 * those not offered with the reasons (the applicant, the applicant's organisation, at their load
 * limit, no account), so the reviewer sees why someone is missing.
 */
export function ExpertPicker({ applicationId, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [fieldId, setFieldId] = useState<number | undefined>(undefined);
  const query = useQuery({
    queryKey: ['approval-candidates', applicationId, fieldId ?? null],
    queryFn: () => getCandidates(applicationId, fieldId),
  });
  const data = query.data;
  return (
    <div data-testid="expert-picker">
      <Space style={{ marginBottom: 12 }} wrap>
        <label htmlFor="expert-field">{t('approvals.experts.field')}</label>
        <Select<number | undefined>
          id="expert-field"
          style={{ minWidth: 200 }}
          value={fieldId}
          allowClear
          placeholder={t('approvals.experts.allFields')}
          onChange={(v) => setFieldId(v)}
          options={(data?.fields ?? []).map((f) => ({ value: f.id, label: nameIn(f, i18n.language) }))}
          data-testid="expert-field"
        />
      </Space>
      <Spin spinning={query.isFetching}>
        <Typography.Title level={5}>{t('approvals.experts.candidates')}</Typography.Title>
        {data && data.candidates.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvals.experts.none')} />
        ) : (
          <Checkbox.Group
            value={value}
            onChange={(v) => onChange(v as number[])}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {(data?.candidates ?? []).map((e) => (
              <div key={e.id} data-testid="candidate-expert">
                <Checkbox value={e.id}>
                  <ExpertLine e={e} />
                </Checkbox>
              </div>
            ))}
          </Checkbox.Group>
        )}
        {data && data.excluded.length > 0 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('approvals.experts.excluded')}
            </Typography.Title>
            <List
              size="small"
              dataSource={data.excluded}
              renderItem={(e) => (
                <List.Item data-testid="excluded-expert">
                  <div>
                    <ExpertLine e={e} />
                    <div>
                      <Typography.Text type="warning">
                        {(e.reasons ?? []).map((r) => r.text).join('; ')}
                      </Typography.Text>
                    </div>
                  </div>
                </List.Item>
              )}
            />
          </>
        )}
      </Spin>
    </div>
  );
}
