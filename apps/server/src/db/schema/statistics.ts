import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Figures of the statistics dashboard (g210101) counted per day, metric, district and industry
 * (or category), in the service region's time zone. Statement triggers on the source tables keep
 * them current in the writing transaction (the custom migration `statistics_rollup_triggers`,
 * docs/adr/0020-statistics-rollups.md); the job `statistics.rebuild` writes a day range again
 * from the sources. Any period is a sum of these rows, never a scan of postings or deliveries.
 */
const rollupColumns = {
  /**
   * Which columns the row keeps (the others are '*', all of them): 0 district and industry,
   * 1 district, 2 city and industry, 6 industry. A query reads the one grain its filters and
   * breakdown need, so a year of a whole province is a few thousand rows, not every combination.
   */
  grain: smallint('grain').notNull(),
  /** `posting_new`, `delivery`, `program_decided`… (packages/shared STAT_METRICS). */
  metric: text('metric').notNull(),
  /** The city of the district (a city-level code counts under itself). */
  city: text('city').notNull(),
  /** Area dictionary code of the row's place; '' when the source has none. */
  district: text('district').notNull(),
  /** Industry code (postings, deliveries, organisations) or category (gigs, programs); '' when none. */
  industry: text('industry').notNull(),
  n: integer('n').notNull(),
  /** Sum of a duration in seconds (time to decision of program applications), for averages. */
  total: bigint('total', { mode: 'number' }).notNull().default(0),
};

export const statDaily = pgTable(
  'stat_daily',
  { day: date('day', { mode: 'string' }).notNull(), ...rollupColumns },
  (t) => [
    primaryKey({ columns: [t.grain, t.day, t.metric, t.city, t.district, t.industry] }),
    // A filtered view reads its place's or industry's rows of the grain, not the whole range.
    index('stat_daily_city_idx').on(t.grain, t.city, t.day),
    index('stat_daily_district_idx').on(t.grain, t.district, t.day),
    index('stat_daily_industry_idx').on(t.grain, t.industry, t.day),
  ],
);

/**
 * The same figures per calendar month: a year or a long custom range reads its whole months
 * here and only its partial months' days from stat_daily, so no answer sums more than a couple
 * of months of daily rows.
 */
export const statMonthly = pgTable(
  'stat_monthly',
  { month: date('month', { mode: 'string' }).notNull(), ...rollupColumns },
  (t) => [
    primaryKey({ columns: [t.grain, t.month, t.metric, t.city, t.district, t.industry] }),
    index('stat_monthly_city_idx').on(t.grain, t.city, t.month),
    index('stat_monthly_district_idx').on(t.grain, t.district, t.month),
    index('stat_monthly_industry_idx').on(t.grain, t.industry, t.month),
  ],
);
