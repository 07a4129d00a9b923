/**
 * Job search at scale: fills PostgreSQL with 1,000,000 postings of 100,000 organisations (once;
 * the data dir is kept for reruns), then for each query shape measures p50/p99 latency and
 * throughput at 50 concurrent clients through the real HTTP API (wire cipher and envelope
 * included) and for the same SQL run directly, prints the ratio and each shape's query plans.
 *
 *   npm run bench:search                      embedded PostgreSQL under $BENCH_PG_DIR
 *   DATABASE_URL=postgres://… npm run bench:search   any PostgreSQL 15+ (e.g. Debian's)
 *
 * BENCH_POSTINGS / BENCH_ORGS shrink the data; BENCH_SECONDS sets the time per shape and mode;
 * BENCH_CONCURRENCY (default 50) the number of concurrent clients.
 * Delete $BENCH_PG_DIR (default /tmp/rcwb-bench-search) afterwards: it holds several GB.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { WIRE, encodeQuery, smCryptoCipher, decodeResponse, type TEnvelope } from '@rcwb/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { runSeeds } from '../apps/server/src/core/seed';
import { connectDb, migrateDb } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { modules } from '../apps/server/src/modules';
import {
  facetsQuery,
  pageIdsQuery,
  parseBand,
  titleTierQuery,
} from '../apps/server/src/modules/job-search/search.query';
import { ZJobSearch, type TJobSearch } from '../apps/server/src/modules/job-search/search.schemas';
import { loadCards, runSearchSql } from '../apps/server/src/modules/job-search/search.service';
import { queryTokens } from '../apps/server/src/modules/job-search/tokenize';
import { generateJobs } from './lib/generate-jobs';
import { startServer } from './lib/server';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const ORGS = Number(process.env.BENCH_ORGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PG_DIR = process.env.BENCH_PG_DIR ?? '/tmp/rcwb-bench-search';

type TParams = Record<string, string | number>;
/** A query shape: each request draws its parameters from the list, in turn. */
type TShape = { name: string; params: TParams[] };

const SHAPES: TShape[] = [
  { name: 'one-char Chinese', params: ['师', '员', '销', '工', '会', '护'].map((k) => ({ keyword: k })) },
  {
    name: 'two-char Chinese',
    params: ['数据', '销售', '会计', '开发', '护士', '设计', '运营', '教师'].map((k) => ({ keyword: k })),
  },
  {
    name: 'longer Chinese',
    params: ['数据分析师', '前端开发工程师', '市场营销', '财务会计', '人力资源专员'].map((k) => ({
      keyword: k,
    })),
  },
  {
    name: 'English word',
    params: ['java', 'python', 'engineer', 'manager', 'sales'].map((k) => ({ keyword: k })),
  },
  {
    name: 'filters only',
    params: [
      { area: '350100', category: '01', education: '4' },
      { area: '350200', salary: '8000-12000' },
      { area: '350500', jobType: '1', experience: '3', sort: 'newest' },
      { industry: 'I', postedWithin: 7 },
    ],
  },
  {
    name: 'keyword + filters + facets',
    params: [
      { keyword: '开发', area: '350100', salary: '12000-20000', jobType: '1' },
      { keyword: '销售', area: '350200', education: '3' },
      { keyword: '工程师', category: '01', postedWithin: 30, sort: 'salary' },
      { keyword: '会计', area: '350000', experience: '3' },
    ],
  },
  {
    name: 'deep page',
    params: [
      // The last pages the search allows (MAX_RESULT_WINDOW = 1,000 results).
      { keyword: '工程师', sort: 'newest', page: 50, limit: 20 },
      { area: '350100', sort: 'newest', page: 50, limit: 20 },
    ],
  },
];

type TRun = { n: number; errors: number; p50: number; p99: number; rps: number };

