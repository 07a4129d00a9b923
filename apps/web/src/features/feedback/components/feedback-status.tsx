import { useTranslation } from '@/lib/i18n';
import type { TFeedbackStatus } from '@rcwb/shared';
import { TONES, ToneTag, type TTagTone } from '@/components/tone-tag';

/** The tone of each state: waiting for a reply stands out, replied is done, closed is plain. */
export const FEEDBACK_TONES: Record<TFeedbackStatus, TTagTone> = {
  open: TONES.orange,
  replied: TONES.green,
  closed: TONES.plain,
};

/** A feedback item's state as a coloured tag. */
export function FeedbackStatus({ status }: { status: TFeedbackStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={FEEDBACK_TONES[status]}>{t(`feedbackUi.status.${status}`)}</ToneTag>;
}
