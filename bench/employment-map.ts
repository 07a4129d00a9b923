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
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { runSeeds } from '../apps/server/src/core/seed';
import { connectDb, migrateDb, type TDb } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { modules } from '../apps/server/src/modules';
import {
  MAP_SALARY_BANDS,
  TOP_ORGS,
  createMapService,
} from '../apps/server/src/modules/employment-map/map.service';
import { mapCountsDrift } from '../apps/server/src/modules/employment-map';
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

/** p50 and p99 in milliseconds of `ITERATIONS` runs (after a few unmeasured ones). */
async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99) };
}

async function main() {
  let url = process.env.DATABASE_URL || undefined;
  const embedded = url
    ? undefined
    : await startEmbeddedPostgres(`${PG_DIR}/pg`, undefined, { shared_buffers: '1GB', work_mem: '16MB' });
  url ??= embedded!.url;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    RCWB_SEED_DEMO: 'false',
    RCWB_LOG_LEVEL: 'warn',
  });
  const database = connectDb(url, 5);
  try {
    await migrateDb(database.db);
    const { app, deps } = await buildApp({ config, database, logger: false });
    // Also the map's start-up check: counts out of step with the postings are rebuilt here.
    await runSeeds(deps, modules);
    await app.close();
    await generateJobs(url, { orgs: ORGS, postings: POSTINGS });
    await database.pool.query('ANALYZE job_search; ANALYZE map_posting_count; ANALYZE map_org_count');
    const db = database.db;
    const [size] = (
      await db.execute<{ postings: number; counts: number; orgs: number }>(sql`
        SELECT (SELECT count(*) FROM job_search)::int AS postings,
               (SELECT count(*) FROM map_posting_count)::int AS counts,
               (SELECT count(*) FROM map_org_count)::int AS orgs`)
    ).rows;
    console.log(
      `\njob_search: ${size!.postings.toLocaleString()} rows; map_posting_count ${size!.counts.toLocaleString()} rows, map_org_count ${size!.orgs.toLocaleString()} rows`,
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
    console.log(
      `load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(`\n${ITERATIONS} answers per way, one client, milliseconds`);
    console.log(
      `${'map data'.padEnd(34)}${'aggregates p50'.padStart(16)}${'p99'.padStart(9)}${'scan p50'.padStart(12)}${'p99'.padStart(9)}  same answer`,
    );
    for (const [name, fromCounts, fromScan] of shapes) {
      const same = JSON.stringify(await fromCounts()) === JSON.stringify(await fromScan());
      const a = await measure(fromCounts);
      const s = await measure(fromScan);
      console.log(
        `${name.padEnd(34)}${a.p50.toFixed(2).padStart(16)}${a.p99.toFixed(2).padStart(9)}${s.p50.toFixed(2).padStart(12)}${s.p99.toFixed(2).padStart(9)}  ${same ? 'yes' : 'NO'}`,
      );
    }
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

await main();
