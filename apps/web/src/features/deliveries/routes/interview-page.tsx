import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DELIVERY_LIMITS } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { FutureTimePicker, futureTimeRule } from '../components/future-time';
import { RecordState, useRecordId } from '@/components/record-state';
import { useCan } from '@/components/resource';
import { useMessageSocket } from '@/features/messages';
import { feedback } from '@/lib/feedback/feedback';
import { useSession } from '@/stores/session-store';
import {
  DELIVERY_KEYS,
  DELIVERY_PERMS as P,
  answerInterview,
  deliveryPaths,
  getInterview,
  proposeInterviewTimes,
} from '../api/deliveries';
import { formatDateTime } from '../components/format';
import { StepDialog } from '../components/step-dialog';
import { DeliveryStatusTag, InterviewStatusTag } from '../components/status-tag';
import styles from './standalone.module.css';

/**
 * Standalone /g010703/index?id=: an interview invitation: time, place or link, contact, note and
 * the posting. The person accepts or declines it with an optional note; once answered (or for the
 * organisation) it shows the outcome.
 */
export function InterviewPage() {
  const { t, i18n } = useTranslation();
  const id = useRecordId('search');
  const queryClient = useQueryClient();
  const can = useCan();
  // The other side's answer (or a closing posting) shows up without a reload.
  useMessageSocket(useSession((s) => s.username));
  const interview = useQuery({
    queryKey: [DELIVERY_KEYS.interview, id],
    queryFn: () => getInterview(id!),
    enabled: id !== null,
  });
  const [answer, setAnswer] = useState<'accept' | 'decline' | null>(null);
  const [proposing, setProposing] = useState(false);
  if (!interview.data)
    return (
      <main className={styles.page}>
        <RecordState badLink={id === null} query={interview} />
      </main>
    );
  const iv = interview.data;
  const answerable =
    iv.side === 'person' &&
    iv.status === 'pending' &&
    iv.deliveryStatus === 'interview' &&
    can([P.answerInterview]);
  return (
    <main className={styles.page}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('deliveriesUi.interview.heading', { title: iv.job.title })}{' '}
          <InterviewStatusTag status={iv.status} />
        </Typography.Title>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('deliveriesUi.col.org')}>{iv.job.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('deliveriesUi.col.job')}>
            <Link to={`/recruitment/jobInfo?id=${iv.job.id}`}>{iv.job.title}</Link>
          </Descriptions.Item>
          {iv.personName && (
            <Descriptions.Item label={t('deliveriesUi.col.person')}>{iv.personName}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('deliveriesUi.invite.startsAt')}>
            {formatDateTime(iv.startsAt, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('deliveriesUi.invite.place')}>
            {/^https?:\/\//.test(iv.place) ? (
              <a href={iv.place} target="_blank" rel="noopener noreferrer">
                {iv.place}
              </a>
            ) : (
              iv.place
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('deliveriesUi.invite.contactName')}>
            {[iv.contactName, iv.contactPhone].filter(Boolean).join(' · ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('deliveriesUi.invite.note')}>{iv.note ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('deliveriesUi.interview.deliveryStatus')}>
            <DeliveryStatusTag status={iv.deliveryStatus} />{' '}
            <Link to={deliveryPaths.detail(iv.deliveryId)}>{t('deliveriesUi.interview.openDelivery')}</Link>
          </Descriptions.Item>
          {iv.respondedAt && (
            <Descriptions.Item label={t('deliveriesUi.interview.outcome')}>
              {t(`deliveriesUi.interviewStatus.${iv.status}`)} ·{' '}
              {formatDateTime(iv.respondedAt, i18n.language)}
              {iv.responseNote && <div>{iv.responseNote}</div>}
            </Descriptions.Item>
          )}
          {iv.proposedTimes && iv.proposedTimes.length > 0 && (
            <Descriptions.Item label={t('deliveriesUi.interview.proposedTimes')}>
              {iv.proposedTimes.map((time) => formatDateTime(time, i18n.language)).join('；')}
            </Descriptions.Item>
          )}
        </Descriptions>
        {answerable && (
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" onClick={() => setAnswer('accept')}>
              {t('deliveriesUi.interview.accept')}
            </Button>
            <Button onClick={() => setProposing(true)}>{t('deliveriesUi.interview.propose')}</Button>
            <Button danger onClick={() => setAnswer('decline')}>
              {t('deliveriesUi.interview.decline')}
            </Button>
          </Space>
        )}
      </Card>
      {answer && (
        <StepDialog<{ note?: string }>
          title={t(`deliveriesUi.interview.${answer}Title`, { title: iv.job.title })}
          fields={['note']}
          danger={answer === 'decline'}
          onClose={() => setAnswer(null)}
          onDone={() => {
            setAnswer(null);
            feedback.success(t(`deliveriesUi.interview.${answer}Done`));
            void queryClient.invalidateQueries({ queryKey: [DELIVERY_KEYS.interview, id] });
          }}
          onSubmit={(v) => answerInterview(iv.id, answer, v.note || null)}
        >
          {() => (
            <Form.Item name="note" label={t('deliveriesUi.interview.answerNote')}>
              <Input.TextArea rows={3} maxLength={DELIVERY_LIMITS.note} showCount />
            </Form.Item>
          )}
        </StepDialog>
      )}
      {proposing && (
        <StepDialog<TProposeForm>
          title={t('deliveriesUi.interview.proposeTitle', { title: iv.job.title })}
          fields={['times', 'note']}
          onClose={() => setProposing(false)}
          onDone={() => {
            setProposing(false);
            feedback.success(t('deliveriesUi.interview.proposeDone'));
            void queryClient.invalidateQueries({ queryKey: [DELIVERY_KEYS.interview, id] });
          }}
          onSubmit={(v) =>
            proposeInterviewTimes(
              iv.id,
              (v.times ?? []).filter((d): d is Dayjs => !!d).map((d) => d.format()),
              v.note || null,
            )
          }
        >
          {() => (
            <>
              {Array.from({ length: DELIVERY_LIMITS.proposedTimes }, (_, i) => (
                <Form.Item
                  key={i}
                  name={['times', i]}
                  label={t('deliveriesUi.interview.proposedTime', { n: i + 1 })}
                  rules={[
                    ...(i === 0 ? [{ required: true, message: t('deliveries.proposedTimesRequired') }] : []),
                    futureTimeRule(t('deliveries.proposedTimePast')),
                  ]}
                >
                  <FutureTimePicker />
                </Form.Item>
              ))}
              <Form.Item name="note" label={t('deliveriesUi.interview.answerNote')}>
                <Input.TextArea rows={3} maxLength={DELIVERY_LIMITS.note} showCount />
              </Form.Item>
            </>
          )}
        </StepDialog>
      )}
    </main>
  );
}

type TProposeForm = { times?: (Dayjs | undefined)[]; note?: string };
