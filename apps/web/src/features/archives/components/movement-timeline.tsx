import { Timeline, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { formatWhen } from '@/components/workflow-progress';
import type { Movement } from '../api/archives';

/** What a movement says beyond its kind: where from or to, the shelf, how it was sent. */
function details(m: Movement, t: (k: string, p?: Record<string, string>) => string): string[] {
  const out: string[] = [];
  if (m.kind === 'receive') out.push(t('archives.history.from', { who: m.counterpart }));
  if (m.kind === 'lend') out.push(t('archives.history.lentTo', { who: m.counterpart, due: m.dueOn ?? '' }));
  if (m.shelf) out.push(t('archives.history.shelf', { shelf: m.shelf }));
  if (m.kind === 'transfer-out')
    out.push(
      t('archives.history.transfer', {
        agency: m.targetAgency ?? '',
        letter: m.letterNo ?? '',
        dispatch: m.dispatch ? t(`archives.dispatch.${m.dispatch}`) : '',
        tracking: m.trackingNo ?? '',
      }),
    );
  if (m.receipt) out.push(t('archives.history.receipt', { receipt: m.receipt }));
  if (m.note) out.push(m.note);
  return out;
}

/** Every movement of an archive, newest first, with who recorded it and when. */
export function MovementTimeline({ history }: { history: Movement[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Timeline
      data-testid="archive-history"
      items={history.map((m) => ({
        key: m.id,
        color: m.kind === 'transfer-out' ? 'orange' : m.kind === 'lend' ? 'blue' : 'green',
        content: (
          <div>
            <Typography.Text strong>{t(`archives.movement.${m.kind}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {m.actorName} · {formatWhen(m.at, i18n.language)}
            </Typography.Text>
            {details(m, t).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
        ),
      }))}
    />
  );
}
