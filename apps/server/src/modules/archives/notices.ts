import type { TDeps, TMessageParams } from '../../core/deps';

/** A message of this module: `archives.notice.<key>.title` and `.body`. */
export type TNotice = { to: number; key: string; params: TMessageParams; link: string | null };

/** Sends the messages of a committed change; a lost message never undoes it (it is logged). */
export async function sendNotices(deps: Pick<TDeps, 'notifier' | 'log'>, notices: readonly TNotice[]) {
  for (const n of notices)
    try {
      await deps.notifier.notify(n.to, {
        kind: 'archive',
        titleKey: `archives.notice.${n.key}.title`,
        bodyKey: `archives.notice.${n.key}.body`,
        params: n.params,
        ...(n.link ? { link: n.link } : {}),
      });
    } catch (err) {
      deps.log.error({ err, to: n.to, key: n.key }, 'archive notice failed');
    }
}
