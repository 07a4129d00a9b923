import { Tag } from 'antd';
import type { TDeliveryStatus, TInterviewStatus } from '@rcwb/shared';
import { useTranslation } from 'react-i18next';

/** An antd preset colour, and the darker shade of it the text takes. */
export type TTagTone = { color: string; text?: string };

/**
 * antd's preset tag texts (#08979c on #e6fffb for cyan …) fall below WCAG AA contrast: the preset
 * background stays, the text takes the darker shade of its colour (as components/dict-tag does),
 * inline because antd's own selectors outrank any stylesheet class.
 */
const TONES = {
  blue: { color: 'blue', text: '#0050b3' },
  cyan: { color: 'cyan', text: '#006d75' },
  orange: { color: 'orange', text: '#ad4e00' },
  green: { color: 'green', text: '#237804' },
  red: { color: 'red', text: '#a8071a' },
  plain: { color: 'default' },
} satisfies Record<string, TTagTone>;

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

function ToneTag({ tone, children }: { tone: TTagTone; children: string }) {
  return (
    <Tag color={tone.color} style={tone.text ? { color: tone.text } : undefined}>
      {children}
    </Tag>
  );
}

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
