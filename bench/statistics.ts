/**
 * The statistics dashboard at scale: fills PostgreSQL with 1,000,000 postings and 1,000,000
 * deliveries over two years (bench/lib/generate-statistics.ts; once, the data dir is kept) and
 * fills the rollups from them (the start-up rebuild); then, for each dashboard view (day, week,
 * month, year, custom range; all places, a city, a district, an industry), answers the whole
 * dashboard (figures against the previous period, trend, district and industry breakdowns)
 * from the rollups and the same dashboard from a scan of the source tables, in the same run;
 * prints p50/p95 side by side with a figure of each answer and checks both answers are equal.
 *
 *   npm run bench:statistics                      embedded PostgreSQL under $BENCH_PG_DIR
 *   DATABASE_URL=postgres://… npm run bench:statistics   any PostgreSQL 15+
 *
 * BENCH_POSTINGS / BENCH_DELIVERIES shrink the data; BENCH_ITERATIONS (default 30) the rollup
 * answers per view, BENCH_SCAN_ITERATIONS (default 3) the scans. Delete $BENCH_PG_DIR (default
 * /tmp/rcwb-bench-statistics) afterwards.
 */
import { sql } from 'drizzle-orm';
import type { TStatDashboard, TStatQuery } from '@rcwb/shared';
import type { TDb } from '../apps/server/src/db/client';
import {
  type TRowSource,
  filterSql,
  rebuildStatistics,
  statisticsDashboard,
  statisticsDrift,
  statisticsOutOfStep,
} from '../apps/server/src/modules/statistics';
import { openBenchDatabase } from './lib/database';
import { loadAverage, rowCounts, tableRow, timeRuns } from './lib/figures';
import { generateStatistics } from './lib/generate-statistics';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const SCAN_ITERATIONS = Number(process.env.BENCH_SCAN_ITERATIONS ?? 3);
const PG_DIR = process.env.BENCH_PG_DIR ?? '/tmp/rcwb-bench-statistics';

/** The same rows as the rollups hold, computed from the source tables on every call. */
async function scanRows(db: TDb): Promise<TRowSource> {
  const res = await db.execute<{ q: string }>(sql`
    SELECT string_agg(stat_source_sql(s, s), ' UNION ALL ') AS q FROM unnest(stat_sources()) s`);
  const union = sql.raw(res.rows[0]!.q);
  return (label, range, f) => sql`
    SELECT ${label}::text AS label, day AS d, metric, district, industry, n, total
      FROM (SELECT u.*, stat_city(u.district) AS city
              FROM (${union}) u(metric, day, district, industry, n, total)) s
     WHERE day BETWEEN ${range.from}::date AND ${range.to}::date${filterSql(f)}`;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const figure = (d: TStatDashboard, key: string) => d.figures.find((f) => f.key === key)!.value;
const row = tableRow([40, 11, 9, 11, 10, 18, 18]);

async function main() {
  const { url, database, close } = await openBenchDatabase(
    PG_DIR,
    { shared_buffers: '512MB', work_mem: '16MB' },
    5,
  );
  try {
    await generateStatistics(url, {
      orgs: 10_000,
      persons: 50_000,
      postings: POSTINGS,
      deliveries: DELIVERIES,
    });
    const db = database.db;
    if (await statisticsOutOfStep(db)) {
      const filling = Date.now();
      await rebuildStatistics(db);
      await database.pool.query('VACUUM ANALYZE stat_daily');
      await database.pool.query('VACUUM ANALYZE stat_monthly');
      console.log(`rollups filled from the sources in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    }
    const size = await rowCounts(database.pool, ['job_posting', 'delivery', 'stat_daily', 'stat_monthly']);
    console.log(
      `\njob_posting ${size.job_posting.toLocaleString()} rows, delivery ${size.delivery.toLocaleString()} rows; ` +
        `stat_daily ${size.stat_daily.toLocaleString()} rows, stat_monthly ${size.stat_monthly.toLocaleString()} rows`,
    );
    console.log(
      `rollups in step with a full scan of the sources: ${(await statisticsDrift(db)) === 0 ? 'yes' : 'NO'}`,
    );
    const rebuildStart = Date.now();
    const written = await rebuildStatistics(db, { from: day(-34), to: day(0) });
    console.log(
      `nightly repair (35 days, ${written.toLocaleString()} daily rows): ${Date.now() - rebuildStart} ms`,
    );

    const scan = await scanRows(db);
    const [busiest] = (
      await db.execute<{ district: string; industry: string }>(sql`
        SELECT district, (SELECT industry FROM stat_monthly WHERE grain = 6 AND metric = 'posting_new'
                           GROUP BY 1 ORDER BY sum(n) DESC LIMIT 1) AS industry
          FROM stat_monthly WHERE grain = 1 AND metric = 'posting_new' GROUP BY 1 ORDER BY sum(n) DESC LIMIT 1`)
    ).rows;
    const district = busiest!.district;
    const industry = busiest!.industry;
    const city = `${district.slice(0, 4)}00`;
    const views: [string, TStatQuery][] = [
      ['day, all places', { period: 'day', from: day(-3) }],
      [`week, city ${city}`, { period: 'week', from: day(-10), city }],
      [`month, district ${district}`, { period: 'month', from: day(-31), district }],
      ['year, all places', { period: 'year', from: day(0) }],
      [`custom 90 days, industry ${industry}`, { period: 'custom', from: day(-120), to: day(-31), industry }],
      [
        `3 years, district + industry`,
        { period: 'custom', from: day(-1090), to: day(0), district, industry },
      ],
    ];
    console.log(`load average before: ${loadAverage()}`);
    console.log(
      `\nwhole dashboard per answer; rollups ${ITERATIONS} answers, scan ${SCAN_ITERATIONS}; one client, milliseconds`,
    );
    console.log(
      `${row('view', 'rollup p50', 'p95', 'scan p50', 'p95', 'postings r/s', 'deliveries r/s')}  same`,
    );
    for (const [name, q] of views) {
      const fromRollups = await statisticsDashboard(db, q, 'en');
      const fromScan = await statisticsDashboard(db, q, 'en', scan);
      const same = JSON.stringify(fromRollups) === JSON.stringify(fromScan);
      // One unmeasured answer each first.
      const r = await timeRuns(ITERATIONS, 1, () => statisticsDashboard(db, q, 'en'));
      const s = await timeRuns(SCAN_ITERATIONS, 1, () => statisticsDashboard(db, q, 'en', scan));
      const pair = (key: string) => `${figure(fromRollups, key)}/${figure(fromScan, key)}`;
      const cells = [r(0.5).toFixed(1), r(0.95).toFixed(1), s(0.5).toFixed(0), s(0.95).toFixed(0)];
      console.log(`${row(name, ...cells, pair('posting_new'), pair('delivery'))}  ${same ? 'yes' : 'NO'}`);
    }
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await close();
  }
}

await main();
