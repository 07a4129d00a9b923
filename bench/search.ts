/**
 * Job search at scale: fills PostgreSQL with 1,000,000 postings of 100,000 organisations (once;
 * the data dir is kept for reruns), then for each query shape draws searches from a pool of a few
 * hundred (Zipf-weighted, pages 1–3; bench/lib/search-pools.ts) and measures p50/p99 latency and
 * throughput at 50 concurrent clients and at one client, three ways: through the real HTTP API
 * (wire cipher and envelope included) with the search cache, first with none of the shape's
 * searches cached and then again with what that run cached ("warm"), through the API with the
 * cache off (the engine alone), and the same SQL run directly; prints the API/SQL ratio, the
 * cache's hit ratio and each shape's query plans.
 *
 *   npm run bench:search                      embedded PostgreSQL under $BENCH_PG_DIR
 *   DATABASE_URL=postgres://… npm run bench:search   any PostgreSQL 15+ (e.g. Debian's)
 *
 * BENCH_POSTINGS / BENCH_ORGS shrink the data; BENCH_SECONDS sets the time per shape and mode
 * (BENCH_SINGLE_SECONDS for one client); BENCH_CONCURRENCY (default 50) the number of concurrent
 * clients; BENCH_SHAPES (comma-separated substrings of shape names) runs some shapes only;
 * BENCH_WARMUP_SECONDS (default 1.5) the unmeasured load before each measurement.
 * Delete $BENCH_PG_DIR (default /tmp/rcwb-bench-search) afterwards: it holds several GB.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { WIRE, encodeQuery, smCryptoCipher, decodeResponse, type TEnvelope } from '@rcwb/shared';
import {
  FACET_SAMPLE,
  facetsQuery,
  pageIdsQuery,
  parseBand,
  type TScan,
  titleTierQuery,
  titleTokensOf,
} from '../apps/server/src/modules/job-search/search.query';
import { createTokenStats } from '../apps/server/src/modules/job-search/token-stats';
import { sampleReferences } from '../apps/server/src/modules/jobs/sample-postings';
import { ZJobSearch, type TJobSearch } from '../apps/server/src/modules/job-search/search.schemas';
import { loadCards } from '../apps/server/src/modules/job-search/cards';
import { newestScanOf, scanOf } from '../apps/server/src/modules/job-search/scan-choice';
import { runSearchSql } from '../apps/server/src/modules/job-search/search.service';
import { queryTokens } from '../apps/server/src/modules/job-search/tokenize';
import { openBenchDatabase } from './lib/database';
import { loadAverage } from './lib/figures';
import { generateJobs } from './lib/generate-jobs';
import { searchDrawer, searchShapes, type TSearchParams } from './lib/search-pools';
import { startServer } from './lib/server';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const ORGS = Number(process.env.BENCH_ORGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SINGLE_SECONDS = Number(process.env.BENCH_SINGLE_SECONDS ?? SECONDS / 2);
const ONLY = process.env.BENCH_SHAPES?.split(',').filter(Boolean);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PG_DIR = process.env.BENCH_PG_DIR ?? '/tmp/rcwb-bench-search';
/** Unmeasured load before each measurement: with the cache on, how warm the cache starts. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1.5);

/** How the API answered (header x-search-cache): from the cache, the page alone, or anew. */
const ANSWERS = ['hit', 'partial', 'miss'] as const;
type TAnswer = (typeof ANSWERS)[number];
type TLatencies = { n: number; p50: number; p99: number };
type TRun = TLatencies & {
  errors: number;
  rps: number;
  hits: number;
  /** The latencies of each kind of answer, where the API tells (cache on). */
  answers: Record<TAnswer, TLatencies>;
};
/** One call's outcome: false on error, true when answered, or how the API answered. */
type TOutcome = boolean | TAnswer;

/** The count, p50 and p99 of some latencies. */
function latencies(list: number[]): TLatencies {
  const sorted = [...list].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { n: sorted.length, p50: q(0.5), p99: q(0.99) };
}

