import type { SQL } from 'drizzle-orm';
import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import { dictServiceOf } from '../dict';
import { type TJobCard, loadCards } from './cards';
import { readNewest, scanOf, sharesOf } from './scan-choice';
import {
  FACET_DIMENSIONS,
  FACET_SAMPLE,
  MAX_RESULT_WINDOW,
  POSTED_WINDOWS,
  SAMPLE_IDS_ROW,
  titleTokensOf,
  type TFacetDimension,
  type TSalaryBand,
  estimateQuery,
  filterLexemesOf,
  facetsQuery,
  pageIdsQuery,
  parseBand,
  postedSince,
  titleTierQuery,
} from './search.query';
import type { TJobSearch } from './search.schemas';
import { createSearchCache, indexChangesOf } from './search-cache';
import type { TSearchDb } from '../../core/statement-limiter';
import { type TTokenStats, createTokenStats } from './token-stats';
import { queryTokens } from './tokenize';

/**
 * A facet value and its count. `exact` marks a count known exactly in an answer whose counts are
 * otherwise estimates (`totalExact: false`): a "posted within" window the sample reaches past.
 */
type TFacetValue = { value: string; count: number; exact?: true };

type TFacetRow = Record<TFacetDimension, string | null> & {
  grouping: number;
  n: number;
  extra: number[];
  ids: number[] | null;
  titled: number[] | null;
  oldest: Date | string | null;
};
/**
 * The newest matches, as far as the facet sample read them, and those of them whose title holds
 * the keyword (both newest first); `complete` when the sample read every match.
 */
type TNewest = { ids: number[]; titled: number[]; complete: boolean };

/**
 * The ids of one page in order. The "newest" order and relevance's title tier within the facet
 * sample are read from the sample's ids (`newest`, which the facet statement answers or the cache
 * holds) rather than by another query; salary order and pages past the sample are queried.
 */
async function pageIds(
  db: TSearchDb,
  stats: TTokenStats,
  f: TJobSearch,
  tokens: string[],
  offset: number,
  limit: number,
  newest: () => Promise<TNewest>,
): Promise<number[]> {
  const ids = async (q: SQL) => (await db.execute<{ job_id: number }>(q)).rows.map((r) => r.job_id);
  const end = offset + limit;
  const covers = (sample: TNewest, n: number) => sample.complete || sample.ids.length >= n;
  /** The first `want` matches newest first, from `from` on. */
  const newestIds = (from: number, want: number) =>
    readNewest(
      stats,
      f,
      tokens,
      from + want,
      (scan) => ids(pageIdsQuery({ ...f, sort: 'newest' }, tokens, from, want, scan)),
      (got) => from + got.length,
    );
  if (f.sort === 'salary')
    return ids(pageIdsQuery(f, tokens, offset, limit, await scanOf(stats, f, tokens, end)));
  if (f.sort === 'newest' || !tokens.length) {
    const sample = await newest();
    return covers(sample, end) ? sample.ids.slice(offset, end) : newestIds(offset, limit);
  }
  // Relevance: postings whose title holds the keyword first, each tier newest first. The title
  // tier is needed up to the page's end: the sample's title matches are its newest ones when the
  // sample holds that many (or every match), otherwise it is read. Only when it runs out are the
  // other matches needed, as the newest matches minus that (then complete) tier: from the sample
  // when it reaches far enough, otherwise read. Both reads are index-backed and bounded.
  const sample = await newest();
  const titled =
    sample.complete || sample.titled.length >= end
      ? sample.titled.slice(0, end)
      : await readNewest(
          stats,
          f,
          titleTokensOf(tokens),
          end,
          (scan) => ids(titleTierQuery(f, tokens, end, scan)),
          (got) => got.length,
        );
  if (titled.length >= end) return titled.slice(offset, end);
  const inTitle = new Set(titled);
  const want = end + titled.length;
  const matches = covers(sample, want) ? sample.ids : await newestIds(0, want);
  return [...titled, ...matches.filter((id) => !inTitle.has(id))].slice(offset, end);
}

