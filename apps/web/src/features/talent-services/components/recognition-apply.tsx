import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback/feedback';
import { UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import {
  TALENT_KEY,
  applyRecognition,
  getMyRecognitions,
  getTiers,
  recognitionPath,
  refName,
} from '../api/talent-services';
import { MaterialsUpload, type Uploads, filesOf } from './files';
import { HeldTiersCard } from './held-tiers';
import { MyList } from './my-list';

/**
 * g090201/add: the tiers held, the application for a tier (its criteria, a statement, one file per
 * piece of evidence it asks for) and the person's applications so far.
 */
export function RecognitionApply() {
  const { t, i18n } = useTranslation();
  const inFlight = useUploadsInFlight();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tiers = useQuery({ queryKey: [TALENT_KEY, 'tiers'], queryFn: ({ signal }) => getTiers(signal) });
  const mine = useQuery({
    queryKey: [TALENT_KEY, 'my-recognitions'],
    queryFn: ({ signal }) => getMyRecognitions(signal),
  });
  const [code, setCode] = useState<string>();
  const [statement, setStatement] = useState('');
  const [uploads, setUploads] = useState<Uploads>({});
  const tier = tiers.data?.find((x) => x.code === code);
  const apply = useMutation({
    mutationFn: () =>
      applyRecognition({ tier: code!, statement, evidence: filesOf(tier?.evidence ?? [], uploads) }),
    onSuccess: async (rec) => {
      feedback.success(t('talentUi.submitted'));
      await queryClient.invalidateQueries({ queryKey: [TALENT_KEY] });
      await navigate(recognitionPath(rec.id, rec.tier.code));
    },
  });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <HeldTiersCard />
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.apply')}</h2>}
        data-testid="recognition-apply"
      >
        <Form layout="vertical" onFinish={() => apply.mutate()}>
          <Form.Item label={t('talentUi.tier')} htmlFor="talent-tier" required>
            <Select
              id="talent-tier"
              value={code}
              loading={tiers.isPending}
              onChange={(v: string) => {
                setCode(v);
                setUploads({});
              }}
              options={(tiers.data ?? []).map((x) => ({ value: x.code, label: refName(x, i18n.language) }))}
            />
          </Form.Item>
          {tier && (
            <Typography.Paragraph type="secondary" data-testid="tier-criteria">
              {tier.criteria} {t('talentUi.validityYears', { years: tier.validityYears })}
            </Typography.Paragraph>
          )}
          <Form.Item label={t('talentUi.statement')} htmlFor="talent-apply-statement" required>
            <Input.TextArea
              id="talent-apply-statement"
              rows={4}
              maxLength={2000}
              value={statement}
              onChange={(e) => setStatement(e.target.value)}
            />
          </Form.Item>
          {tier && (
            <UploadsInFlightScope value={inFlight.tally}>
              <MaterialsUpload names={tier.evidence} value={uploads} onChange={setUploads} />
            </UploadsInFlightScope>
          )}
          <Button
            type="primary"
            htmlType="submit"
            loading={apply.isPending}
            disabled={!tier || !statement.trim() || inFlight.busy}
          >
            {t('talentUi.submit')}
          </Button>
        </Form>
      </Card>
      <MyList
        testId="my-recognitions"
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.myRecognitions')}</h2>}
        empty={t('talentUi.noRecognitions')}
        items={mine.data?.map((r) => ({
          id: r.id,
          status: r.status,
          createdAt: r.createdAt,
          title: refName(r.tier, i18n.language),
          to: recognitionPath(r.id, r.tier.code),
        }))}
      />
    </Space>
  );
}
