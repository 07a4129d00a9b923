import { Timeline, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { TDeliveryEventView, TDeliveryNoteView } from '@rcwb/shared';
import { formatDateTime } from './format';

type Item = { at: string; key: string; node: React.ReactNode; colour: string };

const COLOURS: Record<string, string> = {
  delivered: 'blue',
  viewed: 'cyan',
  interview: 'orange',
  interview_accepted: 'green',
  interview_declined: 'red',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  closed: 'gray',
};

/**
 * The one timeline of a delivery, for every side: the events (who did what, with their note),
 * and for the organisation its private notes merged in by time, marked as private.
 */
export function DeliveryTimeline({
  events,
  notes = [],
}: {
  events: readonly TDeliveryEventView[];
  notes?: readonly TDeliveryNoteView[];
}) {
  const { t, i18n } = useTranslation();
  const items: Item[] = [
    ...events.map((e) => ({
      at: e.createdAt,
      key: `e${e.id}`,
      colour: COLOURS[e.kind] ?? 'blue',
      node: (
        <div data-testid="timeline-event">
          <Typography.Text strong>
            {t(`deliveriesUi.event.${e.kind}`, { defaultValue: e.kind })}
          </Typography.Text>{' '}
          <Typography.Text type="secondary">
            {t(`deliveriesUi.side.${e.actorSide}`)} · {formatDateTime(e.createdAt, i18n.language)}
          </Typography.Text>
          {e.note && <div>{e.note}</div>}
        </div>
      ),
    })),
    ...notes.map((n) => ({
      at: n.createdAt,
      key: `n${n.id}`,
      colour: 'purple',
      node: (
        <div data-testid="timeline-note">
          <Typography.Text strong>{t('deliveriesUi.privateNote')}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {n.authorName} · {formatDateTime(n.createdAt, i18n.language)}
          </Typography.Text>
          <div>{n.body}</div>
        </div>
      ),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
  if (!items.length) return <Typography.Text type="secondary">{t('deliveriesUi.noEvents')}</Typography.Text>;
  return (
    <Timeline
      aria-label={t('deliveriesUi.timeline')}
      items={items.map((i) => ({ key: i.key, color: i.colour, content: i.node }))}
    />
  );
}
