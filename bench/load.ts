/**
 * Load bench (`npm run bench:load`): a mixed workload of public job searches, job detail pages,
 * company pages, sign-ins and resume deliveries, in one run against the two-node shape (nginx in
 * front of two nodes, scripts/cluster.mjs) and against one of its nodes alone, on the same
 * database; p50/p99 latency and throughput side by side with their ratio, and the errors (an
 * answer other than HTTP 200 with envelope code 200). Then a soak through nginx
 * (--soak-minutes, default 1; 10 for the documented figure) sampling each node's RSS.
 *
 *   npm run bench:load [-- --seconds 20 --connections 20 --soak-minutes 10]
 *
 * Results of a run are kept in docs/bench-load.md by hand.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_WIRE_KEY, WIRE, encodeBody, encodeQuery, smCryptoCipher } from '@rcwb/shared';
import { startCluster } from '../scripts/cluster.mjs';
import { DEMO_PASSWORD } from './lib/crash-writers';
import { wireClient } from './lib/wire-client';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 20);
const CONNECTIONS = arg('connections', 20);
/**
 * Requests a load connection carries before it opens a new one. nginx closes a client's
 * connection after its 1,000th request (keepalive_requests) and says so in that answer;
 * autocannon does not listen and writes the next request on the closing socket, which now and
 * then meets a reset (ECONNRESET: 3 in a 10-minute soak, 15 in 20 s with the limit set to 5). A
 * browser opens a new connection, or retries the request; here the client opens its own new
 * connection first, well before nginx's limit. autocannon leaves the answer it reconnects after
 * out of its figures: one in 500.
 */
const RECONNECT_EVERY = 500;
const SOAK_MINUTES = arg('soak-minutes', 1);

const cipher = smCryptoCipher(DEFAULT_WIRE_KEY);
const SEARCHES = [
  { page: 1, limit: 20 },
  { keyword: '工程师', page: 1, limit: 20 },
  { keyword: '数据', page: 2, limit: 20 },
  { area: '350102', page: 1, limit: 20 },
  { keyword: '销售', area: '350100', page: 1, limit: 20 },
].map((q) => `/api/recruitment/job/search?${WIRE.queryParam}=${encodeQuery(cipher, q)}`);

type TRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/** Weighted kinds of request: the share of each in the mix. */
const MIX: [kind: string, weight: number][] = [
  ['search', 40],
  ['job', 25],
  ['company', 15],
  ['delivery', 15],
  ['sign-in', 5],
];

async function workload(url: string, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const api = wireClient(url);
  const jobs = (
    await db.query<{ id: number; org: number }>(
      `SELECT id, org_id AS org FROM job_posting WHERE status = 'published' ORDER BY id`,
    )
  ).rows;
  const seekers: { token: string; resumeId: number; personId: number }[] = [];
  for (let n = 1; n <= 20; n += 1) {
    const username = `demoperson${String(n).padStart(2, '0')}`;
    const token = await api.login(username, DEMO_PASSWORD);
    const resumes = await api.get<{ id: number }[]>('/delivery/my/resumes', undefined, token);
    const person = await db.query<{ id: number }>('SELECT id FROM account WHERE username = $1', [username]);
    if (resumes.data?.[0] && person.rows[0])
      seekers.push({ token, resumeId: resumes.data[0].id, personId: person.rows[0].id });
  }
  const taken = new Set(
    (await db.query<{ k: string }>(`SELECT person_id || ':' || job_id AS k FROM delivery`)).rows.map(
      (r) => r.k,
    ),
  );
  await db.end();
  // Sign-ins send the password as the web app does; one ciphertext serves every sign-in.
  const signIn = JSON.stringify(
    encodeBody(cipher, { username: 'person', password: await api.encryptPassword(DEMO_PASSWORD) }),
  );
  const total = MIX.reduce((a, [, w]) => a + w, 0);
  let n = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  /** The next request of the mix (deliveries: a seeker and a posting not paired before). */
  const next = (): TRequest => {
    let roll = (n += 1) % total;
    const kind = MIX.find(([, w]) => (roll -= w) < 0)![0];
    const headers: Record<string, string> = { 'accept-language': 'zh-CN' };
    if (kind === 'search') return { method: 'GET', path: pick(SEARCHES), headers };
    if (kind === 'job') return { method: 'GET', path: `/api/recruitment/job/${pick(jobs).id}`, headers };
    if (kind === 'company')
      return { method: 'GET', path: `/api/recruitment/company/${pick(jobs).org}`, headers };
    const post = { ...headers, [WIRE.requestTypeHeader]: WIRE.sm4, 'content-type': 'application/json' };
    if (kind === 'sign-in')
      return { method: 'POST', path: '/api/web-auth/login', headers: post, body: signIn };
    for (let i = 0; i < 100; i += 1) {
      const seeker = pick(seekers);
      const job = pick(jobs).id;
      if (taken.has(`${seeker.personId}:${job}`)) continue;
      taken.add(`${seeker.personId}:${job}`);
      return {
        method: 'POST',
        path: '/api/delivery',
        headers: { ...post, authorization: `Bearer ${seeker.token}` },
        body: JSON.stringify(encodeBody(cipher, { jobId: job, resumeId: seeker.resumeId })),
      };
    }
    return { method: 'GET', path: pick(SEARCHES), headers };
  };
  return next;
}

