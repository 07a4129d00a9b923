import type { TDeps } from '../../core/deps';
import type { TTx } from '../../core/tx';

/** Work to run once the closing transaction committed (e.g. telling people about it). */
export type TAfterCommit = () => Promise<unknown>;

/**
 * Told when a published posting closes (the organisation closes it, or staff take it down).
 * Runs INSIDE the closing transaction, so its writes commit or roll back with the status change;
 * what it returns runs after the commit.
 */
export type TClosingListener = (deps: TDeps, tx: TTx, jobId: number) => Promise<TAfterCommit | void>;

/** Runs the listeners in the caller's transaction; returns what to do after the commit. */
export type TOnClosing = (tx: TTx, jobId: number) => Promise<() => void>;

export function closingHandler(deps: TDeps, listeners: readonly TClosingListener[]): TOnClosing {
  return async (tx, jobId) => {
    const afterCommit: TAfterCommit[] = [];
    for (const listener of listeners) {
      const after = await listener(deps, tx, jobId);
      if (after) afterCommit.push(after);
    }
    return () => {
      for (const after of afterCommit)
        // Messages are best effort: the posting is closed whatever happens to them.
        void after().catch((err: unknown) => deps.log.error({ err, jobId }, 'closing listener failed'));
    };
  };
}
