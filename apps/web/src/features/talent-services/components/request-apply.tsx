import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { RecordMissing } from '@/components/record-state';
import { feedback } from '@/lib/feedback/feedback';
import { UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import { screenPath } from '@rcwb/shared';
import { TALENT_KEY, getServiceTypes, refName, requestPath, requestService } from '../api/talent-services';
import { MaterialsUpload, type Uploads, filesOf } from './files';
import { capText } from './cap-text';

/**
 * g090301/add/{type}: the request for one service. The server refuses it, with the tiers that
 * would open it, while the person holds none of them; the refusal is shown as it says.
 */
export function RequestApply({ type }: { type: string }) {
  const { t, i18n } = useTranslation();
  const inFlight = useUploadsInFlight();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery({
    queryKey: [TALENT_KEY, 'types'],
    queryFn: ({ signal }) => getServiceTypes(signal),
  });
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState('');
  const [uploads, setUploads] = useState<Uploads>({});
  const service = types.data?.find((s) => s.code === type);
  const send = useMutation({
    mutationFn: () =>
      requestService({ type, reason, contact, materials: filesOf(service?.materials ?? [], uploads) }),
    onSuccess: async (req) => {
      feedback.success(t('talentUi.submitted'));
      await queryClient.invalidateQueries({ queryKey: [TALENT_KEY] });
      await navigate(requestPath(req.id, req.type.code));
    },
  });
  if (types.data && !service) return <RecordMissing badLink />;
  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0 }}>{service ? refName(service, i18n.language) : ''}</h1>}
      data-testid="request-apply"
    >
      {service && (
        <Typography.Paragraph type="secondary">
          {t('talentUi.forTiers', { tiers: service.tiers.join(' / ') })}
          {service.amountCap !== null && <> · {capText(t, i18n.language, service)}</>}
        </Typography.Paragraph>
      )}
      <Form layout="vertical" onFinish={() => send.mutate()}>
        <Form.Item label={t('talentUi.reason')} htmlFor="talent-request-reason" required>
          <Input.TextArea
            id="talent-request-reason"
            rows={4}
            maxLength={2000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('talentUi.contact')} htmlFor="talent-request-contact" required>
          <Input
            id="talent-request-contact"
            maxLength={11}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
          />
        </Form.Item>
        {service && (
          <UploadsInFlightScope value={inFlight.tally}>
            <MaterialsUpload names={service.materials} value={uploads} onChange={setUploads} />
          </UploadsInFlightScope>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={send.isPending}
          disabled={!service || !reason.trim() || inFlight.busy}
        >
          {t('talentUi.submit')}
        </Button>{' '}
        <Link to={screenPath('g090301')}>{t('talentUi.backToList')}</Link>
      </Form>
    </Card>
  );
}