/**
 * How many matches a search has past its full sample: the statistics' share of the rows matching
 * (scan-choice.ts `sharesOf`), known in process. For a keyword of several pairs the statistics
 * know only a bound, the rarest pair's share (the planner, taking the pairs as independent,
 * expects a hundredth of the matches: 数据工程师, 168 against 6,865 on the bench data); where
 * the rarest pair is common beyond the keyword, the bound is several times too high (高级数据工程师:
 * 据工's 6,830 against 968). The sample then tells more: its density among the rows refreshed
 * since its oldest match, over the rows the search reaches (its posting age), as long as those
 * are a fair share of the statistics' sample of rows. Before the table's first ANALYZE, the
 * planner's estimate.
 */
async function estimateTotal(
  deps: { db: TSearchDb },
  stats: TTokenStats,
  f: TJobSearch,
  tokens: string[],
  sample: { sampled: number; oldest?: Date },
): Promise<number> {
  const [{ matching }, rows] = await Promise.all([sharesOf(stats, f, tokens), stats.rows()]);
  if (!rows) {
    const plan = await deps.db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      estimateQuery(f, tokens),
    );
    return Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
  }
  const bound = matching * rows;
  if (tokens.length < 2 || !sample.oldest) return Math.round(bound);
  const [since, within] = await Promise.all([
    stats.rangeShare({ since: sample.oldest }),
    stats.rangeShare({ since: postedSince(f) }),
  ]);
  return Math.round(since >= DENSITY_MIN_SHARE ? Math.min(bound, (sample.sampled * within) / since) : bound);
}
/** The least share of the rows a sample must reach back over for its density to be taken. */
const DENSITY_MIN_SHARE = 0.005;

/**
 * The facet counts over a sample of at most FACET_SAMPLE + 1 matches, with the sample's ids and,
 * past the sample, the total's estimate (`estimateTotal`).
 */
async function facetSql(
  deps: { db: TSearchDb },
  stats: TTokenStats,
  f: TJobSearch,
  tokens: string[],
  bands: TSalaryBand[],
) {
  // One instant for the windows of every scan, and for telling which windows the sample covers.
  const now = new Date();
  const { facets, sampled, idsRow } = await readNewest(
    stats,
    f,
    tokens,
    FACET_SAMPLE + 1,
    async (scan) => {
      const { rows } = await deps.db.execute<TFacetRow>(facetsQuery(f, tokens, bands, now, scan));
      const facets = rows.filter((r) => r.grouping !== SAMPLE_IDS_ROW);
      const sampled = facets.find((r) => r.grouping === ALL_GROUPED)?.n ?? 0;
      return { facets, sampled, idsRow: rows.find((r) => r.grouping === SAMPLE_IDS_ROW) };
    },
    (sample) => sample.sampled,
  );
  const oldest = idsRow?.oldest ? new Date(idsRow.oldest) : undefined;
  const total =
    sampled > FACET_SAMPLE
      ? Math.max(sampled, await estimateTotal(deps, stats, f, tokens, { sampled, oldest }))
      : sampled;
  return {
    facets,
    sampled,
    estimate: total,
    now,
    oldest,
    newest: { ids: idsRow?.ids ?? [], titled: idsRow?.titled ?? [], complete: sampled <= FACET_SAMPLE },
  };
}

/**
 * The search's statements: the facet counts over a sample of at most FACET_SAMPLE + 1 matches
 * (and the total's estimate when the sample is full) and the page's ids (from
 * the sample where it reaches, the title tier in parallel). Exported for the benchmark, which
 * runs exactly this SQL next to the HTTP API.
 */
export async function runSearchSql(
  deps: { db: TSearchDb },
  stats: TTokenStats,
  f: TJobSearch,
  tokens: string[],
  bands: TSalaryBand[],
  offset: number,
  limit: number,
) {
  const facets = facetSql(deps, stats, f, tokens, bands);
  const ids = await pageIds(deps.db, stats, f, tokens, offset, limit, async () => (await facets).newest);
  return { ids, ...(await facets) };
}

/** GROUPING() of the grand-total set: every dimension aggregated. */
const ALL_GROUPED = (1 << FACET_DIMENSIONS.length) - 1;
/** The dimension a facet row counts: the one bit GROUPING() leaves clear (first argument highest). */
const dimensionOf = (grouping: number): TFacetDimension | undefined =>
  FACET_DIMENSIONS.find((_, i) => (grouping & (1 << (FACET_DIMENSIONS.length - 1 - i))) === 0);

