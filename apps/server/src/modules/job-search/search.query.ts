import { type SQL, sql } from 'drizzle-orm';
import { areaLevelOf } from './search-row';
import { TITLE_MARK } from './tokenize';
import type { TJobSearch } from './search.schemas';

/**
 * SQL of the public job search over job_search (alias `s`). Every filter is an equality or range
 * on a column of its own, so each query shape has an index to use: the GIN index of tokens for
 * keywords, the (column, refreshed_at) indexes for tree filters, refreshed_at and salary for the
 * sorts.
 */

/** Rows the totals and facets look at. Past it the total reads "N+" and facets are lower bounds. */
export const MATCH_CAP = 10_000;

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

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

/** The WHERE of a search, without the keyword's title tier. */
export function whereOf(f: TJobSearch, tokens: string[]): SQL {
  const c: SQL[] = [];
  if (tokens.length) c.push(sql`s.tokens @> ${textArray(tokens)}`);
  if (f.area) {
    const level = areaLevelOf(f.area);
    const column =
      level === 'province' ? sql`s.area_province` : level === 'city' ? sql`s.area_city` : sql`s.area`;
    c.push(sql`${column} = ${f.area}`);
  }
  if (f.category)
    c.push(f.category.length === 2 ? sql`s.category_group = ${f.category}` : sql`s.category = ${f.category}`);
  if (f.industry)
    c.push(
      /^[A-Z]$/.test(f.industry) ? sql`s.industry_section = ${f.industry}` : sql`s.industry = ${f.industry}`,
    );
  if (f.salary) {
    const band = parseBand(f.salary);
    if (band) c.push(bandCondition(band));
  }
  if (f.education) c.push(sql`s.education = ${f.education}`);
  if (f.experience) c.push(sql`s.experience = ${f.experience}`);
  if (f.jobType) c.push(sql`s.job_type = ${f.jobType}`);
  if (f.postedWithin) c.push(sql`s.refreshed_at >= now() - make_interval(days => ${f.postedWithin})`);
  return c.length ? sql.join(c, sql` AND `) : sql`TRUE`;
}

const NEWEST = sql`s.refreshed_at DESC NULLS LAST, s.job_id DESC NULLS LAST`;
const SALARY = sql`s.salary_max DESC NULLS LAST, s.job_id DESC NULLS LAST`;

/**
 * The ids of one page, in order. Relevance (with a keyword) puts postings whose title holds the
 * keyword first, each tier newest first: two index-backed queries limited to the page's end,
 * instead of scoring every match.
 */
export function pageIdsQuery(f: TJobSearch, tokens: string[], offset: number, limit: number): SQL {
  const where = whereOf(f, tokens);
  if (f.sort === 'relevance' && tokens.length) {
    const titleTokens = textArray(tokens.map((t) => TITLE_MARK + t));
    const end = offset + limit;
    return sql`SELECT job_id, refreshed_at FROM (
      (SELECT s.job_id, s.refreshed_at, 0 AS tier FROM job_search s
        WHERE ${where} AND s.tokens @> ${titleTokens} ORDER BY ${NEWEST} LIMIT ${end})
      UNION ALL
      (SELECT s.job_id, s.refreshed_at, 1 AS tier FROM job_search s
        WHERE ${where} AND NOT (s.tokens @> ${titleTokens}) ORDER BY ${NEWEST} LIMIT ${end})
    ) s ORDER BY s.tier, ${NEWEST} OFFSET ${offset} LIMIT ${limit}`;
  }
  return sql`SELECT s.job_id, s.refreshed_at FROM job_search s WHERE ${where}
    ORDER BY ${f.sort === 'salary' ? SALARY : NEWEST} OFFSET ${offset} LIMIT ${limit}`;
}

/** The facet dimension of a tree filter: the level below the chosen one. */
function treeFacetColumns(f: TJobSearch) {
  const areaLevel = f.area ? areaLevelOf(f.area) : null;
  return {
    area: areaLevel === 'city' || areaLevel === 'district' ? sql`area` : sql`area_city`,
    category: f.category ? sql`category` : sql`category_group`,
    industry: f.industry ? sql`industry` : sql`industry_section`,
  };
}

/**
 * The total (up to MATCH_CAP + 1) and the facet counts of the matches, in one statement over one
 * materialised set of at most MATCH_CAP + 1 narrow rows: counts per value of every filter, per
 * salary band (overlap, as the filter) and per "posted within" window.
 */
export function totalsQuery(f: TJobSearch, tokens: string[], bands: TSalaryBand[]): SQL {
  const where = whereOf(f, tokens);
  const tree = treeFacetColumns(f);
  const group = (column: SQL) =>
    sql`(SELECT coalesce(json_agg(json_build_array(v, n) ORDER BY n DESC, v), '[]') FROM (SELECT ${column} AS v, count(*) AS n FROM m GROUP BY 1 ORDER BY 2 DESC LIMIT 100) x)`;
  const bandCounts = bands.length
    ? sql.join(
        bands.map((b) => sql`count(*) FILTER (WHERE ${bandCondition(b)})`),
        sql`, `,
      )
    : sql`0`;
  return sql`WITH m AS MATERIALIZED (
      SELECT s.area_city, s.area, s.category_group, s.category, s.industry_section, s.industry,
             s.education, s.experience, s.job_type, s.salary_min, s.salary_max, s.refreshed_at
      FROM job_search s WHERE ${where} LIMIT ${MATCH_CAP + 1})
    SELECT
      (SELECT count(*) FROM m)::int AS total,
      ${group(tree.area)} AS area,
      ${group(tree.category)} AS category,
      ${group(tree.industry)} AS industry,
      ${group(sql`education`)} AS education,
      ${group(sql`experience`)} AS experience,
      ${group(sql`job_type`)} AS job_type,
      (SELECT json_build_array(${bandCounts}) FROM m s) AS salary,
      (SELECT json_build_array(${sql.join(
        [1, 3, 7, 30].map(
          (d) => sql`count(*) FILTER (WHERE refreshed_at >= now() - make_interval(days => ${d}))`,
        ),
        sql`, `,
      )}) FROM m) AS posted`;
}
