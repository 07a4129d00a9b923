import { type TPermission, screenPath } from '@rcwb/shared';
import { useState } from 'react';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { confirmDialog } from '@/components/dialog';
import { RecordState, useRecordId } from '@/components/record-state';
import { useCan } from '@/components/resource';
import { useMessageSocket } from '@/features/messages';
import { ResumeDocument } from '@/features/resumes';
import { feedback } from '@/lib/feedback/feedback';
import { screenName } from '@/lib/screen-title';
import { useSession } from '@/stores/session-store';
import {
  DELIVERY_KEYS,
  DELIVERY_PERMS as P,
  type TDeliveryDetail,
  acceptProposedTime,
  deliveryPaths,
  getDelivery,
  keepInterviewTime,
  markViewed,
  withdrawDelivery,
} from '../api/deliveries';
import { DeliveredResumePdfButton } from '../components/delivered-resume-pdf';
import { MatchTag } from '../components/match-tag';
import { DeliveryTimeline } from '../components/delivery-timeline';
import { formatDateTime } from '../components/format';
import { HireDialog, InterviewDialog, NotesDialog, RejectDialog } from '../components/pipeline-dialogs';
import { DeliveryStatusTag, InterviewStatusTag } from '../components/status-tag';
import styles from './standalone.module.css';

type TDialog = 'interview' | 'hire' | 'reject' | 'notes';
const DIALOGS = { interview: InterviewDialog, hire: HireDialog, reject: RejectDialog, notes: NotesDialog };

/**
 * Standalone /g010702/info_td?id=: one delivery with its timeline. The person sees their events
 * and may withdraw; the organisation also the person, the resume as delivered and its private
 * notes, with its steps; staff read it. New messages about deliveries refresh it live.
 */
