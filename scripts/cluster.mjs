#!/usr/bin/env node
// `npm run cluster`: the production shape on one machine, all on 127.0.0.1 (docs/deploy.md):
// nginx in front of two nodes, PostgreSQL 15 and Redis from Debian's packages. Ctrl-C stops it.
//
//   npm run cluster [-- --port 8000] [--dir /tmp/rcwb-cluster] [--nodes 2] [--together] [--tls] [--keep]
//
// --port: nginx's port; the nodes, PostgreSQL and Redis take the next ones (default: free ports
// with nginx on 8000). --dir: where the databases, shared files and logs live (default: a new
// temporary directory, removed on stop unless --keep). The first node starts alone (it migrates
// and seeds), then the others; --together starts all at once, as after a host restart. --tls:
// nginx serves HTTPS and HTTP/2 with a self-signed certificate made in the directory.
//
// Tests and benches use it programmatically:
//   const cluster = await startCluster({ dir, port });
//   cluster.url, cluster.nodes ([{ name, port, url, pid }]), cluster.databaseUrl,
//   await cluster.kill('a'), await cluster.restart('a'), await cluster.stop()
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, freePort, startPostgres15 } from './lib/debian.mjs';
import { startNginx } from './lib/nginx.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const NODE_NAMES = 'abcdefgh';

/** Resolves once `url` answers 200, or rejects after `ms` (or when `alive()` turns false). */
async function waitForOk(url, ms, alive = () => true) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (!alive()) throw new Error(`${url}: the process ended before it answered`);
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Waits for a child process to end (resolves at once if it has). */
const ended = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * How long nginx leaves a node alone after a failed request (connection refused, reset): a node
 * started again takes traffic only once this has passed since its last failure.
 */
export const NODE_FAIL_TIMEOUT_S = 5;

/**
 * Starts PostgreSQL, Redis, the nodes and nginx. `env` is added to every node's environment (e.g.
 * RCWB_SEED_DEMO_VOLUME=off for a quicker start in tests).
 */
