#!/usr/bin/env node
// `npm test`: every check the project has, in order, failing fast. It installs the Debian
// packages the browser tests need when it can (root), or names them when it cannot.
// Under CI (or with RCWB_TEST_PG15=1) the API suite runs a second time on Debian's PostgreSQL 15.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const onCi = Boolean(process.env.CI) || process.env.RCWB_TEST_PG15 === '1';
const results = [];

// The browser tests write a short digest of their failures here, repeated next to the summary.
const failureDigest = path.join(os.tmpdir(), `rcwb-e2e-failures-${process.pid}.txt`);

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) finish(1);
}

function finish(code) {
  if (fs.existsSync(failureDigest)) {
    const digest = fs.readFileSync(failureDigest, 'utf8');
    fs.rmSync(failureDigest);
    if (digest) console.log(`\n=== failed browser tests\n${digest}`);
  }
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(code);
}

const dpkgInstalled = (pkg) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  );

/** Installs missing Debian packages as root, or stops with a message naming them. */
function ensureDebianPackages(pkgs, why) {
  const missing = pkgs.filter((p) => !dpkgInstalled(p));
  if (!missing.length) return;
  if (os.userInfo().uid !== 0) {
    console.error(
      `Missing Debian packages for ${why}: ${missing.join(' ')}\nInstall them: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages for ${why}: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A throw-away PostgreSQL 15 cluster from Debian's packages, run as the postgres user. */
async function withPostgres15(fn) {
  ensureDebianPackages(['postgresql-15'], 'the API suite on PostgreSQL 15');
  const bin = '/usr/lib/postgresql/15/bin';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-pg15-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asPg = (args) =>
    os.userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
  const sh = (args) => {
    const [c, a] = asPg(args);
    execFileSync(c, a, { stdio: 'inherit' });
  };
  sh([`${bin}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  sh([
    `${bin}/pg_ctl`,
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  try {
    await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    sh([`${bin}/pg_ctl`, '-D', data, '-m', 'fast', '-w', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Before every suite: the API tests of printed archive documents embed the Noto CJK font too.
ensureDebianPackages(['chromium', 'fonts-noto-cjk'], 'the browser tests and the PDF documents');
ensureDebianPackages(['redis-server'], 'the API tests of several nodes sharing state');

run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '.']);
run('typecheck', 'npm', ['run', 'typecheck']);
run('unit', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']);
run('api (embedded PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { DATABASE_URL: '' });
if (onCi) {
  await withPostgres15(async (url) => {
    run('api (Debian PostgreSQL 15)', 'npx', ['vitest', 'run', '--project', 'api'], { DATABASE_URL: url });
  });
}
run('build', 'npm', ['run', 'build']);
run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  RCWB_FAILURE_DIGEST: failureDigest,
});
finish(0);
