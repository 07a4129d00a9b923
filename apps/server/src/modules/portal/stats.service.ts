import type { TDeps } from '../../core/deps';
import type { TCounter } from '../../core/module';

export type TStats = { counts: Record<string, number> };

/**
 * The portal home's live counts, computed from every module's counters at most once per TTL per
 * process (the home page is the busiest public page); concurrent callers share one computation.
 * A counter that fails is logged and left out rather than failing the whole answer.
 */
export function createStatsService(
  deps: TDeps,
  counters: () => TCounter[],
  opts: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = opts.ttlMs ?? 30_000;
  const now = opts.now ?? Date.now;
  let cached: { at: number; value: TStats } | undefined;
  let pending: Promise<TStats> | undefined;

  async function compute(): Promise<TStats> {
    const list = counters();
    const results = await Promise.allSettled(list.map((c) => c.count(deps)));
    const counts: Record<string, number> = {};
    results.forEach((r, i) => {
      const key = list[i]!.key;
      if (r.status === 'fulfilled') counts[key] = r.value;
      else deps.log.error({ err: r.reason, counter: key }, 'portal counter failed');
    });
    return { counts };
  }

  return {
    async get(): Promise<TStats> {
      if (cached && now() - cached.at < ttlMs) return cached.value;
      pending ??= compute()
        .then((value) => {
          cached = { at: now(), value };
          return value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}
