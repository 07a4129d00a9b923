import { DEFAULT_LOCALE, type TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { type TJobSearch, ZJobSearch } from './search.schemas';

/** Redis sorted sets of the searches asked, by how often, one per UTC day (shared by the nodes). */
const POPULAR_PREFIX = 'rcwb:search:popular:';
/** Days of counts a warm-up reads; a day's set is dropped by Redis the day after it leaves them. */
export const POPULAR_DAYS = 7;
/** Most searches remembered a day: its set is cut back to these every TRIM_EVERY recordings. */
export const POPULAR_KEPT = 1000;
const TRIM_EVERY = 200;
/** Searches a starting node runs before its first visitor asks. */
export const WARM_SEARCHES = 50;
/** Only the first pages are worth warming: later pages are rare and read from the same group. */
const WARM_PAGES = 3;
const DAY_MS = 86_400_000;

/** The set of the UTC day `daysAgo` days before `now`. */
const dayKey = (now: Date, daysAgo = 0): string =>
  POPULAR_PREFIX + new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * Each day's weight in the warm-up: today counts fully, each day before a seventh less, so what
 * was asked a week ago gives way to what is asked now, and older counts no longer count at all.
 */
export const dayWeights = (): number[] =>
  Array.from({ length: POPULAR_DAYS }, (_, daysAgo) => (POPULAR_DAYS - daysAgo) / POPULAR_DAYS);

/** `ZUNION … WITHSCORES` answers member, score, member, score…: the members, highest score first. */
export function mostAsked(flat: string[], limit: number): string[] {
  const pairs: [string, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i]!, Number(flat[i + 1])]);
  return pairs
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, limit)
    .map(([member]) => member);
}

type TSearch = (f: TJobSearch, locale: TLocale) => Promise<unknown>;

/**
 * Warms the search cache of a node that joins a deployment with the searches the other nodes were
 * asked most, so its first visitors do not each pay for a miss (docs/bench-search.md). The
 * searches are counted in Redis, a set a day, the last POPULAR_DAYS days read with decreasing
 * weights (nodes sharing state; a single node keeps its own cache over its life and has nothing to
 * learn from). Counting never holds up an answer: a failed count is lost. `now` is the clock.
 */
export function createSearchWarmup(
  deps: Pick<TDeps, 'shared' | 'log'>,
  search: TSearch,
  now: () => Date = () => new Date(),
) {
  const redis = deps.shared.redis;
  let recorded = 0;
  let started: Promise<number> | undefined;
  const warmup = {
    /** Counts one search as asked (its validated form, page and all). */
    record(f: TJobSearch): void {
      if (!redis || f.page > WARM_PAGES) return;
      const key = dayKey(now());
      void redis
        .pipeline()
        .zincrby(key, 1, JSON.stringify(f))
        .expire(key, (POPULAR_DAYS + 1) * (DAY_MS / 1000))
        .exec()
        .catch(() => undefined);
      recorded += 1;
      if (recorded % TRIM_EVERY === 0)
        void redis.zremrangebyrank(key, 0, -(POPULAR_KEPT + 1)).catch(() => undefined);
    },
    /** Runs the most-asked searches once each, one at a time; returns how many it ran. */
    async warm(limit = WARM_SEARCHES): Promise<number> {
      if (!redis) return 0;
      const today = now();
      const keys = dayWeights().map((_, daysAgo) => dayKey(today, daysAgo));
      const flat = (await redis.call(
        'ZUNION',
        keys.length,
        ...keys,
        'WEIGHTS',
        ...dayWeights(),
        'WITHSCORES',
      )) as string[];
      const members = mostAsked(flat, limit);
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
