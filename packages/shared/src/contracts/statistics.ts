import { z } from 'zod';

/**
 * The statistics dashboard (g210101): the figures counted per day in the rollups, the periods a
 * view covers and the answer's shape, read by the server and the web app alike.
 */
export const STAT_METRICS = [
  'posting_new',
  'posting_published',
  'posting_closed',
  'delivery',
  'hire',
  'org_registered',
  'person_registered',
  'fair_booth',
  'fair_visitor',
  'fair_checkin',
  'gig_new',
  'gig_order',
  'program_submitted',
  'program_decided',
  'program_passed',
  'archive_received',
  'archive_transferred',
  'archive_request_handled',
  'recognition_granted',
  'service_granted',
  'service_amount',
] as const;
export type TStatMetric = (typeof STAT_METRICS)[number];

/** Figures computed from the counted ones: pass rate (%) and average days to a decision. */
export const STAT_DERIVED = ['program_pass_rate', 'program_decision_days'] as const;
export type TStatFigureKey = TStatMetric | (typeof STAT_DERIVED)[number];

export const STAT_PERIOD_KINDS = ['day', 'week', 'month', 'year', 'custom'] as const;
export type TStatPeriodKind = (typeof STAT_PERIOD_KINDS)[number];

/** The longest custom range, in days (three years). */
export const STAT_MAX_RANGE_DAYS = 1100;

const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate);
const ZAreaCode = z.string().regex(/^\d{6}$/);
const ZOptional = <T extends z.ZodTypeAny>(t: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), t.optional());

/**
 * A view: the period kind and a day inside it (`from`), or a custom range `from`–`to`; the place
 * (a city, or a district) and an industry or category.
 */
export const ZStatQuery = z
  .object({
    period: z.enum(STAT_PERIOD_KINDS),
    from: ZDay,
    to: ZOptional(ZDay),
    city: ZOptional(ZAreaCode),
    district: ZOptional(ZAreaCode),
    industry: ZOptional(z.string().trim().min(1).max(20)),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.to) return void ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics.rangeMissing' });
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics.rangeReversed' });
    if (days + 1 > STAT_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics.rangeTooLong' });
  });
export type TStatQuery = z.infer<typeof ZStatQuery>;

/** First and last day of a view, inclusive (YYYY-MM-DD). */
export type TStatRange = { from: string; to: string };

export type TStatFigure = { key: TStatFigureKey; value: number; previous: number };
/** A row of a series or breakdown: a bucket's or a place's figures by metric. */
export type TStatRow = { key: string; values: Record<TStatMetric, number> };

export type TStatDashboard = {
  range: TStatRange;
  previous: TStatRange;
  /** The trend's points: days up to three months, months beyond. */
  bucket: 'day' | 'month';
  figures: TStatFigure[];
  trend: TStatRow[];
  byDistrict: TStatRow[];
  byIndustry: TStatRow[];
  /** Names of the breakdowns' districts and industries (categories) in the caller's language. */
  labels: Record<string, string>;
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);

/**
 * The days a view covers and the period it is compared with: the month or year before for a
 * month or year (March against February, not against the 31 days from 29 January), else the
 * period of equal length just before it.
 */
export function statRanges(q: Pick<TStatQuery, 'period' | 'from' | 'to'>): {
  range: TStatRange;
  previous: TStatRange;
} {
  const at = new Date(`${q.from}T00:00:00Z`);
  const [year, month] = [at.getUTCFullYear(), at.getUTCMonth()];
  if (q.period === 'month')
    return {
      range: { from: day(Date.UTC(year, month, 1)), to: day(Date.UTC(year, month + 1, 0)) },
      previous: { from: day(Date.UTC(year, month - 1, 1)), to: day(Date.UTC(year, month, 0)) },
    };
  if (q.period === 'year')
    return {
      range: { from: `${year}-01-01`, to: `${year}-12-31` },
      previous: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
    };
  let from = q.from;
  let to = q.from;
  if (q.period === 'week') {
    // Weeks start on Monday.
    const start = ms(q.from) - ((at.getUTCDay() + 6) % 7) * 86_400_000;
    from = day(start);
    to = day(start + 6 * 86_400_000);
  } else if (q.period === 'custom') {
    to = q.to ?? q.from;
  }
  const length = ms(to) - ms(from) + 86_400_000;
  return {
    range: { from, to },
    previous: { from: day(ms(from) - length), to: day(ms(from) - 86_400_000) },
  };
}
