import { type SQL, sql } from 'drizzle-orm';
import { quoteLexeme } from '../../db/schema';
import { FILTER_LEXEME_PREFIX, type TEqualityColumn, areaLevelOf, filterLexeme } from './search-row';
import { TITLE_MARK } from './tokenize';
import type { TJobSearch } from './search.schemas';

/**
 * SQL of the public job search over job_search (alias `s`). Every filter is an equality or range
 * on a column of its own, so each query shape has an index to use: the GIN index of the tokens' tsvector for
 * keywords, the (column, refreshed_at) indexes for tree filters, refreshed_at and salary for the
 * sorts.
 */

/**
 * Matches the facets count exactly. Past it, the total is an estimate and each facet
 * count is the sample's share of it: counting a few hundred thousand matches of a one-character
 * keyword on every request would cost far more than the page itself.
 */
export const FACET_SAMPLE = 500;
/**
 * How deep the results can be paged (50 pages of 20), as on the large job boards. A page of a
 * common keyword at offset n reads about n / (share of postings matching) rows, so the depth
 * bounds the cost of the deepest page.
 */
export const MAX_RESULT_WINDOW = 1_000;

/**
 * All of the tokens, and one of the periods when a recent scan reads the matches, as a tsquery of
 * quoted lexemes (taken literally, no text-search parsing).
 */
const allOf = (tokens: string[], scan: TScan = 'ordered') => {
  const all = tokens.map(quoteLexeme).join(' & ');
  return typeof scan === 'object'
    ? sql`${`${all} & (${scan.periods.map(quoteLexeme).join(' | ')})`}::tsquery`
    : sql`${all}::tsquery`;
};

export type TSalaryBand = { value: string; min: number | null; max: number | null; negotiable: boolean };

/** A salary_band dictionary value as a range: `5000-8000`, `50000-`, `negotiable`. */
export function parseBand(value: string): TSalaryBand | null {
  if (value === 'negotiable') return { value, min: null, max: null, negotiable: true };
  const m = /^(\d+)-(\d*)$/.exec(value);
  if (!m) return null;
  return { value, min: Number(m[1]), max: m[2] ? Number(m[2]) : null, negotiable: false };
}

/** A posting's range overlaps the band (so 6,000–10,000 shows under both 5–8k and 8–12k). */
export function bandCondition(band: TSalaryBand): SQL {
  if (band.negotiable) return sql`s.salary_max IS NULL`;
  const parts = [sql`s.salary_max >= ${band.min ?? 0}`];
  if (band.max !== null) parts.push(sql`s.salary_min < ${band.max}`);
  return sql.join(parts, sql` AND `);
}

/** The time a search's posting age reaches back to. */
export const postedSince = (f: TJobSearch) =>
  f.postedWithin ? new Date(Date.now() - f.postedWithin * 86_400_000) : undefined;

/** Columns of job_search that filters compare for equality. */
export const EQUALITY_COLUMNS = Object.keys(FILTER_LEXEME_PREFIX) as TEqualityColumn[];
export type { TEqualityColumn };

/** The equality filters of a search as (column, value): a tree code compares its level's column. */
export function equalityFilters(f: TJobSearch): [TEqualityColumn, string][] {
  const out: [TEqualityColumn, string][] = [];
  if (f.area) {
    const level = areaLevelOf(f.area);
    out.push([level === 'province' ? 'area_province' : level === 'city' ? 'area_city' : 'area', f.area]);
  }
  if (f.category) out.push([f.category.length === 2 ? 'category_group' : 'category', f.category]);
  if (f.industry) out.push([/^[A-Z]$/.test(f.industry) ? 'industry_section' : 'industry', f.industry]);
  if (f.education) out.push(['education', f.education]);
  if (f.experience) out.push(['experience', f.experience]);
  if (f.jobType) out.push(['job_type', f.jobType]);
  return out;
}

/** The equality filters of a search as lexemes of the tokens (search-row.ts `filterLexeme`). */
export const filterLexemesOf = (f: TJobSearch): string[] =>
  equalityFilters(f).map(([column, value]) => filterLexeme(column, value));

/**
 * The WHERE of a search whose keyword asks for `tokens`. With a keyword, or when the search is
 * read from the GIN index (`scan` not 'ordered'), the equality filters are asked as lexemes of
 * the same tsvector (search-row.ts `filterLexeme`), so the GIN index finds the rows holding the
 * keyword and the filter values in one intersection of its lists, and only those rows are read:
 * a common keyword with a narrow filter (安全 and one education) no longer reads every row of the
 * keyword to check the filter. Otherwise they stay equalities, so a tree filter's (column,
 * refreshed_at) index gives its newest rows in order.
 */
