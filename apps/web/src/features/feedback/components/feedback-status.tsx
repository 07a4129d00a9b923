import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFeedbackStatus } from '@rcwb/shared';

/**
 * antd's preset tag texts fall below AA contrast: the preset background stays, the text takes the
 * darker shade of its colour (as components/dict-tag does), inline because antd's selectors win.
 */
const STYLES: Record<TFeedbackStatus, { color: string; text?: string }> = {
  open: { color: 'warning', text: '#ad4e00' },
  replied: { color: 'success', text: '#237804' },
  closed: { color: 'default' },
};

export function FeedbackStatus({ status }: { status: TFeedbackStatus }) {
  const { t } = useTranslation();
  const s = STYLES[status];
  return (
    <Tag color={s.color} style={s.text ? { color: s.text } : undefined}>
      {t(`feedbackUi.status.${status}`)}
    </Tag>
  );
}