/**
 * The total and the facet counts for every filter, from the sample's rows. Up to FACET_SAMPLE
 * matches everything is exact; past it the total is an estimate (`estimateTotal`) and each facet
 * count the sample's share of it, flagged `totalExact: false` (the screen shows "about").
 */
function presentFacets(
  { facets, sampled, estimate, now, oldest }: Awaited<ReturnType<typeof facetSql>>,
  bands: TSalaryBand[],
) {
  const exact = sampled <= FACET_SAMPLE;
  // The sample is the newest matches: a "posted within" window that starts after the sample's
  // oldest refresh lies wholly inside it, so its count is exact, not a share of the estimate.
  const windowInSample = (days: number) => !!oldest && oldest.getTime() < now.getTime() - days * 86_400_000;
  const scale = (n: number) => (exact ? n : Math.max(1, Math.round((n * estimate) / sampled)));
  const byDimension = Object.fromEntries(FACET_DIMENSIONS.map((d) => [d, [] as TFacetValue[]])) as Record<
    TFacetDimension,
    TFacetValue[]
  >;
  let extra: number[] = [];
  for (const row of facets) {
    if (row.grouping === ALL_GROUPED) {
      extra = row.extra.map(Number);
      continue;
    }
    const dimension = dimensionOf(row.grouping);
    const value = dimension && row[dimension];
    if (dimension && value) byDimension[dimension].push({ value, count: scale(row.n) });
  }
  for (const list of Object.values(byDimension))
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return {
    total: exact ? sampled : estimate,
    totalExact: exact,
    facets: {
      ...byDimension,
      salary: bands.map((b, i) => ({ value: b.value, count: scale(extra[i] ?? 0) })),
      postedWithin: POSTED_WINDOWS.map((d, i): TFacetValue => {
        const n = extra[bands.length + i] ?? 0;
        return !exact && windowInSample(d)
          ? { value: String(d), count: n, exact: true }
          : { value: String(d), count: scale(n) };
      }),
    },
  };
}

/** The rows of a search's page: from `offset`, at most `limit`, none past MAX_RESULT_WINDOW. */
function pageRange(f: TJobSearch) {
  const offset = (f.page - 1) * f.limit;
  return { offset, limit: Math.min(f.limit, MAX_RESULT_WINDOW - offset) };
}

/** Pages read together when the cache keeps them (`createSearchService`). */
export const PAGES_READ_TOGETHER = 3;

/** A cached facet entry: the total, the facet counts and the sample's newest matches. */
type TFacetsAnswer = ReturnType<typeof presentFacets> & { newest: TNewest };

/** The answer of a search: one page of cards with the total and facets. */
type TSearchAnswer = {
  rows: TJobCard[];
  total: number;
  totalExact: boolean;
  maxResults: number;
  page: number;
  limit: number;
  terms: string[];
  facets: TFacetsAnswer['facets'];
};

/** The filters of a search in a fixed order, blanks as empty strings: part of every cache key. */
const filtersOf = (f: TJobSearch) =>
  [f.area, f.category, f.industry, f.salary, f.education, f.experience, f.jobType, f.postedWithin].map(
    (v) => v ?? '',
  );

/** How a search was answered: from the cache, partly (facets or page), or by the database. */
export type TSearchCacheUse = 'hit' | 'partial' | 'miss';

/**
 * The public job search: the page of cards, the total and facet counts for every filter.
 *
 * Answers come from the search cache (search-cache.ts) when the same search ran before and no
 * index write since touched a row it could list: the facets and total under a key of keyword
 * tokens and filters (the sample is always the newest matches, so sort and page do not change
 * it), the cards of the page's group of PAGES_READ_TOGETHER pages under the whole normalised
 * search and the group's first row. Keys are built from the validated search (normalised tokens
 * and terms, filters in a fixed order, defaults applied), never from the query string. The locale
 * is not part of the keys: the answer holds dictionary values, not labels.
 */
