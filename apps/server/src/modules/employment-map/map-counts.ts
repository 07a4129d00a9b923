import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
import { searchIndexChanged } from '../job-search';

/**
 * The map's counts as a GROUP BY over job_search computes them: what the triggers keep in
 * map_posting_count and map_org_count (rows whose count fell to 0 aside).
 */
const POSTING_COUNTS_SCAN = sql`
  SELECT area, area_city, area_province, category_group, map_salary_band(salary_min, salary_max) AS salary_band,
         count(*)::int AS n
    FROM job_search GROUP BY 1, 2, 3, 4, 5`;
const ORG_COUNTS_SCAN = sql`
  SELECT org_id, area, area_city, area_province, count(*)::int AS n FROM job_search GROUP BY 1, 2, 3, 4`;

/**
 * Rows where the stored counts and a scan of job_search disagree (none when they are in step).
 * A full comparison: for tests and the operator, not for requests.
 */
export async function mapCountsDrift(db: TExec): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    SELECT (
      SELECT count(*) FROM (
        (SELECT area, area_city, area_province, category_group, salary_band, n FROM map_posting_count WHERE n <> 0
          EXCEPT ${POSTING_COUNTS_SCAN})
        UNION ALL
        (${POSTING_COUNTS_SCAN} EXCEPT
          SELECT area, area_city, area_province, category_group, salary_band, n FROM map_posting_count WHERE n <> 0)
      ) p
    ) + (
      SELECT count(*) FROM (
        (SELECT org_id, area, area_city, area_province, n FROM map_org_count WHERE n <> 0 EXCEPT ${ORG_COUNTS_SCAN})
        UNION ALL
        (${ORG_COUNTS_SCAN} EXCEPT SELECT org_id, area, area_city, area_province, n FROM map_org_count WHERE n <> 0)
      ) o
    ) AS n`);
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * Writes the counts again from job_search, in one transaction that holds off writers of the
 * index meanwhile (SHARE mode: reads go on), so no change is counted twice or missed.
 */
export async function rebuildMapCounts(db: TDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE job_search IN SHARE MODE`);
    await tx.execute(sql`DELETE FROM map_posting_count`);
    await tx.execute(sql`DELETE FROM map_org_count`);
    await tx.execute(sql`
      INSERT INTO map_posting_count (area, area_city, area_province, category_group, salary_band, n)
      ${POSTING_COUNTS_SCAN}`);
    await tx.execute(
      sql`INSERT INTO map_org_count (org_id, area, area_city, area_province, n) ${ORG_COUNTS_SCAN}`,
    );
  });
  searchIndexChanged(db);
}

/**
 * Whether the counts are out of step with job_search by their totals: after a restore of one
 * table without the other, a load with the triggers disabled, or a table emptied by hand. Two
 * index-backed sums, cheap enough for every start.
 */
export async function mapCountsOutOfStep(db: TExec): Promise<boolean> {
  const res = await db.execute<{ postings: string; counted: string | null; orgs: string | null }>(sql`
    SELECT (SELECT count(*) FROM job_search) AS postings,
           (SELECT sum(n) FROM map_posting_count) AS counted,
           (SELECT sum(n) FROM map_org_count) AS orgs`);
  const row = res.rows[0]!;
  return Number(row.postings) !== Number(row.counted ?? 0) || Number(row.postings) !== Number(row.orgs ?? 0);
}