export function whereOf(f: TJobSearch, tokens: string[], scan: TScan = 'ordered'): SQL {
  // The salary band and the posting age come first: a row walked is checked in this order, and
  // they read the row itself, where the tokens are read out of line (电子 in 5,000–8,000, 0.7 %
  // of the postings: 2 s walking 73,000 rows tokens first).
  const c: SQL[] = [];
  if (f.salary) {
    const band = parseBand(f.salary);
    if (band) c.push(bandCondition(band));
  }
  const since = postedSince(f);
  if (since) c.push(sql`s.refreshed_at >= ${since.toISOString()}::timestamptz`);
  const equalities = equalityFilters(f);
  if (tokens.length || (scan !== 'ordered' && equalities.length))
    // A recent scan's periods join the same tsquery (`allOf`).
    c.push(sql`s.tokens @@ ${allOf([...tokens, ...filterLexemesOf(f)], scan)}`);
  else
    for (const [column, value] of equalities)
      c.push(sql`${sql.identifier('s')}.${sql.identifier(column)} = ${value}`);
  return c.length ? sql.join(c, sql` AND `) : sql`TRUE`;
}

export const NEWEST = sql`s.refreshed_at DESC NULLS LAST, s.job_id DESC NULLS LAST`;
const SALARY = sql`s.salary_max DESC NULLS LAST, s.job_id DESC NULLS LAST`;

/**
 * How the first `k` matches of a keyword in an order are read: 'ordered' leaves PostgreSQL free
 * to walk the order's index, checking each row against the keyword; 'collected' makes it gather
 * the keyword's matches from the GIN index and sort them; a recent scan (newest order only)
 * gathers only the matches refreshed in the given periods. The order is the same every way: the
 * sort keys are written as expressions (`+ interval '0'`, `+ 0`) no index provides.
 */
export type TScan = 'ordered' | 'collected' | TRecentScan;
/**
 * The matches refreshed in `periods` (the lexemes of the last hours or days, search-row.ts
 * `periodLexemes`, from the next one back), gathered from the GIN index in one intersection with
 * the keyword's lists. Every row refreshed since the oldest of those periods holds one of them,
 * so when they give at least `k` matches, their newest `k` are the newest `k` of all; when they
 * give fewer, the matches must be read again without the window.
 */
export type TRecentScan = { periods: string[] };
const COLLECTED: Record<'newest' | 'salary', SQL> = {
  newest: sql`s.refreshed_at + interval '0' DESC NULLS LAST, s.job_id + 0 DESC NULLS LAST`,
  salary: sql`s.salary_max + 0 DESC NULLS LAST, s.job_id + 0 DESC NULLS LAST`,
};
const orderBy = (sort: 'newest' | 'salary', scan: TScan) =>
  scan !== 'ordered' ? COLLECTED[sort] : sort === 'salary' ? SALARY : NEWEST;

/**
 * Which scan reads the first `k` matches of a keyword search over `rows` rows, where `share` is
 * the share of rows holding the keyword and the equality filters (all lexemes of the tokens) and
 * `matching` the share also within the salary band and posting age (neither is a lexeme).
 * Collecting visits share × rows rows from the GIN index and sorts the matches; walking the
 * newest-first index reads about k / matching rows, each checked against its tokens (read out of
 * line). Measured on the bench data (a million postings), a walked row costs about 1.5 times a
 * collected one, so collecting wins when share × matching < 1.5 k / rows (without a band or age:
 * below 2.7 % for the facet sample of 501, below 0.55 % for a page of 20). PostgreSQL itself
 * estimates the shares well but not the price of the out-of-line tokens, and walked the index
 * for keywords of 1–3 % (表, 1.4 %: 36,600 rows, 3.4 times the collected cost).
 */
export function scanFor(share: number, k: number, rows: number, matching = share): 'ordered' | 'collected' {
  return rows > 0 && share * matching < (1.5 * k) / rows ? 'collected' : 'ordered';
}

/** A period of refresh (hour or day) as a lexeme, with the share of the rows refreshed in it. */
export type TPeriod = { lexeme: string; share: number };