export async function startCluster(opts = {}) {
  ensureDebianPackages(
    ['postgresql-15', 'redis-server', 'nginx'],
    'the cluster (nginx, Redis, PostgreSQL 15)',
  );
  const webDist = path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error('The web app is not built: run `npm run build` first.');
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-cluster-'));
  const log = opts.log ?? ((line) => console.log(line));
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  // PostgreSQL runs as the postgres user, who must pass through to its data inside.
  fs.chmodSync(dir, 0o755);
  const nodeCount = opts.nodes ?? 2;
  const port = (i) => (opts.port ? Promise.resolve(opts.port + i) : freePort());
  const nginxPort = opts.port ?? (await freePort());
  const nodePorts = [];
  for (let i = 1; i <= nodeCount; i += 1) nodePorts.push(await port(i));
  const pgPort = await port(nodeCount + 1);
  const redisPort = await port(nodeCount + 2);

  const children = new Set();
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((err) => log(`stopping: ${err.message}`));
    stops.length = 0;
    if (!opts.dir && !opts.keep) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    log(`PostgreSQL 15 on 127.0.0.1:${pgPort}`);
    const pg = await startPostgres15({ dir: path.join(dir, 'pg'), port: pgPort, quiet: true });
    stops.push(async () => pg.stop());

    log(`Redis on 127.0.0.1:${redisPort}`);
    const redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', fs.openSync(path.join(dir, 'logs/redis.log'), 'a'), 'inherit'] },
    );
    children.add(redis);
    stops.push(async () => {
      redis.kill('SIGTERM');
      await ended(redis);
    });

    // What the nodes share: the database, Redis, the files directory (uploads, exports) and the
    // data key of personal data at rest; the wire key is the built-in default of the web app.
    const shared = path.join(dir, 'shared');
    fs.mkdirSync(shared, { recursive: true });
    const keyFile = path.join(dir, 'data.key');
    if (!fs.existsSync(keyFile))
      fs.writeFileSync(keyFile, crypto.randomBytes(16).toString('hex'), { mode: 0o600 });
    const url = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${nginxPort}`;
    const nodeEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url,
      RCWB_REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      RCWB_DATA_DIR: shared,
      RCWB_DATA_KEY: fs.readFileSync(keyFile, 'utf8').trim(),
      RCWB_WEB_DIST: webDist,
      RCWB_PUBLIC_URL: url,
      // nginx on this machine is the one proxy whose X-Forwarded-For is believed.
      RCWB_TRUST_PROXY: '127.0.0.1',
      ...opts.env,
    };

    const nodes = nodePorts.map((p, i) => ({
      name: NODE_NAMES[i],
      port: p,
      url: `http://127.0.0.1:${p}`,
      pid: undefined,
      child: undefined,
    }));
    const launch = (node) => {
      const out = fs.openSync(path.join(dir, `logs/node-${node.name}.log`), 'a');
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: { ...nodeEnv, PORT: String(node.port) },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      children.add(child);
      child.once('exit', () => children.delete(child));
      node.child = child;
      node.pid = child.pid;
      return waitForOk(`${node.url}/api/web-auth/config`, opts.startTimeoutMs ?? 300_000, () =>
        children.has(child),
      ).catch((err) => {
        const lines = fs
          .readFileSync(path.join(dir, `logs/node-${node.name}.log`), 'utf8')
          .trim()
          .split('\n');
        throw new Error(`node ${node.name}: ${err.message}\n${lines.slice(-15).join('\n')}`);
      });
    };
    const stopNode = async (node, signal) => {
      const child = node.child;
      if (!child) return;
      child.kill(signal);
      await ended(child);
      node.child = undefined;
      node.pid = undefined;
    };
    stops.push(async () => {
      await Promise.all(nodes.map((n) => stopNode(n, 'SIGTERM')));
    });

    log(`Nodes on ${nodes.map((n) => n.url).join(', ')} (logs in ${dir}/logs)`);
    if (opts.together) {
      // All at once, as after a host restart: migrations and the job runner's set-up take a lock.
      await Promise.all(nodes.map(launch));
    } else {
      // The first node migrates and seeds the demo data alone, then the others join.
      await launch(nodes[0]);
      await Promise.all(nodes.slice(1).map(launch));
    }

    const nginx = await startNginx({
      dir,
      port: nginxPort,
      upstreams: nodes.map((n) => `127.0.0.1:${n.port}`),
      webDist,
      failTimeoutS: NODE_FAIL_TIMEOUT_S,
      tls: opts.tls,
      log,
    });
    stops.unshift(nginx.stop);

    const byName = (name) => {
      const node = nodes.find((n) => n.name === name);
      if (!node) throw new Error(`no node ${name}`);
      return node;
    };
    const view = (n) => ({ name: n.name, port: n.port, url: n.url, pid: n.pid });
    return {
      url,
      dir,
      databaseUrl: pg.url,
      redisUrl: nodeEnv.RCWB_REDIS_URL,
      get nodes() {
        return nodes.map(view);
      },
      /** kill -9 of a node: no shutdown, its connections simply drop. */
      kill: (name) => stopNode(byName(name), 'SIGKILL'),
      restart: async (name) => {
        const node = byName(name);
        await stopNode(node, 'SIGTERM');
        await launch(node);
      },
      /** Starts a node that was killed (resolves once it answers). */
      start: (name) => launch(byName(name)),
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

function argsOf(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--keep') out.keep = true;
    else if (a === '--port') out.port = Number(argv[(i += 1)]);
    else if (a === '--dir') out.dir = path.resolve(argv[(i += 1)]);
    else if (a === '--nodes') out.nodes = Number(argv[(i += 1)]);
    else if (a === '--together') out.together = true;
    else if (a === '--tls') out.tls = true;
    else throw new Error(`unknown option ${a} (--port N, --dir D, --nodes N, --together, --tls, --keep)`);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = argsOf(process.argv.slice(2));
  const cluster = await startCluster({ port: 8000, ...args }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
  console.log(`\nRCWB cluster: ${cluster.url}/rcwb/  (Ctrl-C stops it; data in ${cluster.dir})\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster …');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
