import { DEFAULT_LOCALE, translate } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { DEFAULT_TIME_ZONE } from '../audit/xlsx';

/** Messages are stored as text in the portal's default language (the recipient's is not known). */
const tr = (key: string, params?: Record<string, string | number>) => translate(DEFAULT_LOCALE, key, params);

/** Where each side opens a delivery and an interview (SPEC §2 standalone routes). */
export const deliveryLink = (id: number) => `/g010702/info_td?id=${id}`;
export const interviewLink = (id: number) => `/g010703/index?id=${id}`;

export const interviewTime = (at: Date) =>
  new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    timeZone: DEFAULT_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);

export type TNotice = {
  to: number;
  kind: 'delivery' | 'interview' | 'invitation';
  /** Key under `deliveries.notice.`: `<key>.title` and `<key>.body`. */
  key: string;
  params: Record<string, string | number>;
  link: string;
};

/**
 * Tells the other side about a committed change. Called after the commit and never failing the
 * caller: the change stands, and the timeline shows it even if a message was lost.
 */
export async function sendNotices(deps: TDeps, notices: readonly TNotice[]): Promise<void> {
  for (const n of notices)
    try {
      await deps.notifier.notify(n.to, {
        kind: n.kind,
        title: tr(`deliveries.notice.${n.key}.title`, n.params),
        body: tr(`deliveries.notice.${n.key}.body`, n.params),
        link: n.link,
      });
    } catch (err) {
      deps.log.error({ err, to: n.to, key: n.key }, 'delivery notice failed');
    }
}