export function createSearchService(deps: TDeps) {
  const dict = dictServiceOf(deps.db);
  const stats = createTokenStats(deps.db);
  // The scans wait their turn (core/statement-limiter.ts, a limit shared with the talent search);
  // the cards do not: reading a page's postings by primary key takes about a millisecond, and another page of a search the cache holds needs
  // nothing else, so queued behind other searches' scans it would wait many times its own cost.
  const searchDeps = { db: deps.searchDb };
  // Dropped by the index writes of this app and of the other nodes (search-index-bus.ts).
  const changes = indexChangesOf(deps.db);
  const facetCache = createSearchCache<TFacetsAnswer>({ ...deps.config.searchCache, changes });
  const pageCache = createSearchCache<TJobCard[]>({ ...deps.config.searchCache, changes });

  /** The salary bands of the facet: the dictionary service keeps them in process for a minute. */
  async function salaryBands(locale: TLocale): Promise<TSalaryBand[]> {
    const entries = await dict.entries('salary_band', locale);
    return entries.flatMap((e) => parseBand(e.dictValue) ?? []);
  }

  /**
   * How many pages are read together, from the first page of their group: the page asked and the
   * next ones of the group cost one statement for their cards (and the same scan, if any), and
   * someone who reads page 1 often reads page 2 next. Only with the cache, which keeps them.
   */
  const pagesTogether = pageCache.enabled ? PAGES_READ_TOGETHER : 1;

  /**
   * One answer object per page group, page and facet entry: a search answered from the cache
   * gives the very object it gave before, whose envelope text the route keeps
   * (core/envelope-memo.ts). `cards` are the page group's, from its row `from` on.
   */
  const answers = new WeakMap<TJobCard[], Map<string, TSearchAnswer>>();
  function answerOf(facets: TFacetsAnswer, cards: TJobCard[], from: number, f: TJobSearch, terms: string[]) {
    let byPage = answers.get(cards);
    if (!byPage) answers.set(cards, (byPage = new Map()));
    const key = `${f.page}/${f.limit}`;
    const known = byPage.get(key);
    // Made again when the facet entry was computed again (its counts are then a new object).
    if (known?.facets === facets.facets) return known;
    const { offset, limit } = pageRange(f);
    const answer: TSearchAnswer = {
      rows: cards.slice(offset - from, offset - from + limit),
      total: facets.total,
      /** False past FACET_SAMPLE matches: the total and the facet counts are estimates. */
      totalExact: facets.totalExact,
      /** How far the results can be paged. */
      maxResults: MAX_RESULT_WINDOW,
      page: f.page,
      limit: f.limit,
      terms,
      facets: facets.facets,
    };
    byPage.set(key, answer);
    return answer;
  }

  async function search(f: TJobSearch, locale: TLocale) {
    const { tokens, terms } = queryTokens(f.keyword ?? '');
    const { offset } = pageRange(f);
    if (offset >= MAX_RESULT_WINDOW) throw warning('jobs.search.pageTooDeep', { max: MAX_RESULT_WINDOW });
    const groupSize = pagesTogether * f.limit;
    const from = offset - (offset % groupSize);
    const to = Math.min(from + groupSize, MAX_RESULT_WINDOW);
    const sortedTokens = [...tokens].sort();
    const filters = filtersOf(f);
    // What a row must hold to be listed: an index write touching no such row keeps the answers.
    const lexemes = [...tokens, ...filterLexemesOf(f)];
    const facetsAnswer = facetCache.get(
      JSON.stringify([sortedTokens, filters]),
      async () => {
        const bands = await salaryBands(locale);
        const sample = await facetSql(searchDeps, stats, f, tokens, bands);
        return { ...presentFacets(sample, bands), newest: sample.newest };
      },
      lexemes,
    );
    const newest = async () => (await facetsAnswer).value.newest;
    const [facets, cards] = await Promise.all([
      facetsAnswer,
      pageCache.get(
        JSON.stringify([sortedTokens, terms, filters, f.sort, from, f.limit]),
        async () =>
          loadCards(deps, await pageIds(searchDeps.db, stats, f, tokens, from, to - from, newest), terms),
        lexemes,
      ),
    ]);
    const cache: TSearchCacheUse =
      facets.hit && cards.hit ? 'hit' : facets.hit || cards.hit ? 'partial' : 'miss';
    return { cache, result: answerOf(facets.value, cards.value, from, f, terms) };
  }

  return { search, stats: () => ({ facets: facetCache.stats(), pages: pageCache.stats() }) };
}
