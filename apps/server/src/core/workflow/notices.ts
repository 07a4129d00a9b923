import type { TDeps, TMessageParams } from '../deps';

/** A message of the engine: `workflow.notice.<key>.title` and `.body` in each reader's language. */
export type TNotice = { to: number; key: string; params: TMessageParams; link: string | null };

/**
 * Sends the messages of a committed change (message centre and live). A lost message never undoes
 * the change: the timeline shows it either way, and the failure is logged.
 */
export async function sendNotices(
  deps: Pick<TDeps, 'notifier' | 'log'>,
  notices: readonly TNotice[],
): Promise<void> {
  for (const n of notices)
    try {
      await deps.notifier.notify(n.to, {
        kind: 'workflow',
        titleKey: `workflow.notice.${n.key}.title`,
        bodyKey: `workflow.notice.${n.key}.body`,
        params: n.params,
        ...(n.link ? { link: n.link } : {}),
      });
    } catch (err) {
      deps.log.error({ err, to: n.to, key: n.key }, 'workflow notice failed');
    }
}
