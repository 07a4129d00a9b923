import { useState } from 'react';
import { Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { TALENT_SERVICE_PERMS } from '@rcwb/shared';
import { RecordState } from '@/components/record-state';
import { UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import { useCan } from '@/components/resource';
import { feedback } from '@/lib/feedback/feedback';
import { ApplicationProgress, ApplicationStatusTag, ReturnedOpinion } from '@/features/programs';
import {
  type ServiceRequest,
  TALENT_KEY,
  decideRequest,
  getMyRequest,
  getRequestForStaff,
  refName,
  resubmitRequest,
} from '../api/talent-services';
import { MaterialsList, MaterialsUpload, filesOf, uploadsOf } from './files';
import { Payments } from './payments';
import { ReviewPanel } from './review-panel';
import { formatDate } from '@/lib/format/date-format';
import { capText } from './cap-text';

/** The applicant's changes after a return. */
function Correction({ req, onDone }: { req: ServiceRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const inFlight = useUploadsInFlight();
  const names = req.materials.map((m) => m.name);
  const [reason, setReason] = useState(req.reason);
  const [contact, setContact] = useState(req.contact);
  const [uploads, setUploads] = useState(() => uploadsOf(req.materials));
  const send = useMutation({
    mutationFn: () => resubmitRequest(req.id, { reason, contact, materials: filesOf(names, uploads) }),
    onSuccess: () => {
      feedback.success(t('talentUi.submitted'));
      onDone();
    },
  });
  return (
    <Card>
      <label htmlFor="talent-reason">{t('talentUi.reason')}</label>
      <Input.TextArea
        id="talent-reason"
        rows={3}
        maxLength={2000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <label htmlFor="talent-contact">{t('talentUi.contact')}</label>
      <Input
        id="talent-contact"
        maxLength={11}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
      />
      <UploadsInFlightScope value={inFlight.tally}>
        <MaterialsUpload names={names} value={uploads} onChange={setUploads} />
      </UploadsInFlightScope>
      <Button type="primary" loading={send.isPending} disabled={inFlight.busy} onClick={() => send.mutate()}>
        {t('talentUi.resubmit')}
      </Button>
    </Card>
  );
}

/**
 * A service request: the type, what the person asked and the materials, the grant and payments
 * of a subsidy, and the review so far. The applicant corrects a returned one; reviewers decide
 * its step, grant it and record payments.
 */
export function RequestDetail({ id, staff }: { id: number; staff: boolean }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [TALENT_KEY, staff ? 'review-request' : 'request', id],
    queryFn: ({ signal }) => (staff ? getRequestForStaff(id, signal) : getMyRequest(id, signal)),
  });
  const changed = () => void queryClient.invalidateQueries({ queryKey: [TALENT_KEY] });
  if (!query.data) return <RecordState badLink={false} query={query} />;
  const req = query.data;
  const mayDecide = staff && req.view.step !== null && can([TALENT_SERVICE_PERMS.serviceReview]);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="request-detail">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{refName(req.type, i18n.language)}</h1>}
        extra={<ApplicationStatusTag status={req.view.status} />}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('talentUi.applicant')}>{req.applicantName}</Descriptions.Item>
          <Descriptions.Item label={t('talentUi.contact')}>{req.contact}</Descriptions.Item>
          <Descriptions.Item label={t('talentUi.createdAt')}>{formatDate(req.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('talentUi.forTiers', { tiers: req.rule.tiers.join(' / ') })}>
            {capText(t, i18n.language, req.rule)}
          </Descriptions.Item>
          <Descriptions.Item label={t('talentUi.reason')} span={2}>
            {req.reason}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={2} style={{ fontSize: 15 }}>
          {t('talentUi.materials')}
        </Typography.Title>
        <MaterialsList files={req.materials} />
      </Card>
      {!staff && <ReturnedOpinion view={req.view} />}
      {!staff && req.editable && <Correction req={req} onDone={changed} />}
      {mayDecide && (
        <ReviewPanel
          view={req.view}
          subsidyCap={req.rule.amountCap}
          decide={(b) => decideRequest(req.id, b)}
          onDone={changed}
        />
      )}
      {req.grantedAmount !== null && (
        <Payments req={req} mayPay={staff && can([TALENT_SERVICE_PERMS.servicePay])} onDone={changed} />
      )}
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.progress')}</h2>}>
        <ApplicationProgress view={req.view} />
      </Card>
    </Space>
  );
}
