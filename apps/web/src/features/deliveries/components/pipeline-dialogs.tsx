import { lazy, Suspense } from 'react';
import { Form, Input, List, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { DELIVERY_LIMITS } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { FutureTimePicker, futureTimeRule } from './future-time';
import type { DialogRenderers } from '@/components/resource';
import { useDict } from '@/lib/dict';
import {
  DELIVERY_KEYS,
  type TDeliveryRow,
  addNote,
  getInterviewDefaults,
  hireDelivery,
  inviteToInterview,
  listNotes,
  rejectDelivery,
} from '../api/deliveries';
import { formatDateTime } from './format';
import { StepDialog } from './step-dialog';

// The resume document and the PDF export load only when an organisation saves a PDF.
const DeliveredResumePdf = lazy(() =>
  import('./delivered-resume-pdf').then((m) => ({ default: m.DeliveredResumePdf })),
);

type TDialogBase = { deliveryId: number; jobTitle: string; onClose: () => void; onDone: () => void };

type TInterviewForm = {
  startsAt: Dayjs;
  place: string;
  contactName?: string;
  contactPhone?: string;
  note?: string;
};

/**
 * Invites to an interview: a time in the future, the place or link, the contact and a note. The
 * form starts from the organisation's last invitation (or the posting's contact and its address),
 * so a recruiter types the time and little else; it opens once those are read (empty if they
 * cannot be).
 */
export function InterviewDialog({ deliveryId, jobTitle, onClose, onDone }: TDialogBase) {
  const { t } = useTranslation();
  const defaults = useQuery({
    queryKey: ['deliveries', 'interview-defaults', deliveryId],
    queryFn: () => getInterviewDefaults(deliveryId),
    retry: false,
  });
  if (defaults.isPending) return null;
  return (
    <StepDialog<TInterviewForm>
      initialValues={defaults.data}
      title={t('deliveriesUi.invite.title', { title: jobTitle })}
      fields={['startsAt', 'place', 'contactName', 'contactPhone', 'note']}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) =>
        inviteToInterview(deliveryId, {
          startsAt: v.startsAt.format(),
          place: v.place,
          contactName: v.contactName || null,
          contactPhone: v.contactPhone || null,
          note: v.note || null,
        })
      }
    >
      {() => (
        <>
          <Form.Item
            name="startsAt"
            label={t('deliveriesUi.invite.startsAt')}
            rules={[
              { required: true, message: t('deliveries.interviewTime') },
              futureTimeRule(t('deliveries.interviewPast')),
            ]}
          >
            <FutureTimePicker />
          </Form.Item>
          <Form.Item
            name="place"
            label={t('deliveriesUi.invite.place')}
            rules={[{ required: true, whitespace: true, message: t('deliveries.placeRequired') }]}
          >
            <Input maxLength={DELIVERY_LIMITS.place} placeholder={t('deliveriesUi.invite.placeHint')} />
          </Form.Item>
          <Form.Item name="contactName" label={t('deliveriesUi.invite.contactName')}>
            <Input maxLength={DELIVERY_LIMITS.contact} />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('deliveriesUi.invite.contactPhone')}>
            <Input maxLength={DELIVERY_LIMITS.contact} />
          </Form.Item>
          <Form.Item name="note" label={t('deliveriesUi.invite.note')}>
            <Input.TextArea rows={3} maxLength={DELIVERY_LIMITS.note} showCount />
          </Form.Item>
        </>
      )}
    </StepDialog>
  );
}

/**
 * Turns the application down with a reason the person is shown: picked from the reusable list
 * (dictionary delivery_reject_reason, kept by staff) and/or written.
 */
