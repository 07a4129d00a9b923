import { getTableName } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import type { TCounter } from '../../core/module';

export type TStats = { counts: Record<string, number> };

export type TStatsOptions = {
  /** How long a count is kept while this node hears the database's notices of writes. */
  heardTtlMs?: number;
  /** How long a count is kept while it does not (no notice can tell it is stale). */
  ttlMs?: number;
  now?: () => number;
};

type TMemo = { at: number; value: number | undefined; pending?: Promise<number | undefined> };

/**
 * The portal home's live counts (the home page is the busiest public page). Each count is kept
 * until a write to one of its tables is announced (`changed`, from the database's notices: on
 * every node at once) or its time limit passes, which is long while notices are heard and short
 * when they are not; concurrent callers share one computation. A counter that fails is logged
 * and left out rather than failing the whole answer.
 */
export function createStatsService(
  deps: TDeps,
  counters: () => TCounter[],
  heard: () => boolean,
  opts: TStatsOptions = {},
) {
  const heardTtlMs = opts.heardTtlMs ?? 10 * 60_000;
  const ttlMs = opts.ttlMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const memos = new Map<string, TMemo>();

  async function count(counter: TCounter): Promise<number | undefined> {
    try {
      return await counter.count(deps);
    } catch (err) {
      deps.log.error({ err, counter: counter.key }, 'portal counter failed');
      return undefined;
    }
  }

  function valueOf(counter: TCounter): Promise<number | undefined> {
    const memo = memos.get(counter.key);
    if (memo && now() - memo.at < (heard() ? heardTtlMs : ttlMs)) return Promise.resolve(memo.value);
    if (memo?.pending) return memo.pending;
    const started = now();
    const next: TMemo = { at: -Infinity, value: undefined };
    next.pending = count(counter).then((value) => {
      // A write announced while counting dropped this memo: its value is kept for no one.
      if (memos.get(counter.key) === next) Object.assign(next, { at: started, value, pending: undefined });
      return value;
    });
    memos.set(counter.key, next);
    return next.pending;
  }

  return {
    async get(): Promise<TStats> {
      const list = counters();
      const values = await Promise.all(list.map(valueOf));
      const counts: Record<string, number> = {};
      values.forEach((value, i) => {
        if (value !== undefined) counts[list[i]!.key] = value;
      });
      return { counts };
    },
    /** Drops the counts that read `table` (all of them for `null`: notices may have been missed). */
    changed(table: string | null): void {
      for (const counter of counters()) {
        if (table === null || counter.tables.some((t) => getTableName(t) === table))
          memos.delete(counter.key);
      }
    },
  };
}