/** Runs `call` from CONCURRENCY loops for SECONDS (after a short warm-up) and reports latencies. */
async function load(call: (i: number) => Promise<boolean>): Promise<TRun> {
  const run = async (ms: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let i = 0;
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const ok = await call((i += 1)).catch(() => false);
          if (record) latencies.push(performance.now() - t0);
          if (!ok) errors += 1;
        }
      }),
    );
    return { latencies, errors };
  };
  await run(1500, false);
  const started = performance.now();
  const { latencies, errors } = await run(SECONDS * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { n: latencies.length, errors, p50: q(0.5), p99: q(0.99), rps: latencies.length / elapsed };
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

async function main() {
  let url = process.env.DATABASE_URL || undefined;
  // The million search rows take about 1.5 GB: PostgreSQL's default 128 MB of shared buffers would
  // keep copying pages in from the OS cache, and its 4 MB work_mem turns the bitmap of a common
  // keyword lossy (every row of those pages rechecked). The server's own defaults are unchanged.
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
  const database = connectDb(url, 20);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let webRoot: string | undefined;
  try {
    await migrateDb(database.db);
    const { app, deps } = await buildApp({ config, database, logger: false });
    await runSeeds(deps, modules);
    await app.close();
    await generateJobs(url, { orgs: ORGS, postings: POSTINGS });
    const { rows: size } = await database.pool.query<{ rows: number; bytes: string }>(
      `SELECT (SELECT count(*) FROM job_search)::int AS rows,
         pg_size_pretty(pg_total_relation_size('job_search') + pg_total_relation_size('job_posting')) AS bytes`,
    );
    console.log(
      `\njob_search: ${size[0]!.rows.toLocaleString()} rows; postings and index: ${size[0]!.bytes}`,
    );

    // The API alone is measured: a one-file web root satisfies the server's readiness check.
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-bench-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>bench</title>');
    server = await startServer({ DATABASE_URL: url, RCWB_SEED_DEMO: 'false', RCWB_WEB_DIST: webRoot });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const base = new URL(server.url);
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.get({ host: base.hostname, port: base.port, path, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
      });
    const cipher = smCryptoCipher(config.wireKey);
    const bands = (
      await database.pool.query<{ value: string }>(
        `SELECT value FROM dict_entry WHERE dict_type = 'salary_band' AND enabled ORDER BY sort, id`,
      )
    ).rows.flatMap((r) => parseBand(r.value) ?? []);
    const parse = (p: TParams): TJobSearch => ZJobSearch.parse(p);

    /** One search as the web app makes it: encrypted query, encrypted answer, whole body read. */
    const viaHttp = async (p: TParams) => {
      const res = await get(`/api/recruitment/job/search?${WIRE.queryParam}=${encodeQuery(cipher, p)}`, {
        [WIRE.responseTypeHeader]: WIRE.sm4,
        'accept-language': 'zh-CN',
      });
      return {
        status: res.status,
        encrypted: res.headers[WIRE.encryptedResponseHeader] === '1',
        body: res.body,
      };
    };
    /** The same statements straight on the database: page ids, then cards; totals and facets. */
    const direct = async (p: TParams) => {
      const f = parse(p);
      const { tokens } = queryTokens(f.keyword ?? '');
      const offset = (f.page - 1) * f.limit;
      const { ids } = await runSearchSql(deps, f, tokens, bands, offset, f.limit);
      await loadCards(deps, ids, []);
      return true;
    };

    // The machine may be shared: its load is printed with the figures.
    const loadAverage = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    const loadBefore = loadAverage();
    const results: { shape: string; api: TRun; sql: TRun; plans: string[]; indexed: boolean }[] = [];
    for (const shape of SHAPES) {
      // Check the answer once, decrypted, so a failing shape cannot pass as fast.
      const sample = await viaHttp(shape.params[0]!);
      const env = (
        sample.encrypted ? decodeResponse(cipher, sample.body) : JSON.parse(sample.body)
      ) as TEnvelope<{
        total: number;
        totalExact: boolean;
        rows: unknown[];
      }>;
      if (env.code !== 200) throw new Error(`${shape.name}: ${env.msg}`);
      const api = await load(
        async (i) => (await viaHttp(shape.params[i % shape.params.length]!)).status === 200,
      );
      const direct_ = await load((i) => direct(shape.params[i % shape.params.length]!));
      const f = parse(shape.params[0]!);
      const { tokens } = queryTokens(f.keyword ?? '');
      const plans: string[] = [];
      const offset = (f.page - 1) * f.limit;
      const statements: [string, ReturnType<typeof pageIdsQuery>][] =
        f.sort === 'relevance' && tokens.length
          ? [
              ['relevance: title tier', titleTierQuery(f, tokens, offset + f.limit)],
              [
                'relevance: other matches (read only when the title tier runs out)',
                pageIdsQuery({ ...f, sort: 'newest' }, tokens, 0, 2 * (offset + f.limit)),
              ],
            ]
          : [['page', pageIdsQuery(f, tokens, offset, f.limit)]];
      statements.push(['facets (sample)', facetsQuery(f, tokens, bands, new Date())]);
      for (const [label, query] of statements) {
        const plan = await deps.db.execute<{ 'QUERY PLAN': string }>(
          sql`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${query}`,
        );
        plans.push(`  [${label}]\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
      }
      const text = plans.join('\n');
      const indexed = !/Seq Scan on job_search/.test(text) && /Index/.test(text);
      console.log(
        `\n== ${shape.name} (${JSON.stringify(shape.params[0])}): total ${env.data!.totalExact ? '' : '≈'}${env.data!.total}, ${env.data!.rows.length} rows`,
      );
      console.log(text);
      results.push({ shape: shape.name, api, sql: direct_, plans, indexed });
    }
    agent.destroy();

    console.log(
      `\nJob search, ${size[0]!.rows.toLocaleString()} postings, ${CONCURRENCY} concurrent clients, ${SECONDS} s per run, ${os.cpus().length} cores`,
    );
    console.log(`load average (1, 5, 15 min): before ${loadBefore}; after ${loadAverage()}`);
    console.log(
      [
        'shape'.padEnd(28),
        'API p50',
        'API p99',
        'API req/s',
        'SQL p50',
        'SQL p99',
        'SQL req/s',
        'p99 ratio',
        'index',
      ].join(' | '),
    );
    for (const r of results) {
      console.log(
        [
          r.shape.padEnd(28),
          fmt(r.api.p50).padStart(7),
          fmt(r.api.p99).padStart(7),
          fmt(r.api.rps).padStart(9),
          fmt(r.sql.p50).padStart(7),
          fmt(r.sql.p99).padStart(7),
          fmt(r.sql.rps).padStart(9),
          fmt(r.api.p99 / r.sql.p99).padStart(9),
          r.indexed ? 'yes' : 'NO',
        ].join(' | ') +
          (r.api.errors || r.sql.errors ? `  (errors: API ${r.api.errors}, SQL ${r.sql.errors})` : ''),
      );
    }
    console.log('latencies in ms; "p99 ratio" = API p99 / SQL p99; aim: API p99 < 100 ms');
  } finally {
    await server?.stop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
    await database.close();
    await embedded?.stop();
  }
}

await main();