export function RejectDialog({ deliveryId, jobTitle, onClose, onDone }: TDialogBase) {
  const { t } = useTranslation();
  const { entries } = useDict('delivery_reject_reason');
  return (
    <StepDialog<{ reason: string }>
      title={t('deliveriesUi.reject.title', { title: jobTitle })}
      fields={['reason']}
      danger
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => rejectDelivery(deliveryId, v.reason.trim())}
    >
      {(form) => (
        <>
          <Form.Item label={t('deliveriesUi.reject.pick')}>
            <Select
              aria-label={t('deliveriesUi.reject.pick')}
              options={entries.map((e) => ({ value: e.dictLabel, label: e.dictLabel }))}
              onChange={(v: string) => form.setFieldValue('reason', v)}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('deliveriesUi.reject.reason')}
            rules={[
              {
                required: true,
                whitespace: true,
                max: DELIVERY_LIMITS.reason,
                message: t('deliveries.reasonRequired'),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={DELIVERY_LIMITS.reason} showCount />
          </Form.Item>
        </>
      )}
    </StepDialog>
  );
}

/** Hires, with an optional note the person is shown. */
export function HireDialog({ deliveryId, jobTitle, onClose, onDone }: TDialogBase) {
  const { t } = useTranslation();
  return (
    <StepDialog<{ note?: string }>
      title={t('deliveriesUi.hire.title', { title: jobTitle })}
      fields={['note']}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => hireDelivery(deliveryId, v.note || null)}
    >
      {() => (
        <Form.Item name="note" label={t('deliveriesUi.hire.note')}>
          <Input.TextArea rows={3} maxLength={DELIVERY_LIMITS.note} showCount />
        </Form.Item>
      )}
    </StepDialog>
  );
}

/** The organisation's private notes of a delivery, and a new one; the person never sees them. */
export function NotesDialog({ deliveryId, jobTitle, onClose, onDone }: TDialogBase) {
  const { t, i18n } = useTranslation();
  const notes = useQuery({
    queryKey: [DELIVERY_KEYS.detail, deliveryId, 'notes'],
    queryFn: () => listNotes(deliveryId),
  });
  return (
    <StepDialog<{ body: string }>
      title={t('deliveriesUi.notes.title', { title: jobTitle })}
      fields={['body']}
      okText={t('deliveriesUi.notes.add')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => addNote(deliveryId, v.body.trim())}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('deliveriesUi.notes.private')}</Typography.Paragraph>
          <List
            size="small"
            loading={notes.isPending}
            locale={{ emptyText: t('deliveriesUi.notes.none') }}
            dataSource={notes.data ?? []}
            renderItem={(n) => (
              <List.Item key={n.id}>
                <div>
                  <div>{n.body}</div>
                  <Typography.Text type="secondary">
                    {n.authorName} · {formatDateTime(n.createdAt, i18n.language)}
                  </Typography.Text>
                </div>
              </List.Item>
            )}
          />
          <Form.Item
            name="body"
            label={t('deliveriesUi.notes.new')}
            rules={[{ required: true, whitespace: true, message: t('deliveries.noteRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={DELIVERY_LIMITS.note} showCount />
          </Form.Item>
        </>
      )}
    </StepDialog>
  );
}

const base = (row: TDeliveryRow | undefined, close: () => void) =>
  row && { deliveryId: row.id, jobTitle: row.jobTitle, onClose: close };

/** The pipeline's dialogs, opened by its row actions. */
export const pipelineDialogs = (t: (key: string) => string): DialogRenderers<TDeliveryRow> => ({
  interview: ({ row, close, done }) => {
    const b = base(row, close);
    return b && <InterviewDialog {...b} onDone={() => done(t('deliveriesUi.invite.done'))} />;
  },
  hire: ({ row, close, done }) => {
    const b = base(row, close);
    return b && <HireDialog {...b} onDone={() => done(t('deliveriesUi.hire.done'))} />;
  },
  reject: ({ row, close, done }) => {
    const b = base(row, close);
    return b && <RejectDialog {...b} onDone={() => done(t('deliveriesUi.reject.done'))} />;
  },
  notes: ({ row, close, done }) => {
    const b = base(row, close);
    return b && <NotesDialog {...b} onDone={() => done(t('deliveriesUi.notes.done'))} />;
  },
  // No dialog: the resume is drawn off screen and saved, then this closes.
  pdf: ({ row, close }) =>
    row && (
      <Suspense fallback={null}>
        <DeliveredResumePdf deliveryId={row.id} onDone={close} />
      </Suspense>
    ),
});
