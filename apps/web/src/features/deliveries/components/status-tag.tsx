import type { TDeliveryStatus, TInterviewStatus } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { TONES, ToneTag, type TTagTone } from '@/components/tone-tag';

export const DELIVERY_TONES: Record<TDeliveryStatus, TTagTone> = {
  delivered: TONES.blue,
  viewed: TONES.cyan,
  interview: TONES.orange,
  hired: TONES.green,
  rejected: TONES.red,
  withdrawn: TONES.plain,
  closed: TONES.plain,
};

export const INTERVIEW_TONES: Record<TInterviewStatus, TTagTone> = {
  pending: TONES.orange,
  proposed: TONES.blue,
  accepted: TONES.green,
  declined: TONES.red,
  cancelled: TONES.plain,
};

/** A delivery's state as a coloured tag. */
export function DeliveryStatusTag({ status }: { status: TDeliveryStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={DELIVERY_TONES[status]}>{t(`deliveriesUi.status.${status}`)}</ToneTag>;
}

/** An interview's state as a coloured tag. */
export function InterviewStatusTag({ status }: { status: TInterviewStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={INTERVIEW_TONES[status]}>{t(`deliveriesUi.interviewStatus.${status}`)}</ToneTag>;
}
