import { Tag } from 'antd';
import type { TDeliveryStatus, TInterviewStatus } from '@rcwb/shared';
import { useTranslation } from 'react-i18next';

const DELIVERY_COLOURS: Record<TDeliveryStatus, string> = {
  delivered: 'blue',
  viewed: 'cyan',
  interview: 'orange',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'default',
  closed: 'default',
};

const INTERVIEW_COLOURS: Record<TInterviewStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  declined: 'red',
  cancelled: 'default',
};

/** A delivery's state as a coloured tag. */
export function DeliveryStatusTag({ status }: { status: TDeliveryStatus }) {
  const { t } = useTranslation();
  return <Tag color={DELIVERY_COLOURS[status]}>{t(`deliveriesUi.status.${status}`)}</Tag>;
}

/** An interview's state as a coloured tag. */
export function InterviewStatusTag({ status }: { status: TInterviewStatus }) {
  const { t } = useTranslation();
  return <Tag color={INTERVIEW_COLOURS[status]}>{t(`deliveriesUi.interviewStatus.${status}`)}</Tag>;
}