/**
 * Whether the newest `k` matches of a keyword are cheaper to read among the rows refreshed in the
 * last periods (`TRecentScan`) than by `scanFor`'s choice, where `share` and `matching` are as
 * there, and each ladder a run of periods (hours, or days) from the next one back with the shares
 * of the rows refreshed in them (0 where not known: the window only grows). From each ladder, the
 * window is the shortest run expected to hold `margin` times k matches, so that it rarely holds
 * too few; the cheaper of the two is taken. In the units of `scanFor` (a collected row), a window
 * costs the rows it gathers, 0.02 for each item of the GIN lists it intersects and 250 for each
 * period (fitted to the facet sample on the bench data, where a period costs about half a
 * millisecond: 政, 2 % of a million postings, 45 ms collected → 12 ms in two days' rows, but
 * 20 ms in twelve hours'; 算, 7.3 %, 41 ms walked → 10 ms in two hours' rows; 酬, 0.7 %, 22 ms
 * collected → 10 ms in five days' rows).
 */
export function recentScanFor(
  share: number,
  k: number,
  rows: number,
  ladders: TPeriod[][],
  { margin = 2, matching = share }: { margin?: number; matching?: number } = {},
): TRecentScan | undefined {
  const listed = share * rows;
  let best: { periods: TPeriod[]; cost: number } | undefined;
  for (const ladder of ladders) {
    let window = 0;
    for (let n = 1; n <= ladder.length; n += 1) {
      window += ladder[n - 1]!.share * rows;
      if (matching * window < margin * k) continue;
      const cost = share * window + 0.02 * (listed + window) + 250 * n;
      if (!best || cost < best.cost) best = { periods: ladder.slice(0, n), cost };
      break;
    }
  }
  return best && best.cost < Math.min(listed, (1.5 * k) / matching)
    ? { periods: best.periods.map((p) => p.lexeme) }
    : undefined;
}

/** An equality filter's share of the rows, and whether an index walks its rows newest first. */
export type TFilterShare = { share: number; walkable: boolean };
/** The filter columns with a (column, refreshed_at, job_id) index (db/schema/jobs.ts). */
export const WALKABLE_COLUMNS: ReadonlySet<TEqualityColumn> = new Set([
  'area_city',
  'area',
  'category_group',
  'category',
]);

/**
 * How the first `k` matches of a search without a keyword are read, where `filters` are its
 * equality filters, `share` the share of rows matching them all and `matching` that share within
 * the salary band and posting age. One filter is walked: its index, or the newest-first one.
 * Several are walked along the narrowest walkable filter's index (or the newest-first one),
 * checking the others on each row, about k × that filter's share / matching rows; or their
 * lexemes' GIN lists are intersected and the matches sorted, costing, as in `scanFor`'s units,
 * the matches gathered and 0.02 for each item of the lists (`recentScanFor`). The cheaper is
 * taken. Measured on the bench's million postings (facet sample): city 350900 with education 5,
 * 11,000 matches, 2.6 ms walking the city's index against 30 ms intersecting; city 350900 with
 * category 0801, 738 matches, 2.4 ms intersecting against 22 ms for a BitmapAnd of the two
 * indexes; education 5 with job type 3 in 12,000–20,000, 9,300 matches of which a half in the
 * band, 61 ms intersecting against 106 ms walking the newest-first index (neither has its own).
 */
export function filterScanFor(
  filters: TFilterShare[],
  k: number,
  rows: number,
  { share, matching }: { share: number; matching: number },
): TScan {
  if (filters.length < 2 || rows <= 0 || matching <= 0) return 'ordered';
  const listed = filters.reduce((n, f) => n + f.share * rows, 0);
  const walkedShare = Math.min(1, ...filters.filter((f) => f.walkable).map((f) => f.share));
  return share * rows + 0.02 * listed < (k * walkedShare) / matching ? 'collected' : 'ordered';
}

/** The ids of one page sorted by newest or salary (or of the first `limit` of a relevance tier). */
export function pageIdsQuery(
  f: TJobSearch,
  tokens: string[],
  offset: number,
  limit: number,
  scan: TScan = 'ordered',
): SQL {
  return sql`SELECT s.job_id FROM job_search s WHERE ${whereOf(f, tokens, scan)}
    ORDER BY ${orderBy(f.sort === 'salary' ? 'salary' : 'newest', scan)} OFFSET ${offset} LIMIT ${limit}`;
}

/**
 * The newest `limit` matches whose title holds the keyword: relevance's first tier. A posting's
 * tokens hold its title's tokens both marked and plain, so the marked ones alone decide the tier;
 * asking for both would make the planner multiply their shares as if independent and expect far
 * fewer matches than there are (choosing to sort thousands of rows instead of reading the
 * newest-first index).
 */
export function titleTierQuery(f: TJobSearch, tokens: string[], limit: number, scan: TScan = 'ordered'): SQL {
  return sql`SELECT s.job_id FROM job_search s WHERE ${whereOf(f, titleTokensOf(tokens), scan)}
    ORDER BY ${orderBy('newest', scan)} LIMIT ${limit}`;
}

