import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFeedbackStatus } from '@rcwb/shared';

const COLOURS: Record<TFeedbackStatus, string> = { open: 'orange', replied: 'green', closed: 'default' };

export function FeedbackStatus({ status }: { status: TFeedbackStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`feedbackUi.status.${status}`)}</Tag>;
}
