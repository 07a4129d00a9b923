import { useState } from 'react';
import { Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { TALENT_SERVICE_PERMS } from '@rcwb/shared';
import { RecordState } from '@/components/record-state';
import { useCan } from '@/components/resource';
import { UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import { feedback } from '@/lib/feedback/feedback';
import { TONES, ToneTag } from '@/components/tone-tag';
import { ApplicationProgress, ApplicationStatusTag, ReturnedOpinion } from '@/features/programs';
import {
  type Recognition,
  TALENT_KEY,
  decideRecognition,
  getMyRecognition,
  getRecognitionForStaff,
  refName,
  resubmitRecognition,
} from '../api/talent-services';
import { MaterialsList, MaterialsUpload, filesOf, uploadsOf } from './files';
import { ReviewPanel } from './review-panel';
import { formatDate } from '@/lib/format/date-format';

/** The applicant's changes after a return: the statement and the evidence, then submit again. */
function Correction({ rec, onDone }: { rec: Recognition; onDone: () => void }) {
  const { t } = useTranslation();
  const inFlight = useUploadsInFlight();
  const names = rec.evidence.map((e) => e.name);
  const [statement, setStatement] = useState(rec.statement);
  const [uploads, setUploads] = useState(() => uploadsOf(rec.evidence));
  const fileNames = Object.fromEntries(
    rec.evidence.flatMap((e) => (e.file ? [[`/talent/file/${e.file.id}`, e.file.name]] : [])),
  );
  const send = useMutation({
    mutationFn: () => resubmitRecognition(rec.id, { statement, evidence: filesOf(names, uploads) }),
    onSuccess: () => {
      feedback.success(t('talentUi.submitted'));
      onDone();
    },
  });
  return (
    <Card>
      <label htmlFor="talent-statement">{t('talentUi.statement')}</label>
      <Input.TextArea
        id="talent-statement"
        rows={4}
        maxLength={2000}
        value={statement}
        onChange={(e) => setStatement(e.target.value)}
      />
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        {t('talentUi.evidence')}
      </Typography.Title>
      <UploadsInFlightScope value={inFlight.tally}>
        <MaterialsUpload names={names} value={uploads} onChange={setUploads} fileNames={fileNames} />
      </UploadsInFlightScope>
      <Button
        type="primary"
        loading={send.isPending}
        disabled={!statement.trim() || inFlight.busy}
        onClick={() => send.mutate()}
      >
        {t('talentUi.resubmit')}
      </Button>
    </Card>
  );
}

/**
 * A recognition application: the tier, the statement and evidence, the recognised tier with its
 * validity once approved, and the review so far. The applicant corrects a returned one; a
 * reviewer decides the step it waits at.
 */
export function RecognitionDetail({ id, staff }: { id: number; staff: boolean }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const key = [TALENT_KEY, staff ? 'review-recognition' : 'recognition', id];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => (staff ? getRecognitionForStaff(id, signal) : getMyRecognition(id, signal)),
  });
  const changed = () => void queryClient.invalidateQueries({ queryKey: [TALENT_KEY] });
  if (!query.data) return <RecordState badLink={false} query={query} />;
  const rec = query.data;
  const lang = i18n.language;
  const mayDecide = staff && rec.view.step !== null && can([TALENT_SERVICE_PERMS.recognitionReview]);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="recognition-detail">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{refName(rec.tier, lang)}</h1>}
        extra={<ApplicationStatusTag status={rec.view.status} />}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('talentUi.applicant')}>{rec.applicantName}</Descriptions.Item>
          <Descriptions.Item label={t('talentUi.createdAt')}>{formatDate(rec.createdAt)}</Descriptions.Item>
          {rec.decidedTier && (
            <Descriptions.Item label={t('talentUi.decidedTier')}>
              <ToneTag tone={TONES.gold}>
                <span data-testid="decided-tier">{refName(rec.decidedTier, lang)}</span>
              </ToneTag>
              {t('talentUi.validity', { from: rec.validFrom, until: rec.validUntil })}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('talentUi.criteria')} span={2}>
            {rec.criteria}
          </Descriptions.Item>
          <Descriptions.Item label={t('talentUi.statement')} span={2}>
            {rec.statement}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={2} style={{ fontSize: 15 }}>
          {t('talentUi.evidence')}
        </Typography.Title>
        <MaterialsList files={rec.evidence} />
      </Card>
      {!staff && <ReturnedOpinion view={rec.view} />}
      {!staff && rec.editable && <Correction rec={rec} onDone={changed} />}
      {mayDecide && (
        <ReviewPanel
          view={rec.view}
          subsidyCap={null}
          decide={(b) => decideRecognition(rec.id, b)}
          onDone={changed}
        />
      )}
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.progress')}</h2>}>
        <ApplicationProgress view={rec.view} />
      </Card>
    </Space>
  );
}
