import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Published postings counted per district × category group × salary band, for the employment
 * map (docs/employment-map.md). Kept in step with job_search by statement triggers on it (the
 * custom migration `map_posting_count_triggers`), in the same transaction as every write of the
 * search index; the city and province of a district are stored so their totals are one indexed
 * GROUP BY over a few thousand rows, never a scan of the postings. Rows whose count fell to 0
 * stay (concurrent writers never race to re-create them).
 */
export const mapPostingCounts = pgTable(
  'map_posting_count',
  {
    /** District code (job_search.area; a city-level posting counts under its city's code). */
    area: text('area').notNull(),
    areaCity: text('area_city').notNull(),
    areaProvince: text('area_province').notNull(),
    categoryGroup: text('category_group').notNull(),
    /** A salary_band dictionary value, by the lower bound of the posting's range. */
    salaryBand: text('salary_band').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.categoryGroup, t.salaryBand] }),
    index('map_posting_count_city_idx').on(t.areaCity),
    index('map_posting_count_province_idx').on(t.areaProvince),
  ],
);

/**
 * Published postings counted per organisation and district, kept by the same triggers: a
 * district's top organisations and the organisation points of an area are read from here in
 * count order, without grouping the postings.
 */
export const mapOrgCounts = pgTable(
  'map_org_count',
  {
    orgId: integer('org_id').notNull(),
    area: text('area').notNull(),
    areaCity: text('area_city').notNull(),
    areaProvince: text('area_province').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.area] }),
    index('map_org_count_area_idx').on(t.area, t.n.desc()),
    index('map_org_count_city_idx').on(t.areaCity, t.n.desc()),
    index('map_org_count_province_idx').on(t.areaProvince, t.n.desc()),
  ],
);
