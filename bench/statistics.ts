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
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { TStatDashboard, TStatQuery } from '@rcwb/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { runSeeds } from '../apps/server/src/core/seed';
import { connectDb, migrateDb, type TDb } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { modules } from '../apps/server/src/modules';
import {
  type TRowSource,
  filterSql,
  rebuildStatistics,
  statisticsDashboard,
  statisticsDrift,
  statisticsOutOfStep,
} from '../apps/server/src/modules/statistics';
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

/** p50 and p95 in milliseconds of `n` runs (after one unmeasured run). */
async function measure(n: number, run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const figure = (d: TStatDashboard, key: string) => d.figures.find((f) => f.key === key)!.value;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  let url = process.env.DATABASE_URL || undefined;
  const embedded = url
    ? undefined
    : await startEmbeddedPostgres(`${PG_DIR}/pg`, undefined, { shared_buffers: '512MB', work_mem: '16MB' });
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
    await runSeeds(deps, modules);
    await app.close();
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
    const [size] = (
      await db.execute<{ postings: number; deliveries: number; daily: number; monthly: number }>(sql`
        SELECT (SELECT count(*) FROM job_posting)::int AS postings, (SELECT count(*) FROM delivery)::int AS deliveries,
               (SELECT count(*) FROM stat_daily)::int AS daily, (SELECT count(*) FROM stat_monthly)::int AS monthly`)
    ).rows;
    console.log(
      `\njob_posting ${size!.postings.toLocaleString()} rows, delivery ${size!.deliveries.toLocaleString()} rows; ` +
        `stat_daily ${size!.daily.toLocaleString()} rows, stat_monthly ${size!.monthly.toLocaleString()} rows`,
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
    console.log(`load average before: ${load()}`);
    console.log(
      `\nwhole dashboard per answer; rollups ${ITERATIONS} answers, scan ${SCAN_ITERATIONS}; one client, milliseconds`,
    );
    console.log(
      `${'view'.padEnd(40)}${'rollup p50'.padStart(11)}${'p95'.padStart(9)}${'scan p50'.padStart(11)}${'p95'.padStart(10)}` +
        `${'postings r/s'.padStart(18)}${'deliveries r/s'.padStart(18)}  same`,
    );
    for (const [name, q] of views) {
      const fromRollups = await statisticsDashboard(db, q, 'en');
      const fromScan = await statisticsDashboard(db, q, 'en', scan);
      const same = JSON.stringify(fromRollups) === JSON.stringify(fromScan);
      const r = await measure(ITERATIONS, () => statisticsDashboard(db, q, 'en'));
      const s = await measure(SCAN_ITERATIONS, () => statisticsDashboard(db, q, 'en', scan));
      const pair = (key: string) => `${figure(fromRollups, key)}/${figure(fromScan, key)}`;
      console.log(
        `${name.padEnd(40)}${r.p50.toFixed(1).padStart(11)}${r.p95.toFixed(1).padStart(9)}${s.p50.toFixed(0).padStart(11)}` +
          `${s.p95.toFixed(0).padStart(10)}${pair('posting_new').padStart(18)}${pair('delivery').padStart(18)}  ${same ? 'yes' : 'NO'}`,
      );
    }
    console.log(`load average after: ${load()}`);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

await main();
