/**
 * The employment map at scale: fills PostgreSQL with the search bench's 1,000,000 postings of
 * 100,000 organisations (bench/lib/generate-jobs.ts; once, the data dir is kept and shared with
 * `npm run bench:search`), then measures the map's data three ways, each answer computed
 * BENCH_ITERATIONS times, one client: the province's cities, one city's districts and one
 * district's detail (category groups, salary bands, top organisations), read from the counts the
 * job_search triggers keep (the service's own reads, its answer cache off) and the same answers
 * computed by a scan of job_search (GROUP BY), in the same run; prints p50/p99 side by side and
 * checks that both ways give the same figures.
 *
 *   npm run bench:employment-map                      embedded PostgreSQL under $BENCH_PG_DIR
 *   DATABASE_URL=postgres://… npm run bench:employment-map   any PostgreSQL 15+
 *
 * BENCH_POSTINGS / BENCH_ORGS shrink the data; BENCH_ITERATIONS (default 200) the answers per way.
 * Delete $BENCH_PG_DIR (default /tmp/rcwb-bench-search) afterwards: it holds several GB.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../apps/server/src/db/client';
import {
  MAP_SALARY_BANDS,
  TOP_ORGS,
  createMapService,
} from '../apps/server/src/modules/employment-map/map.service';
import { mapCountsDrift } from '../apps/server/src/modules/employment-map';
import { openBenchDatabase } from './lib/database';
import { loadAverage, rowCounts, tableRow, timeRuns } from './lib/figures';
import { generateJobs } from './lib/generate-jobs';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const ORGS = Number(process.env.BENCH_ORGS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const PG_DIR = process.env.BENCH_PG_DIR ?? '/tmp/rcwb-bench-search';
const PROVINCE = '350000';

/** The same answers as the map service's, computed from job_search itself. */
function scans(db: TDb) {
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(q)).rows;
  const areaCounts = async (area: string) => {
    const province = area === PROVINCE;
    const list = await rows<{ code: string; n: number }>(
      province
        ? sql`SELECT area_city AS code, count(*)::int AS n FROM job_search WHERE area_province = ${area} GROUP BY 1 ORDER BY 1`
        : sql`SELECT area AS code, count(*)::int AS n FROM job_search WHERE area_city = ${area} GROUP BY 1 ORDER BY 1`,
    );
    const areas = list.map((r) => ({ code: r.code, n: Number(r.n) }));
    return { area, level: province ? 'province' : 'city', total: areas.reduce((s, a) => s + a.n, 0), areas };
  };
  const district = async (area: string) => {
    const [groups, bands, orgs] = await Promise.all([
      rows<{ key: string; n: number }>(
        sql`SELECT category_group AS key, count(*)::int AS n FROM job_search WHERE area = ${area} GROUP BY 1 ORDER BY 2 DESC, 1`,
      ),
      rows<{ key: string; n: number }>(
        sql`SELECT map_salary_band(salary_min, salary_max) AS key, count(*)::int AS n FROM job_search WHERE area = ${area} GROUP BY 1`,
      ),
      rows<{ id: number; name: string; n: number }>(
        sql`SELECT c.org_id AS id, coalesce(g.name, a.name) AS name, c.n
              FROM (SELECT org_id, count(*)::int AS n FROM job_search WHERE area = ${area}
                     GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_ORGS}) c
              JOIN account a ON a.id = c.org_id LEFT JOIN gb01 g ON g.account_id = c.org_id
             ORDER BY c.n DESC, c.org_id`,
      ),
    ]);
    const byCategory = groups.map((r) => ({ group: r.key, n: Number(r.n) }));
    const order = (b: string) => MAP_SALARY_BANDS.indexOf(b as (typeof MAP_SALARY_BANDS)[number]);
    return {
      area,
      total: byCategory.reduce((s, g) => s + g.n, 0),
      byCategory,
      bySalary: bands
        .map((r) => ({ band: r.key, n: Number(r.n) }))
        .sort((a, b) => order(a.band) - order(b.band)),
      topOrgs: orgs.map((r) => ({ id: Number(r.id), name: r.name, n: Number(r.n) })),
      searchArea: area,
    };
  };
  return { areaCounts, district };
}

/** Times `ITERATIONS` answers after a few unmeasured ones. */
const measure = (run: () => Promise<unknown>) => timeRuns(ITERATIONS, 5, run);
const row = tableRow([34, 16, 9, 12, 9]);

async function main() {
  // Its seeds are also the map's start-up check: counts out of step with the postings are rebuilt.
  const { url, database, close } = await openBenchDatabase(
    PG_DIR,
    { shared_buffers: '1GB', work_mem: '16MB' },
    5,
  );
  try {
    await generateJobs(url, { orgs: ORGS, postings: POSTINGS });
    await database.pool.query('ANALYZE job_search; ANALYZE map_posting_count; ANALYZE map_org_count');
    const db = database.db;
    const size = await rowCounts(database.pool, ['job_search', 'map_posting_count', 'map_org_count']);
    console.log(
      `\njob_search: ${size.job_search.toLocaleString()} rows; map_posting_count ${size.map_posting_count.toLocaleString()} rows, map_org_count ${size.map_org_count.toLocaleString()} rows`,
    );
    console.log(`counts in step with a full GROUP BY: ${(await mapCountsDrift(db)) === 0 ? 'yes' : 'NO'}`);

    const map = createMapService({ db }, { cache: false });
    const scan = scans(db);
    // The city and the district with the most postings: the largest answers of their level.
    const province = await map.areaCounts(PROVINCE);
    const city = [...province.areas].sort((a, b) => b.n - a.n)[0]!.code;
    const cityCounts = await map.areaCounts(city);
    const district = [...cityCounts.areas].sort((a, b) => b.n - a.n)[0]!.code;
    const shapes: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [`province ${PROVINCE} (its cities)`, () => map.areaCounts(PROVINCE), () => scan.areaCounts(PROVINCE)],
      [`city ${city} (its districts)`, () => map.areaCounts(city), () => scan.areaCounts(city)],
      [`district ${district} (detail)`, () => map.district(district), () => scan.district(district)],
    ];
    console.log(`load average before: ${loadAverage()}`);
    console.log(`\n${ITERATIONS} answers per way, one client, milliseconds`);
    console.log(`${row('map data', 'aggregates p50', 'p99', 'scan p50', 'p99')}  same answer`);
    for (const [name, fromCounts, fromScan] of shapes) {
      const same = JSON.stringify(await fromCounts()) === JSON.stringify(await fromScan());
      const a = await measure(fromCounts);
      const s = await measure(fromScan);
      const cells = [a(0.5), a(0.99), s(0.5), s(0.99)].map((ms) => ms.toFixed(2));
      console.log(`${row(name, ...cells)}  ${same ? 'yes' : 'NO'}`);
    }
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await close();
  }
}

await main();