type TResult = {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  codes: Map<string, number>;
};

/** Runs the mix against `url` for `seconds`; an answer other than 200/code 200 is an error. */
async function measure(url: string, next: () => TRequest, seconds: number): Promise<TResult> {
  const codes = new Map<string, number>();
  let errors = 0;
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    reconnectRate: RECONNECT_EVERY,
    requests: [
      {
        setupRequest: (req) => Object.assign(req, next()),
        onResponse: (status, body) => {
          const code = /"code":(\d+)/.exec(body)?.[1] ?? 'none';
          if (status !== 200 || code !== '200') {
            errors += 1;
            const key = `HTTP ${status} code ${code}`;
            codes.set(key, (codes.get(key) ?? 0) + 1);
          }
        },
      },
    ],
  });
  run.on('reqError', (error) => {
    const key = `connection error: ${error.code ?? error.message}`;
    codes.set(key, (codes.get(key) ?? 0) + 1);
  });
  const result = await run;
  // autocannon's `errors` are connection errors, timeouts among them: each is counted by its kind.
  errors += result.errors;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    errors,
    codes,
  };
}

const rssMb = (pid: number | undefined) => {
  if (!pid) return NaN;
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const cluster = await startCluster({
  env: {
    RCWB_CAPTCHA: 'off',
    RCWB_LOG_LEVEL: 'warn',
    RCWB_LOGIN_RATE_PER_MINUTE: '1000000',
    RCWB_PUBLIC_RATE_PER_MINUTE: '1000000',
  },
  log: (l) => console.log(`cluster: ${l}`),
});
process.once('SIGINT', () => void cluster.stop().finally(() => process.exit(130)));
let failed = false;
try {
  const next = await workload(cluster.url, cluster.databaseUrl);
  // Unmeasured warm-up of both paths (compiled statements, caches).
  await measure(cluster.url, next, 5);
  const single = await measure(cluster.nodes[0]!.url, next, SECONDS);
  const shape = await measure(cluster.url, next, SECONDS);
  const row = (name: string, r: TResult) =>
    `| ${name} | ${r.p50} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.requests} | ${r.errors} |`;
  console.log(`\nMixed workload, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log('| target | p50 ms | p99 ms | requests/s | requests | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('one node', single));
  console.log(row('nginx + two nodes', shape));
  console.log(
    `| ratio (two / one) | ${(shape.p50 / single.p50).toFixed(2)} | ${(shape.p99 / single.p99).toFixed(2)} | ${(shape.rps / single.rps).toFixed(2)} | | |`,
  );
  for (const [name, r] of [
    ['one node', single],
    ['two nodes', shape],
  ] as const)
    for (const [code, count] of r.codes) console.log(`  ${name}: ${count}× ${code}`);
  if (single.errors + shape.errors > 0) failed = true;

  // Soak: the mix through nginx, each node's RSS sampled every 10 s.
  const samples: number[][] = [];
  const sample = () => samples.push(cluster.nodes.map((node) => rssMb(node.pid)));
  sample();
  const timer = setInterval(sample, 10_000);
  const soak = await measure(cluster.url, next, SOAK_MINUTES * 60);
  clearInterval(timer);
  sample();
  console.log(
    `\nSoak ${SOAK_MINUTES} min through nginx: ${soak.rps.toFixed(0)} requests/s, p99 ${soak.p99} ms, ${soak.errors} errors`,
  );
  for (const [code, count] of soak.codes) console.log(`  soak: ${count}× ${code}`);
  cluster.nodes.forEach((node, i) => {
    const series = samples.map((s) => s[i]!);
    const tail = series.slice(Math.floor(series.length / 2));
    console.log(
      `  node ${node.name} RSS MB: start ${series[0]!.toFixed(0)}, min ${Math.min(...series).toFixed(0)}, ` +
        `max ${Math.max(...series).toFixed(0)}, end ${series.at(-1)!.toFixed(0)}; ` +
        `second half ${Math.min(...tail).toFixed(0)}–${Math.max(...tail).toFixed(0)}`,
    );
    // One figure a minute (every sixth sample), to see a trend through the collector's saw-tooth.
    console.log(
      `    per minute: ${series
        .filter((_, k) => k % 6 === 0)
        .map((v) => v.toFixed(0))
        .join(' ')}`,
    );
  });
  if (soak.errors > 0) failed = true;
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
