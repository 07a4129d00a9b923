import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';

/** How many days the nightly repair writes again: the last five weeks, where late changes land. */
export const REPAIR_DAYS = 35;

/**
 * Writes the rollups of a day range again from the source tables (every day when no range), the
 * sources held against writers meanwhile so no change is counted twice or missed. Returns the
 * number of daily rows written.
 */
export async function rebuildStatistics(db: TDb, range?: { from: string; to: string }): Promise<number> {
  const res = await db.transaction((tx) =>
    tx.execute<{ n: number }>(
      sql`SELECT stat_rebuild(${range?.from ?? null}::date, ${range?.to ?? null}::date) AS n`,
    ),
  );
  return Number(res.rows[0]?.n ?? 0);
}

/** The last REPAIR_DAYS days up to today (the service region's), for the nightly repair. */
export async function repairRecentDays(db: TDb): Promise<number> {
  const res = await db.execute<{ from: string; to: string }>(sql`
    SELECT (stat_day(now()) - ${REPAIR_DAYS - 1}::int)::text AS "from", stat_day(now())::text AS "to"`);
  const row = res.rows[0]!;
  return rebuildStatistics(db, { from: row.from, to: row.to });
}

/**
 * Whether the rollups disagree with their sources in total (a restore of one table, a load with
 * triggers off): the counted postings and deliveries against the tables' row counts, two index
 * counts at start.
 */
export async function statisticsOutOfStep(db: TExec): Promise<boolean> {
  const res = await db.execute<{ off: boolean }>(sql`
    SELECT (SELECT coalesce(sum(n), 0) FROM stat_monthly WHERE grain = 6 AND metric = 'posting_new') <> (SELECT count(*) FROM job_posting)
        OR (SELECT coalesce(sum(n), 0) FROM stat_monthly WHERE grain = 6 AND metric = 'delivery') <> (SELECT count(*) FROM delivery)
        AS off`);
  return !!res.rows[0]?.off;
}

/**
 * Rows where the rollups and a scan of the sources disagree, days and months alike (none when
 * they are in step). A full comparison: for tests and the operator, not for requests.
 */
export async function statisticsDrift(db: TExec): Promise<number> {
  const sources = await db.execute<{ q: string }>(
    // The sources the rollups count, as the migrations list them (stat_sources).
    sql`SELECT string_agg(stat_source_sql(s, s), ' UNION ALL ') AS q FROM unnest(stat_sources()) s`,
  );
  const union = sources.rows[0]!.q;
  const days = `SELECT GROUPING(city, district, industry) AS grain, day, metric, coalesce(city, '*') AS city,
      coalesce(district, '*') AS district, coalesce(industry, '*') AS industry, sum(n)::int AS n, sum(total)::bigint AS total
    FROM (SELECT metric, day, stat_city(district) AS city, district, industry, n, total
            FROM (${union}) u(metric, day, district, industry, n, total)) x
   GROUP BY day, metric, GROUPING SETS ((city, district), (industry), (city, industry), (city, district, industry))`;
  const months = `SELECT grain, date_trunc('month', day)::date, metric, city, district, industry, sum(n)::int, sum(total)::bigint
    FROM (${days}) d GROUP BY 1, 2, 3, 4, 5, 6`;
  const stored = (table: string, at: string) =>
    `SELECT grain, ${at}, metric, city, district, industry, n, total FROM ${table} WHERE n <> 0 OR total <> 0`;
  const res = await db.execute<{ n: number }>(
    sql.raw(`SELECT
      (SELECT count(*) FROM ((${stored('stat_daily', 'day')} EXCEPT ${days}) UNION ALL (${days} EXCEPT ${stored('stat_daily', 'day')})) a)
    + (SELECT count(*) FROM ((${stored('stat_monthly', 'month')} EXCEPT ${months}) UNION ALL (${months} EXCEPT ${stored('stat_monthly', 'month')})) b)
      AS n`),
  );
  return Number(res.rows[0]?.n ?? 0);
}
