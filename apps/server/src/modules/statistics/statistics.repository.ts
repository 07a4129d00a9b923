import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { dictEntries, programReferences } from '../../db/schema';
import { STAT_METRICS, type TLocale, type TStatMetric, type TStatRange } from '@rcwb/shared';
import type { TExec } from '../../core/tx';

/** The place and industry a view is narrowed to. */
export type TStatFilters = { city?: string; district?: string; industry?: string };

type TSegment = { table: 'daily' | 'monthly'; from: string; to: string };

const DAY = 86_400_000;

/** The city of an area code, as the migration's stat_city computes it. */
export const cityOf = (area: string) => (area.endsWith('00') ? area : `${area.slice(0, 4)}00`);
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const monthStart = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * A range as the rows that sum to it: its whole months from stat_monthly, the days of its partial
 * first and last months from stat_daily. A year is twelve monthly reads, never 365 days of rows.
 */
export function segmentsOf(range: TStatRange): TSegment[] {
  const from = ms(range.from);
  const end = ms(range.to) + DAY; // exclusive
  const firstWhole = monthStart(from) === from ? from : nextMonth(from);
  const lastWholeEnd = monthStart(end);
  if (firstWhole >= lastWholeEnd) return [{ table: 'daily', from: range.from, to: range.to }];
  const out: TSegment[] = [];
  if (from < firstWhole) out.push({ table: 'daily', from: range.from, to: iso(firstWhole - DAY) });
  out.push({ table: 'monthly', from: iso(firstWhole), to: iso(lastWholeEnd - DAY) });
  if (lastWholeEnd < end) out.push({ table: 'daily', from: iso(lastWholeEnd), to: range.to });
  return out;
}

export const filterSql = (f: TStatFilters): SQL => {
  const parts: SQL[] = [];
  // A district's city is known: naming it too lets a city index narrow the rows.
  const city = f.city ?? (f.district && /^\d{6}$/.test(f.district) ? cityOf(f.district) : undefined);
  if (city) parts.push(sql`city = ${city}`);
  if (f.district) parts.push(sql`district = ${f.district}`);
  if (f.industry) parts.push(sql`industry = ${f.industry}`);
  return parts.length ? sql` AND ${sql.join(parts, sql` AND `)}` : sql``;
};

/**
 * Where a query's rows come from, as (label, d, metric, district, industry, n, total) over a
 * range: the rollups, or (the bench's comparison) a scan of the sources. `daily` asks for day
 * rows only (a trend per day).
 */
export type TRowSource = (
  label: string,
  range: TStatRange,
  f: TStatFilters,
  opts: { grain: number; daily?: boolean },
) => SQL;

/**
 * The grain of the rollups a query reads (the migration's GROUPING of city, district, industry):
 * the coarsest that still holds its filters and its breakdown.
 */
export function grainFor(f: TStatFilters, breakdown?: 'district' | 'industry'): number {
  const district = !!f.district || breakdown === 'district';
  const industry = !!f.industry || breakdown === 'industry';
  if (district && industry) return 0;
  if (industry) return f.city ? 2 : 6;
  return 1;
}

/** The rollup rows of a range: whole months from stat_monthly, other days from stat_daily. */
export const rollupRows: TRowSource = (label, range, f, { grain, daily = false }) => {
  const segments: TSegment[] = daily ? [{ table: 'daily', ...range }] : segmentsOf(range);
  const where = sql`grain = ${grain} AND `;
  const parts = segments.map((s) =>
    s.table === 'daily'
      ? sql`SELECT ${label}::text AS label, day AS d, metric, district, industry, n, total FROM stat_daily
             WHERE ${where}day BETWEEN ${s.from}::date AND ${s.to}::date${filterSql(f)}`
      : sql`SELECT ${label}::text AS label, month AS d, metric, district, industry, n, total FROM stat_monthly
             WHERE ${where}month BETWEEN ${s.from}::date AND ${s.to}::date${filterSql(f)}`,
  );
  return sql.join(parts, sql` UNION ALL `);
};

export type TMetricSum = { label: string; metric: TStatMetric; n: number; total: number };

