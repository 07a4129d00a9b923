import {
  type TScan,
  WALKABLE_COLUMNS,
  equalityFilters,
  filterScanFor,
  parseBand,
  postedSince,
  recentScanFor,
  scanFor,
} from './search.query';
import { periodLexemes } from './search-row';
import type { TJobSearch } from './search.schemas';
import type { TTokenStats } from './token-stats';

/*
 * How a search reads its first matches, from the token statistics: walking an index, collecting
 * from the GIN index, or collecting among the last hours' or days' rows (search.query.ts).
 */

/**
 * The share of rows holding a search's lexemes (keyword tokens and equality filters), that share
 * within its salary band, and within its band and posting age (search.query.ts `scanFor`).
 */
export async function sharesOf(stats: TTokenStats, f: TJobSearch, tokens: string[]) {
  const band = f.salary ? (parseBand(f.salary) ?? undefined) : undefined;
  const [share, inBand, inRange] = await Promise.all([
    stats.share(tokens, equalityFilters(f)),
    stats.rangeShare({ band }),
    stats.rangeShare({ band, since: postedSince(f) }),
  ]);
  return { share, inBand: share * inBand, matching: share * inRange };
}

/** How to read the first `k` matches of a search (search.query.ts `scanFor`, `filterScanFor`). */
export async function scanOf(stats: TTokenStats, f: TJobSearch, tokens: string[], k: number): Promise<TScan> {
  const filters = equalityFilters(f);
  if (!tokens.length && filters.length < 2) return 'ordered';
  const [shares, rows] = await Promise.all([sharesOf(stats, f, tokens), stats.rows()]);
  if (tokens.length) return scanFor(shares.share, k, rows, shares.matching);
  const each = await Promise.all(
    filters.map(async (filter) => ({
      share: await stats.share([], [filter]),
      walkable: WALKABLE_COLUMNS.has(filter[0]),
    })),
  );
  return filterScanFor(each, k, rows, shares);
}

const HOUR = 3_600_000;
/** A period of refresh a recent scan may read: its lexeme and when it ends. */
type TRecentPeriod = { lexeme: string; ends: number };
/**
 * The periods a recent scan may read, as ladders newest first: the hours from the next one back a
 * day and a bit, and the days from tomorrow back a month (UTC, whose hours and days start at
 * multiples of their length; the next period for clocks a little ahead of this one). Past a
 * month, collecting every match costs about as much.
 */
function recentPeriods(now: Date): TRecentPeriod[][] {
  const back = (n: number, step: number, pick: 'hour' | 'day') =>
    Array.from({ length: n }, (_, i) => {
      const at = now.getTime() - (i - 1) * step;
      return { lexeme: periodLexemes(new Date(at))[pick], ends: (Math.floor(at / step) + 1) * step };
    });
  return [back(26, HOUR, 'hour'), back(32, 24 * HOUR, 'day')];
}

/**
 * How to read the first `k` matches in newest order: as `scanOf` chooses, or among the rows of the
 * last hours or days when that is cheaper (a keyword common enough for them to hold its first `k`).
 * Within the window, every row is as recent as the posting age asks, unless the window reaches
 * past it, where its periods hold no match.
 */
export async function newestScanOf(
  stats: TTokenStats,
  f: TJobSearch,
  tokens: string[],
  k: number,
): Promise<TScan> {
  if (!tokens.length) return scanOf(stats, f, tokens, k);
  const since = postedSince(f);
  const [{ share, matching, inBand }, rows, ladders] = await Promise.all([
    sharesOf(stats, f, tokens),
    stats.rows(),
    Promise.all(
      recentPeriods(new Date()).map(async (ladder) => {
        const shares = await stats.listedShares(ladder.map((p) => p.lexeme));
        return ladder.map((p, i) => ({
          lexeme: p.lexeme,
          share: since && p.ends <= since.getTime() ? 0 : shares[i]!,
        }));
      }),
    ),
  ]);
  // The share of several tokens is only a bound (the rarest one's): the window is then made to
  // expect four times k, not two.
  const margin = tokens.length > 1 ? 4 : 2;
  return (
    recentScanFor(share, k, rows, ladders, { margin, matching: inBand }) ?? scanFor(share, k, rows, matching)
  );
}

/**
 * Reads the first `k` matches in newest order by `read`, with the scan `newestScanOf` chooses.
 * When the last periods' rows held fewer than `k` (`held`: how many of the `k` the result reached),
 * they are read again from all the rows: the periods' rows are the newest only if they are enough.
 */
export async function readNewest<T>(
  stats: TTokenStats,
  f: TJobSearch,
  tokens: string[],
  k: number,
  read: (scan: TScan) => Promise<T>,
  held: (result: T) => number,
): Promise<T> {
  const scan = await newestScanOf(stats, f, tokens, k);
  const result = await read(scan);
  return typeof scan === 'object' && held(result) < k ? read(await scanOf(stats, f, tokens, k)) : result;
}