/** Runs `call` from `clients` loops for `seconds` (after a short warm-up) and reports latencies. */
async function load(clients: number, seconds: number, call: () => Promise<TOutcome>): Promise<TRun> {
  const run = async (ms: number, record: boolean) => {
    const all: number[] = [];
    const byAnswer = Object.fromEntries(ANSWERS.map((a) => [a, [] as number[]])) as Record<TAnswer, number[]>;
    let errors = 0;
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const outcome = await call().catch(() => false);
          const ms = performance.now() - t0;
          if (!record) continue;
          all.push(ms);
          if (!outcome) errors += 1;
          if (typeof outcome === 'string') byAnswer[outcome].push(ms);
        }
      }),
    );
    return { all, errors, byAnswer };
  };
  await run(WARMUP_SECONDS * 1000, false);
  const started = performance.now();
  const { all, errors, byAnswer } = await run(seconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  return {
    ...latencies(all),
    errors,
    rps: all.length / elapsed,
    hits: all.length ? byAnswer.hit.length / all.length : 0,
    answers: Object.fromEntries(ANSWERS.map((a) => [a, latencies(byAnswer[a])])) as Record<
      TAnswer,
      TLatencies
    >,
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

/** One shape's runs per mode; `warm`: the cached API asked the same sequence again right after `cached`. */
type TModes = Record<'cached' | 'warm' | 'engine' | 'sql', TRun>;

/** The table's columns per mode: p50, p99 and throughput, and the cache's hits where it is on. */
type TColumn = [header: string, cell: (m: TModes) => string];
const COLUMNS: TColumn[] = (
  [
    ['cached', 'cached'],
    ['warm', 'warm'],
    ['engine', 'engine'],
    ['SQL', 'sql'],
  ] as const
).flatMap(([label, mode]): TColumn[] => [
  [`${label} p50`, (m) => fmt(m[mode].p50)],
  ['p99', (m) => fmt(m[mode].p99)],
  ['req/s', (m) => fmt(m[mode].rps)],
  ...(mode === 'cached' || mode === 'warm'
    ? [['hits', (m: TModes) => `${Math.round(m[mode].hits * 100)}%`] satisfies TColumn]
    : []),
]);

async function main() {
  // The million search rows take about 1.5 GB: PostgreSQL's default 128 MB of shared buffers would
  // keep copying pages in from the OS cache, and its 4 MB work_mem turns the bitmap of a common
  // keyword lossy (every row of those pages rechecked). The server's own defaults are unchanged.
  const { url, config, database, deps, close } = await openBenchDatabase(
    PG_DIR,
    { shared_buffers: '1GB', work_mem: '16MB' },
    20,
  );
  let cached: Awaited<ReturnType<typeof startServer>> | undefined;
  let engine: Awaited<ReturnType<typeof startServer>> | undefined;
  let webRoot: string | undefined;
  try {
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
    // Two servers on the same database: the production settings (search cache on) and the
    // engine alone (cache off), each measured on its own.
    const serverEnv = { DATABASE_URL: url, RCWB_SEED_DEMO: 'false', RCWB_WEB_DIST: webRoot };
    cached = await startServer(serverEnv);
    engine = await startServer({ ...serverEnv, RCWB_SEARCH_CACHE_ENTRIES: '0' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const get = (server: string, path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const base = new URL(server);
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
    const bandValues = (
      await database.pool.query<{ value: string }>(
        `SELECT value FROM dict_entry WHERE dict_type = 'salary_band' AND enabled ORDER BY sort, id`,
      )
    ).rows.map((r) => r.value);
    const bands = bandValues.flatMap((v) => parseBand(v) ?? []);
    const parse = (p: TSearchParams): TJobSearch => ZJobSearch.parse(p);
    const tokenStats = createTokenStats(deps.db);

    /** One search as the web app makes it: encrypted query, encrypted answer, whole body read. */
    const viaHttp = async (server: string, p: TSearchParams) => {
      const res = await get(
        server,
        `/api/recruitment/job/search?${WIRE.queryParam}=${encodeQuery(cipher, p)}`,
        {
          [WIRE.responseTypeHeader]: WIRE.sm4,
          'accept-language': 'zh-CN',
        },
      );
      return {
        status: res.status,
        cache: res.headers['x-search-cache'],
        encrypted: res.headers[WIRE.encryptedResponseHeader] === '1',
        body: res.body,
      };
    };
    const apiCall = (server: string, p: TSearchParams) => async (): Promise<TOutcome> => {
      const res = await viaHttp(server, p);
      const answer = ANSWERS.find((a) => a === res.cache);
      return res.status === 200 && (answer ?? true);
    };
    /** The same statements straight on the database: page ids and facets, then cards. */
    const direct = async (p: TSearchParams): Promise<TOutcome> => {
      const f = parse(p);
      const { tokens } = queryTokens(f.keyword ?? '');
      const offset = (f.page - 1) * f.limit;
      const { ids } = await runSearchSql(deps, tokenStats, f, tokens, bands, offset, f.limit);
      await loadCards(deps, ids, []);
      return true;
    };

    const shapes = searchShapes(sampleReferences(), bandValues).filter(
      (s) => !ONLY || ONLY.some((o) => s.name.includes(o)),
    );
    const results: { shape: string; pool: number; many: TModes; one: TModes; indexed: boolean }[] = [];
    const loadBefore = loadAverage();
    for (const shape of shapes) {
      // Check the answer once, decrypted, so a failing shape cannot pass as fast.
      const first = { ...shape.pool[0]!, page: shape.pages?.[0]?.[0] ?? 1 };
      const sample = await viaHttp(engine.url, first);
      const env = (
        sample.encrypted ? decodeResponse(cipher, sample.body) : JSON.parse(sample.body)
      ) as TEnvelope<{
        total: number;
        totalExact: boolean;
        rows: unknown[];
      }>;
      if (env.code !== 200) throw new Error(`${shape.name}: ${env.msg}`);
      // Each mode draws the same sequence of searches (same seed). The cache keeps what the
      // previous runs left within its TTL, as a running node would.
      const modes = async (clients: number, seconds: number): Promise<TModes> => {
        const measure = (ask: (search: TSearchParams) => Promise<TOutcome>) => {
          const draw = searchDrawer(shape, 1);
          return load(clients, seconds, () => ask(draw()));
        };
        const viaApi = (url: string) => (search: TSearchParams) => apiCall(url, search)();
        return {
          cached: await measure(viaApi(cached!.url)),
          warm: await measure(viaApi(cached!.url)),
          engine: await measure(viaApi(engine!.url)),
          sql: await measure(direct),
        };
      };
      const many = await modes(CONCURRENCY, SECONDS);
      const one = await modes(1, SINGLE_SECONDS);

      const f = parse(first);
      const { tokens } = queryTokens(f.keyword ?? '');
      const plans: string[] = [];
      const offset = (f.page - 1) * f.limit;
      const end = offset + f.limit;
      // Each statement with the scan the search chooses for it (search.service.ts).
      const nameOf = (scan: TScan) =>
        typeof scan === 'object'
          ? `recent: ${scan.periods[0]!.startsWith('h:') ? 'hours' : 'days'} ${scan.periods.join(' ')}`
          : scan;
      const sampleScan = await newestScanOf(tokenStats, f, tokens, FACET_SAMPLE + 1);
      const statements: [string, ReturnType<typeof pageIdsQuery>][] = [
        [
          `facets (sample, ${nameOf(sampleScan)}; its ids give the newest pages and title tier within it)`,
          facetsQuery(f, tokens, bands, new Date(), sampleScan),
        ],
      ];
      if (f.sort === 'relevance' && tokens.length) {
        const titleScan = await newestScanOf(tokenStats, f, titleTokensOf(tokens), end);
        statements.push([
          `relevance: title tier (${nameOf(titleScan)}; only when the sample holds fewer title matches than the page needs)`,
          titleTierQuery(f, tokens, end, titleScan),
        ]);
      } else if (f.sort === 'salary' || end > FACET_SAMPLE) {
        const pageScan =
          f.sort === 'salary'
            ? await scanOf(tokenStats, f, tokens, end)
            : await newestScanOf(tokenStats, f, tokens, end);
        statements.push([`page (${nameOf(pageScan)})`, pageIdsQuery(f, tokens, offset, f.limit, pageScan)]);
      }
      for (const [label, query] of statements) {
        const plan = await deps.db.execute<{ 'QUERY PLAN': string }>(
          sql`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${query}`,
        );
        plans.push(`  [${label}]\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
      }
      const text = plans.join('\n');
      const indexed = !/Seq Scan on job_search/.test(text) && /Index/.test(text);
      console.log(
        `\n== ${shape.name}: ${shape.pool.length} searches in the pool; plans of the most popular (${JSON.stringify(first)}): total ${env.data!.totalExact ? '' : '≈'}${env.data!.total}, ${env.data!.rows.length} rows`,
      );
      console.log(text);
      results.push({ shape: shape.name, pool: shape.pool.length, many, one, indexed });
    }
    const loadAfter = loadAverage();
    agent.destroy();

    console.log(
      `\nJob search, ${size[0]!.rows.toLocaleString()} postings, ${os.cpus().length} cores, ${new Date().toISOString()}`,
    );
    console.log(`load average (1, 5, 15 min): before ${loadBefore}; after ${loadAfter}`);
    const table = (title: string, pick: (r: (typeof results)[number]) => TModes) => {
      console.log(`\n${title}`);
      console.log(
        ['shape'.padEnd(29), 'pool', ...COLUMNS.map(([header]) => header), 'engine/SQL p99', 'index'].join(
          ' | ',
        ),
      );
      for (const r of results) {
        const m = pick(r);
        const errors = m.cached.errors + m.warm.errors + m.engine.errors + m.sql.errors;
        console.log(
          [
            r.shape.padEnd(29),
            String(r.pool).padStart(4),
            ...COLUMNS.map(([header, cell]) =>
              cell(m).padStart(header === 'hits' ? 4 : Math.max(header.length, 6)),
            ),
            fmt(m.engine.p99 / m.sql.p99).padStart(14),
            r.indexed ? 'yes' : 'NO',
          ].join(' | ') +
            (errors
              ? `  (errors: cached ${m.cached.errors}, warm ${m.warm.errors}, engine ${m.engine.errors}, SQL ${m.sql.errors})`
              : ''),
        );
      }
    };
    table(`${CONCURRENCY} concurrent clients, ${SECONDS} s per shape and mode`, (r) => r.many);
    table(`One client, ${SINGLE_SECONDS} s per shape and mode`, (r) => r.one);
    // Where the cached runs' tails come from: answers from the cache, pages of a cached search
    // (cards only), or searches run anew.
    console.log(`\nThe cached runs at ${CONCURRENCY} clients by answer: count, p50, p99`);
    console.log(['shape'.padEnd(29), ...ANSWERS.map((a) => a.padEnd(21))].join(' | '));
    for (const r of results) {
      const cell = (l: TLatencies) => `${l.n} ${fmt(l.p50)} ${fmt(l.p99)}`.padEnd(21);
      for (const mode of ['cached', 'warm'] as const)
        console.log(
          [`${r.shape} (${mode})`.padEnd(29), ...ANSWERS.map((a) => cell(r.many[mode].answers[a]))].join(
            ' | ',
          ),
        );
    }
    console.log(
      'latencies in ms; "cached" = API with the search cache, starting with none of the shape\'s searches cached,',
    );
    console.log(
      '"warm" = the same searches asked again right after; "hits" = share of answers made without the database;',
    );
    console.log(
      '"engine" = API with the cache off; "engine/SQL p99" = its p99 over the direct SQL\'s; aim: API p99 < 100 ms',
    );
  } finally {
    await cached?.stop();
    await engine?.stop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
    await close();
  }
}

await main();
