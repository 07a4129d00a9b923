/**
 * Crash test (run by `npm test` under CI, and by `npm run test:crash`):
 *
 * 1. The cluster (scripts/cluster.mjs: nginx, two nodes, Redis, PostgreSQL 15). Clients register
 *    job seekers, deliver resumes and approve postings through nginx with real sessions while one
 *    node after the other is killed with `kill -9` and started again (CRASH_ROUNDS, default 20).
 * 2. A single node on its embedded PostgreSQL: the same writes while PostgreSQL's server process
 *    is killed with `kill -9` (CRASH_PG_ROUNDS, default 3); the node exits (main.ts) and is started
 *    again here, as its supervisor would.
 * CRASH_ONLY=cluster or CRASH_ONLY=single runs one of the two.
 *
 * Every write a client saw acknowledged (HTTP 200, code 200) is then looked up in the database:
 * none may be missing, none may be there twice (nor any unacknowledged one). A write that got no
 * answer is sent again as a user would press again. Exits 1 when a check fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { NODE_FAIL_TIMEOUT_S, startCluster } from '../scripts/cluster.mjs';
import { verifyWrites, type TStream, writeStream } from './lib/crash-stream';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const PG_ROUNDS = Number(process.env.CRASH_PG_ROUNDS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

/** Demo data like the quick start; the per-address limits lifted: every client here has one address. */
const TEST_ENV = {
  RCWB_CAPTCHA: 'off',
  RCWB_LOG_LEVEL: 'warn',
  RCWB_LOGIN_RATE_PER_MINUTE: '100000',
  RCWB_SMS_RATE_PER_MINUTE: '100000',
  RCWB_PUBLIC_RATE_PER_MINUTE: '100000',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let failed = false;
const check = (ok: boolean, line: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failed = true;
};

function report(name: string, stream: TStream, verdict: Awaited<ReturnType<typeof verifyWrites>>) {
  const { tally } = stream;
  const acked = tally.writes.filter((w) => w.acked);
  const byKind = (k: string) => acked.filter((w) => w.kind === k).length;
  console.log(
    `\n${name}: ${tally.writes.length} writes, ${acked.length} acknowledged ` +
      `(registrations ${byKind('registration')}, deliveries ${byKind('delivery')}, approvals ${byKind('approval')}), ` +
      `${tally.noAnswer} attempts without an answer (sent again)`,
  );
  for (const [why, n] of tally.refused) console.log(`  refused ${n}×: ${why}`);
  check(
    verdict.lost.length === 0,
    `${name}: acknowledged writes lost: ${verdict.lost.length} ${verdict.lost.slice(0, 5).join(' ')}`,
  );
  check(
    verdict.duplicated.length === 0,
    `${name}: writes stored twice: ${verdict.duplicated.length} ${verdict.duplicated.slice(0, 5).join(' ')}`,
  );
}

async function clusterCrash() {
  const started = Date.now();
  const cluster = await startCluster({ env: TEST_ENV, log: (l) => console.log(`cluster: ${l}`) });
  // Ctrl-C stops what the cluster started rather than leaving it running.
  process.once('SIGINT', () => void cluster.stop().finally(() => process.exit(130)));
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  db.on('error', () => {});
  try {
    console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(0)} s at ${cluster.url}`);
    const stream = await writeStream(cluster.url, db);
    // While a node is down the other carries on: writes acknowledged in each outage.
    const duringOutage: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const victim = cluster.nodes[round % cluster.nodes.length]!.name;
      await cluster.kill(victim);
      const before = stream.acked();
      const down = Date.now();
      await sleep(1500);
      await cluster.start(victim);
      duringOutage.push(stream.acked() - before);
      const quiet = stream.longestQuiet(down, Date.now());
      console.log(
        `round ${round}: node ${victim} killed, back after ${((Date.now() - down) / 1000).toFixed(1)} s; ` +
          `${stream.acked() - before} writes acknowledged meanwhile, longest without one ${(quiet / 1000).toFixed(1)} s`,
      );
      // nginx sends to the restarted node only once its failures are NODE_FAIL_TIMEOUT_S old;
      // killing the other node before then would leave nginx no node to send to, which is a
      // double failure rather than the single one each round is about.
      await sleep(NODE_FAIL_TIMEOUT_S * 1000 + 500);
    }
    await sleep(1000);
    await stream.stop();
    report('cluster', stream, await verifyWrites(db, stream));
    check(
      duringOutage.every((n) => n > 0),
      `cluster: clients carried on through the other node in every round (${duringOutage.join(', ')})`,
    );
    const answers = await Promise.all(
      cluster.nodes.map((n) => fetch(`${n.url}/api/web-auth/config`).then((r) => r.status)),
    );
    check(
      answers.every((s) => s === 200),
      `cluster: every restarted node rejoined and answers (${answers.join(', ')})`,
    );
  } finally {
    await db.end();
    await cluster.stop();
  }
}

/** One node on its embedded PostgreSQL, started again whenever it exits (its supervisor). */
async function singleNodeCrash() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-crash-single-'));
  fs.chmodSync(dataDir, 0o755);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://127.0.0.1:${port}`;
  let node: ChildProcess | undefined;
  let supervising = true;
  let restarts = 0;
  const log = fs.openSync(path.join(dataDir, 'node.log'), 'a');
  const launch = () => {
    node = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...TEST_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        RCWB_DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', log, log],
    });
    node.once('exit', (code) => {
      if (!supervising) return;
      restarts += 1;
      console.log(`single node: exited with ${code}; started again`);
      launch();
    });
  };
  const ready = async () => {
    for (let i = 0; i < 600; i += 1) {
      const ok = await fetch(`${url}/api/web-auth/config`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return;
      await sleep(300);
    }
    throw new Error(`the single node did not answer (log in ${dataDir}/node.log)`);
  };
  launch();
  let db: pg.Pool | undefined;
  try {
    await ready();
    const pgUrl = () =>
      `postgres://postgres:rcwb-embedded@127.0.0.1:${fs.readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[3]}/rcwb`;
    // The pool follows the server's port, which changes with every start.
    const pools = new Map<string, pg.Pool>();
    const current = () => {
      const u = pgUrl();
      if (!pools.has(u)) {
        const pool = new pg.Pool({ connectionString: u, max: 4 });
        // Its connections drop with every kill: the next query opens new ones.
        pool.on('error', () => {});
        pools.set(u, pool);
      }
      return pools.get(u)!;
    };
    const dbProxy = { query: (text: string, values?: unknown[]) => current().query(text, values) } as pg.Pool;
    const stream = await writeStream(url, dbProxy);
    for (let round = 1; round <= PG_ROUNDS; round += 1) {
      await sleep(3000);
      const pid = Number(fs.readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      const down = Date.now();
      await sleep(1000);
      await ready();
      console.log(
        `single node, round ${round}: PostgreSQL killed, the portal answers again after ${((Date.now() - down) / 1000).toFixed(1)} s`,
      );
    }
    await sleep(3000);
    await stream.stop();
    db = new pg.Pool({ connectionString: pgUrl(), max: 2 });
    report('single node', stream, await verifyWrites(db, stream));
    check(
      restarts >= PG_ROUNDS,
      `single node: the node exited after each kill and was started again (${restarts})`,
    );
    await Promise.all([...pools.values()].map((p) => p.end().catch(() => {})));
  } finally {
    supervising = false;
    await db?.end();
    if (node && node.exitCode === null) {
      node.kill('SIGTERM');
      await new Promise((r) => node!.once('exit', r));
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = Date.now();
// CRASH_ONLY=cluster or single runs one part.
const only = process.env.CRASH_ONLY;
if (only !== 'single') await clusterCrash();
if (only !== 'cluster') await singleNodeCrash();
console.log(
  `\ncrash test ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