/** Each metric's count and duration total, for the view's range and the one before it. */
export async function figureSums(
  db: TExec,
  range: TStatRange,
  previous: TStatRange,
  f: TStatFilters,
  rows: TRowSource = rollupRows,
): Promise<TMetricSum[]> {
  const res = await db.execute<TMetricSum>(sql`
    SELECT label, metric, sum(n)::float8 AS n, sum(total)::float8 AS total
      FROM (${rows('current', range, f, { grain: grainFor(f) })}
            UNION ALL ${rows('previous', previous, f, { grain: grainFor(f) })}) r
     GROUP BY 1, 2`);
  return res.rows;
}

export type TKeyedSum = { key: string; metric: TStatMetric; n: number };

/** Counts per bucket (day, or month from the first of each month) and metric. */
export async function trendSums(
  db: TExec,
  range: TStatRange,
  bucket: 'day' | 'month',
  f: TStatFilters,
  rows: TRowSource = rollupRows,
): Promise<TKeyedSum[]> {
  const key = bucket === 'day' ? sql`d::text` : sql`to_char(d, 'YYYY-MM')`;
  const res = await db.execute<TKeyedSum>(sql`
    SELECT ${key} AS key, metric, sum(n)::float8 AS n FROM (${rows('', range, f, { grain: grainFor(f), daily: bucket === 'day' })}) r
     GROUP BY 1, 2`);
  return res.rows;
}

/** Counts per district or per industry (category) and metric over the range. */
export async function breakdownSums(
  db: TExec,
  range: TStatRange,
  by: 'district' | 'industry',
  f: TStatFilters,
  rows: TRowSource = rollupRows,
): Promise<TKeyedSum[]> {
  const col = by === 'district' ? sql`district` : sql`industry`;
  const res = await db.execute<TKeyedSum>(sql`
    SELECT ${col} AS key, metric, sum(n)::float8 AS n FROM (${rows('', range, f, { grain: grainFor(f, by) })}) r
     GROUP BY 1, 2 HAVING sum(n) <> 0`);
  return res.rows;
}

/** A row of zeros for every metric, filled in by the sums. */
export const zeros = (): Record<TStatMetric, number> =>
  Object.fromEntries(STAT_METRICS.map((m) => [m, 0])) as Record<TStatMetric, number>;

/** Dictionary names of area codes and of industry or program category codes, in one language. */
export async function labelsOf(
  db: TExec,
  type: 'area' | 'industry' | 'program_category',
  codes: string[],
  locale: TLocale,
): Promise<[string, string][]> {
  const wanted = codes.filter(Boolean);
  if (!wanted.length) return [];
  const rows = await db
    .select({ value: dictEntries.value, zh: dictEntries.labelZh, en: dictEntries.labelEn })
    .from(dictEntries)
    .where(and(eq(dictEntries.dictType, type), inArray(dictEntries.value, wanted)));
  return rows.map((r) => [r.value, locale === 'en' ? r.en : r.zh]);
}

/** The category prefix of talent tiers and service types in the rollups, by reference kind. */
const REFERENCE_PREFIX = { tier: 'tier:', 'service-type': 'service:' } as const;

/**
 * Names of talent tier and service type categories (`tier:C`, `service:housing`: the recognition
 * and service figures' categories, prefixed apart from industry codes).
 */
export async function referenceLabelsOf(
  db: TExec,
  keys: string[],
  locale: TLocale,
): Promise<[string, string][]> {
  const wanted = keys.flatMap((key) =>
    Object.entries(REFERENCE_PREFIX)
      .filter(([, prefix]) => key.startsWith(prefix))
      .map(([kind, prefix]) => ({ kind, code: key.slice(prefix.length) })),
  );
  if (!wanted.length) return [];
  const rows = await db
    .select({
      kind: programReferences.kind,
      code: programReferences.code,
      zh: programReferences.nameZh,
      en: programReferences.nameEn,
    })
    .from(programReferences)
    .where(inArray(programReferences.code, [...new Set(wanted.map((w) => w.code))]));
  return rows
    .filter((r) => wanted.some((w) => w.kind === r.kind && w.code === r.code))
    .map((r) => [`${REFERENCE_PREFIX[r.kind]}${r.code}`, locale === 'en' ? r.en : r.zh]);
}
