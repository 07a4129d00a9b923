import { screenPath } from '@rcwb/shared';
import type { TDeps, TMessageParam, TMessageParams } from '../../core/deps';

/** Where each side opens a delivery and an interview (SPEC §2 standalone routes). */
export const deliveryLink = (id: number) => screenPath('g010702:info_td', undefined, { id });
export const interviewLink = (id: number) => screenPath('g010703:index', undefined, { id });

/** The interview time as a message param: each reader sees it in their language and the portal's zone. */
export const interviewTime = (at: Date): TMessageParam => ({ date: at.toISOString() });

export type TNotice = {
  to: number;
  kind: 'delivery' | 'interview' | 'invitation';
  /** Key under `deliveries.notice.`: `<key>.title` and `<key>.body`. */
  key: string;
  params: TMessageParams;
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
        titleKey: `deliveries.notice.${n.key}.title`,
        bodyKey: `deliveries.notice.${n.key}.body`,
        params: n.params,
        link: n.link,
      });
    } catch (err) {
      deps.log.error({ err, to: n.to, key: n.key }, 'delivery notice failed');
    }
}
