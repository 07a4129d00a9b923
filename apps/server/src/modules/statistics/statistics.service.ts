import {
  STAT_METRICS,
  type TLocale,
  type TStatDashboard,
  type TStatFigure,
  type TStatQuery,
  type TStatRow,
  statRanges,
} from '@rcwb/shared';
import type { TExec } from '../../core/tx';
import {
  type TKeyedSum,
  type TMetricSum,
  type TRowSource,
  breakdownSums,
  figureSums,
  labelsOf,
  referenceLabelsOf,
  rollupRows,
  trendSums,
  zeros,
} from './statistics.repository';

/** Ranges up to this many days are drawn per day, longer ones per month. */
const DAILY_TREND_DAYS = 92;

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Every metric's figure for both periods, then the pass rate and the average days to a decision. */
function figuresOf(sums: TMetricSum[]): TStatFigure[] {
  const get = (label: string, metric: string, field: 'n' | 'total' = 'n') =>
    Number(sums.find((s) => s.label === label && s.metric === metric)?.[field] ?? 0);
  const rate = (label: string) => {
    const decided = get(label, 'program_decided');
    return decided ? round1((get(label, 'program_passed') / decided) * 100) : 0;
  };
  const days = (label: string) => {
    const decided = get(label, 'program_decided');
    return decided ? round1(get(label, 'program_decided', 'total') / decided / 86_400) : 0;
  };
  const counted: TStatFigure[] = STAT_METRICS.map((key) => ({
    key,
    value: get('current', key),
    previous: get('previous', key),
  }));
  // The program figures computed from the counted ones follow the program counts.
  const after = counted.findIndex((f) => f.key === 'program_passed') + 1;
  return [
    ...counted.slice(0, after),
    { key: 'program_pass_rate', value: rate('current'), previous: rate('previous') },
    { key: 'program_decision_days', value: days('current'), previous: days('previous') },
    ...counted.slice(after),
  ];
}

/** Keyed sums as rows of every metric, in the given key order. */
function rowsOf(sums: TKeyedSum[], keys: string[]): TStatRow[] {
  const byKey = new Map(keys.map((key) => [key, { key, values: zeros() }]));
  for (const s of sums) {
    let row = byKey.get(s.key);
    if (!row) byKey.set(s.key, (row = { key: s.key, values: zeros() }));
    row.values[s.metric] = Number(s.n);
  }
  return [...byKey.values()];
}

/** Every bucket of the range, so the trend shows days or months without figures as 0. */
export function bucketsOf(from: string, to: string, bucket: 'day' | 'month'): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end;) {
    const d = new Date(t);
    if (bucket === 'day') {
      out.push(d.toISOString().slice(0, 10));
      t += 86_400_000;
    } else {
      out.push(d.toISOString().slice(0, 7));
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
  return out;
}

/** Rows with the largest first (the first metric with a figure decides), then by key. */
const byTotal = (rows: TStatRow[]) =>
  rows.sort((a, b) => {
    for (const m of STAT_METRICS) if (a.values[m] !== b.values[m]) return b.values[m] - a.values[m];
    return a.key.localeCompare(b.key);
  });

/**
 * The dashboard of a view: figures against the previous period, trend and breakdowns, summed
 * from the rollups (or from another row source: the bench's scan of the sources).
 */
export async function statisticsDashboard(
  db: TExec,
  q: TStatQuery,
  locale: TLocale,
  rows: TRowSource = rollupRows,
): Promise<TStatDashboard> {
  const { range, previous } = statRanges(q);
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  const bucket = days <= DAILY_TREND_DAYS ? 'day' : 'month';
  const filters = { city: q.city, district: q.district, industry: q.industry };
  const [sums, trend, districts, industries] = await Promise.all([
    figureSums(db, range, previous, filters, rows),
    trendSums(db, range, bucket, filters, rows),
    breakdownSums(db, range, 'district', filters, rows),
    breakdownSums(db, range, 'industry', filters, rows),
  ]);
  const districtKeys = [...new Set(districts.map((d) => d.key))];
  const industryKeys = [...new Set(industries.map((d) => d.key))];
  // Talent tiers and service types, then program categories, then industries: a code two of
  // them could name is the last one's.
  const labels = [
    ...(await referenceLabelsOf(db, industryKeys, locale)),
    ...(await labelsOf(db, 'area', districtKeys, locale)),
    ...(await labelsOf(db, 'program_category', industryKeys, locale)),
    ...(await labelsOf(db, 'industry', industryKeys, locale)),
  ];
  return {
    range,
    previous,
    bucket,
    figures: figuresOf(sums),
    trend: rowsOf(trend, bucketsOf(range.from, range.to, bucket)),
    byDistrict: byTotal(rowsOf(districts, [])),
    byIndustry: byTotal(rowsOf(industries, [])),
    labels: Object.fromEntries(labels),
  };
}
