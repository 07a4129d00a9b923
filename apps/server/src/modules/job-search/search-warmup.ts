import { DEFAULT_LOCALE, type TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { type TJobSearch, ZJobSearch } from './search.schemas';

/** Redis sorted set of the searches asked, by how often (shared by the nodes). */
const POPULAR_KEY = 'rcwb:search:popular';
/** Most searches remembered: the set is cut back to these every TRIM_EVERY recordings. */
export const POPULAR_KEPT = 1000;
const TRIM_EVERY = 200;
/** Searches a starting node runs before its first visitor asks. */
export const WARM_SEARCHES = 50;
/** Only the first pages are worth warming: later pages are rare and read from the same group. */
const WARM_PAGES = 3;

type TSearch = (f: TJobSearch, locale: TLocale) => Promise<unknown>;

/**
 * Warms the search cache of a node that joins a deployment with the searches the other nodes were
 * asked most, so its first visitors do not each pay for a miss (docs/bench-search.md). The
 * searches are counted in Redis (nodes sharing state; a single node keeps its own cache over its
 * life and has nothing to learn from). Counting never holds up an answer: a failed count is lost.
 */
export function createSearchWarmup(deps: Pick<TDeps, 'shared' | 'log'>, search: TSearch) {
  const redis = deps.shared.redis;
  let recorded = 0;
  let started: Promise<number> | undefined;
  const warmup = {
    /** Counts one search as asked (its validated form, page and all). */
    record(f: TJobSearch): void {
      if (!redis || f.page > WARM_PAGES) return;
      const member = JSON.stringify(f);
      void redis.zincrby(POPULAR_KEY, 1, member).catch(() => undefined);
      recorded += 1;
      if (recorded % TRIM_EVERY === 0)
        void redis.zremrangebyrank(POPULAR_KEY, 0, -(POPULAR_KEPT + 1)).catch(() => undefined);
    },
    /** Runs the most-asked searches once each, one at a time; returns how many it ran. */
    async warm(limit = WARM_SEARCHES): Promise<number> {
      if (!redis) return 0;
      const members = await redis.zrevrange(POPULAR_KEY, 0, limit - 1);
      let ran = 0;
      for (const member of members) {
        let parsed;
        try {
          parsed = ZJobSearch.safeParse(JSON.parse(member));
        } catch {
          continue;
        }
        if (!parsed.success) continue;
        await search(parsed.data, DEFAULT_LOCALE);
        ran += 1;
      }
      return ran;
    },
    /** Warms once in the background (when the app is ready); `started` is that run. */
    start(): Promise<number> {
      started ??= warmup.warm().then(
        (n) => {
          if (n) deps.log.info({ searches: n }, 'search cache warmed');
          return n;
        },
        (err: unknown) => {
          deps.log.warn({ err }, 'search cache warm-up failed');
          return 0;
        },
      );
      return started;
    },
    get started() {
      return started;
    },
  };
  return warmup;
}

export type TSearchWarmup = ReturnType<typeof createSearchWarmup>;