export function DeliveryDetailPage() {
  const { t, i18n } = useTranslation();
  const id = useRecordId('search');
  const queryClient = useQueryClient();
  useMessageSocket(useSession((s) => s.username));
  const detail = useQuery({
    queryKey: [DELIVERY_KEYS.detail, id],
    queryFn: () => getDelivery(id!),
    enabled: id !== null,
  });
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const can = useCan();
  if (!detail.data)
    return (
      <main className={styles.page}>
        <RecordState badLink={id === null} query={detail} />
      </main>
    );
  const d = detail.data;
  const refresh = (key?: string) => {
    setDialog(null);
    // Through the app's feedback, not antd's static message: loading the feedback (e.g. for a live
    // message's notification) sets antd's holder render, and a message holder made before that
    // shows nothing afterwards.
    if (key) feedback.success(t(key));
    void queryClient.invalidateQueries({ queryKey: [DELIVERY_KEYS.detail, id] });
  };
  const withdraw = async () => {
    if (!(await confirmDialog(t('deliveriesUi.withdrawConfirm', { title: d.job.title })))) return;
    await withdrawDelivery(d.id).then(
      () => refresh('deliveriesUi.withdrawn'),
      () => {},
    );
  };
  const Dialog = dialog && DIALOGS[dialog];
  return (
    <main className={styles.page}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {d.job.title} <DeliveryStatusTag status={d.status} />
          </Typography.Title>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('deliveriesUi.col.org')}>{d.job.orgName}</Descriptions.Item>
            <Descriptions.Item label={t('deliveriesUi.col.createdAt')}>
              {formatDateTime(d.createdAt, i18n.language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('deliveriesUi.col.resume')}>{d.resume.title}</Descriptions.Item>
            {d.greeting && (
              <Descriptions.Item label={t('deliveriesUi.greeting')} span={2}>
                <span data-testid="delivery-greeting">{d.greeting}</span>
              </Descriptions.Item>
            )}
            {d.side !== 'person' && (
              <Descriptions.Item label={t('deliveriesUi.col.match')}>
                <MatchTag match={d.match} />
              </Descriptions.Item>
            )}
            {d.rejectReason && (
              <Descriptions.Item label={t('deliveriesUi.reject.reason')}>{d.rejectReason}</Descriptions.Item>
            )}
          </Descriptions>
          <Actions
            detail={d}
            can={can}
            onDialog={setDialog}
            onWithdraw={() => void withdraw()}
            onViewed={refresh}
          />
          {d.side === 'org' && d.resume.content && d.status !== 'withdrawn' && (
            <div style={{ marginTop: 12 }}>
              <DeliveredResumePdfButton deliveryId={d.id} />
            </div>
          )}
        </Card>
        {d.interviews.length > 0 && (
          <Card title={screenName('g050105')}>
            {d.interviews.map((iv) => (
              <div key={iv.id} style={{ marginBottom: 8 }}>
                <InterviewStatusTag status={iv.status} /> {formatDateTime(iv.startsAt, i18n.language)} ·{' '}
                {iv.place} <Link to={deliveryPaths.interview(iv.id)}>{t('deliveriesUi.interview.open')}</Link>
                {iv.status === 'proposed' && (
                  <Proposal
                    interview={iv}
                    answerable={d.side === 'org' && can([P.process])}
                    onAnswered={refresh}
                  />
                )}
              </div>
            ))}
          </Card>
        )}
        {d.person && (
          <Card title={t('deliveriesUi.person.title')}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('deliveriesUi.person.name')}>{d.person.name}</Descriptions.Item>
              <Descriptions.Item label={t('deliveriesUi.person.gender')}>
                {d.person.gender ? t(`deliveriesUi.person.gender${d.person.gender}`) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('deliveriesUi.person.birthDate')}>
                {d.person.birthDate || '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('deliveriesUi.person.mobile')}>
                {d.person.mobile ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('deliveriesUi.person.email')}>
                {d.person.email ?? '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
        <Card title={t('deliveriesUi.timeline')}>
          <DeliveryTimeline events={d.events} notes={d.notes} />
        </Card>
        {d.resume.content && (
          <Card>
            <ResumeDocument
              resume={{
                title: d.resume.title,
                content: d.resume.content,
                // The person's card above says who it is (and what the reader may see).
                person: null,
                photo: d.resume.photo ?? null,
                attachment: d.resume.attachment ?? null,
              }}
            />
          </Card>
        )}
      </Space>
      {Dialog && (
        <Dialog
          deliveryId={d.id}
          jobTitle={d.job.title}
          onClose={() => setDialog(null)}
          onDone={() => refresh(`deliveriesUi.${dialog === 'interview' ? 'invite' : dialog}.done`)}
        />
      )}
    </main>
  );
}

/**
 * The person's proposal of other times: the times and their note for every reader; for the
 * organisation a button per time (the interview moves there, confirmed) and one to keep its own
 * time. A new invitation (the page's invite button) also answers it.
 */
function Proposal({
  interview: iv,
  answerable,
  onAnswered,
}: {
  interview: TDeliveryDetail['interviews'][number];
  answerable: boolean;
  onAnswered: (key?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const answer = (call: () => Promise<unknown>, key: string) => {
    setBusy(true);
    void call()
      .then(
        () => onAnswered(key),
        // The refusal is shown by the API layer; the page is refreshed to show who answered first.
        () => onAnswered(),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card size="small" type="inner" title={t('deliveriesUi.proposal.title')} style={{ marginTop: 8 }}>
      {iv.responseNote && <Typography.Paragraph>{iv.responseNote}</Typography.Paragraph>}
      <Space wrap data-testid="proposal">
        {(iv.proposedTimes ?? []).map((time) =>
          answerable ? (
            <Button
              key={time}
              type="primary"
              disabled={busy}
              onClick={() => answer(() => acceptProposedTime(iv.id, time), 'deliveriesUi.proposal.taken')}
            >
              {t('deliveriesUi.proposal.take', { time: formatDateTime(time, i18n.language) })}
            </Button>
          ) : (
            <Typography.Text key={time}>{formatDateTime(time, i18n.language)}</Typography.Text>
          ),
        )}
        {answerable && (
          <Button
            disabled={busy}
            onClick={() => answer(() => keepInterviewTime(iv.id), 'deliveriesUi.proposal.kept')}
          >
            {t('deliveriesUi.proposal.keep')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

function Actions({
  detail: d,
  can,
  onDialog,
  onWithdraw,
  onViewed,
}: {
  detail: TDeliveryDetail;
  can: (perms: readonly TPermission[]) => boolean;
  onDialog: (dialog: TDialog) => void;
  onWithdraw: () => void;
  onViewed: (key?: string) => void;
}) {
  const { t } = useTranslation();
  const has = (action: string) => d.actions.includes(action);
  if (d.side === 'person')
    return (
      <Space wrap>
        {has('withdraw') && can([P.withdraw]) && (
          <Button danger onClick={onWithdraw}>
            {t('deliveriesUi.withdraw')}
          </Button>
        )}
        {/* The feedback form, already about this application. */}
        <Link
          to={screenPath('g010801', undefined, { kind: 'complaint', targetKind: 'delivery', targetId: d.id })}
        >
          {t('deliveriesUi.complain')}
        </Link>
      </Space>
    );
  if (d.side !== 'org') return null;
  return (
    <Space wrap>
      {has('view') && can([P.process]) && (
        <Button
          onClick={() =>
            void markViewed(d.id).then(
              () => onViewed('deliveriesUi.viewedDone'),
              () => {},
            )
          }
        >
          {t('deliveriesUi.markViewed')}
        </Button>
      )}
      {has('invite') && can([P.process]) && (
        <Button type="primary" onClick={() => onDialog('interview')}>
          {t('deliveriesUi.invite.action')}
        </Button>
      )}
      {has('hire') && can([P.process]) && (
        <Button onClick={() => onDialog('hire')}>{t('deliveriesUi.hire.action')}</Button>
      )}
      {has('reject') && can([P.process]) && (
        <Button danger onClick={() => onDialog('reject')}>
          {t('deliveriesUi.reject.action')}
        </Button>
      )}
      {can([P.notes]) && <Button onClick={() => onDialog('notes')}>{t('deliveriesUi.notes.action')}</Button>}
    </Space>
  );
}