/** The title-marked tokens relevance's first tier asks for. */
export const titleTokensOf = (tokens: string[]) => tokens.map((t) => TITLE_MARK + t);

/** The facet dimension of a tree filter: the level below the chosen one. */
function treeFacetColumns(f: TJobSearch) {
  const areaLevel = f.area ? areaLevelOf(f.area) : null;
  return {
    area: areaLevel === 'city' || areaLevel === 'district' ? sql`area` : sql`area_city`,
    category: f.category ? sql`category` : sql`category_group`,
    industry: f.industry ? sql`industry` : sql`industry_section`,
  };
}

export const FACET_DIMENSIONS = [
  'area',
  'category',
  'industry',
  'education',
  'experience',
  'jobType',
] as const;
export type TFacetDimension = (typeof FACET_DIMENSIONS)[number];

/** "Posted within" windows, in days, of the facet and the filter. */
export const POSTED_WINDOWS = [1, 3, 7, 30] as const;

/** GROUPING() of the facet query's row holding the sample's ids instead of counts. */
export const SAMPLE_IDS_ROW = -1;

/** Whether a row's title holds all of the keyword's tokens (relevance's first tier). */
const titleHolds = (tokens: string[]) =>
  tokens.length ? sql`s.tokens @@ ${allOf(titleTokensOf(tokens))}` : sql`FALSE`;

/**
 * The facet counts of the matches in one pass over the newest FACET_SAMPLE + 1 of them (read in
 * the page's own order, so from the same indexes as the page itself): one
 * grouping set per filter dimension, and on the grand-total row the sample's size, the counts per
 * salary band (overlap, as the filter) and per "posted within" window. `now` is passed in, so
 * the windows are compared with constants rather than computed per row. One more row
 * (grouping SAMPLE_IDS_ROW) holds the sample's ids newest first and those of them whose title
 * holds the keyword: the "newest" pages within the sample, relevance's title tier as far as the
 * sample reaches and its matches past that tier are read from it without another query. It also
 * holds the sample's oldest refresh: how far back it reaches, for the total's estimate. The
 * sample carries its rows' tokens as they are stored (out of line, a pointer), so only its rows
 * are read for the title check: checked while scanning, every row a collecting scan gathers
 * before its sort would be read (one-character keywords: 25 → 89 ms).
 */
export function facetsQuery(
  f: TJobSearch,
  tokens: string[],
  bands: TSalaryBand[],
  now: Date,
  scan: TScan = 'ordered',
): SQL {
  const tree = treeFacetColumns(f);
  const bandCounts = bands.map((b) => sql`count(*) FILTER (WHERE ${bandCondition(b)})`);
  const postedCounts = POSTED_WINDOWS.map(
    (d) =>
      sql`count(*) FILTER (WHERE s.refreshed_at >= ${new Date(now.getTime() - d * 86_400_000).toISOString()}::timestamptz)`,
  );
  return sql`WITH s AS MATERIALIZED (
      SELECT s.job_id, s.area_city, s.area, s.category_group, s.category, s.industry_section, s.industry,
             s.education, s.experience, s.job_type, s.salary_min, s.salary_max, s.refreshed_at, s.tokens
      FROM job_search s WHERE ${whereOf(f, tokens, scan)} ORDER BY ${orderBy('newest', scan)} LIMIT ${FACET_SAMPLE + 1})
    SELECT ${tree.area} AS area, ${tree.category} AS category, ${tree.industry} AS industry,
      education, experience, job_type AS "jobType",
      GROUPING(${tree.area}, ${tree.category}, ${tree.industry}, education, experience, job_type)::int AS grouping,
      count(*)::int AS n,
      json_build_array(${sql.join([...bandCounts, ...postedCounts], sql`, `)}) AS extra,
      NULL::int[] AS ids, NULL::int[] AS titled, NULL::timestamptz AS oldest
    FROM s
    GROUP BY GROUPING SETS ((${tree.area}), (${tree.category}), (${tree.industry}), (education), (experience), (job_type), ())
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, ${SAMPLE_IDS_ROW}, 0, NULL,
      (SELECT coalesce(array_agg(s.job_id ORDER BY ${NEWEST}), '{}') FROM s),
      (SELECT coalesce(array_agg(s.job_id ORDER BY ${NEWEST}) FILTER (WHERE ${titleHolds(tokens)}), '{}') FROM s),
      (SELECT min(s.refreshed_at) FROM s)`;
}

/** The planner's estimate of the number of matches (before the statistics know the table). */
export function estimateQuery(f: TJobSearch, tokens: string[]): SQL {
  return sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM job_search s WHERE ${whereOf(f, tokens)}`;
}
