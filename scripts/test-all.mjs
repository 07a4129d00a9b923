#!/usr/bin/env node
// `npm test`: every check the project has, failing fast. It installs the Debian packages the
// browser tests need when it can (root), or names them when it cannot. Under CI (or with
// RCWB_TEST_PG15=1) the API suite runs a second time on Debian's PostgreSQL 15.
//
// Checks run in stages. Inside a stage, checks that each leave a core idle run side by side: the
// static checks and the build are single-threaded tools, the API suite runs one file at a time
// against its own PostgreSQL, and the crash test mostly waits for killed nodes to come back.
// Each check's output is kept in a log and printed whole when it ends, so logs of parallel
// checks do not interleave.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, withPostgres15 } from './lib/debian.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const onCi = Boolean(process.env.CI) || process.env.RCWB_TEST_PG15 === '1';
const results = [];
const started = Date.now();

// The browser tests write a short digest of their failures here, repeated after the summary, and
// the end of each failed page beside it (`.pages`), repeated before the summary.
const failureDigest = path.join(os.tmpdir(), `rcwb-e2e-failures-${process.pid}.txt`);

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-checks-'));

/** One check: its name, command and extra environment. */
const check = (name, cmd, args, env = {}) => ({ name, cmd, args, env });

/** Runs one check to its end, its output to a log printed when it ends; resolves to success. */
function runCheck({ name, cmd, args, env }, alone) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const log = alone ? null : path.join(logDir, `${name.replace(/\W+/g, '-')}.log`);
  const out = log ? fs.openSync(log, 'w') : 'inherit';
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...env },
    });
    child.on('close', (status) => {
      const ok = status === 0;
      if (log) {
        fs.closeSync(out);
        console.log(`\n=== ${name} ended (${ok ? 'ok' : 'FAILED'}); its output:`);
        process.stdout.write(fs.readFileSync(log, 'utf8'));
        fs.rmSync(log, { force: true });
      }
      results.push({ name, ok, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
      resolve(ok);
    });
  });
}

/** Ends the run when a stage failed. */
function mustPass(ok) {
  if (!ok) finish(1);
}

/** Runs a stage's checks side by side; resolves to whether all of them passed. */
async function stage(...checks) {
  const oks = await Promise.all(checks.map((c) => runCheck(c, checks.length === 1)));
  return !oks.includes(false);
}

/** A file's text, removing the file; empty when there is none. */
function takeFile(file) {
  if (!fs.existsSync(file)) return '';
  const text = fs.readFileSync(file, 'utf8');
  fs.rmSync(file);
  return text;
}

function finish(code) {
  fs.rmSync(logDir, { recursive: true, force: true });
  const pages = takeFile(`${failureDigest}.pages`);
  if (pages) console.log(`\n=== pages of the failed browser tests\n${pages}`);
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `${results.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 60000).toFixed(1)} min`,
  );
  const digest = takeFile(failureDigest);
  if (digest) console.log(`\n=== failed browser tests (and flaky ones, passed on retry)\n${digest}`);
  process.exit(code);
}

// Before every suite: the API tests of printed archive documents embed the Noto CJK font too.
ensureDebianPackages(['chromium', 'fonts-noto-cjk'], 'the browser tests and the PDF documents');
ensureDebianPackages(['redis-server'], 'the API tests of several nodes sharing state');

mustPass(
  await stage(
    check('lint', 'npx', ['eslint', '.']),
    check('format', 'npx', ['prettier', '--check', '.']),
    check('typecheck', 'npm', ['run', 'typecheck']),
    check('build', 'npm', ['run', 'build']),
  ),
);
mustPass(await stage(check('unit', 'npm', ['run', 'test:unit'])));
const api = (name, url) => check(name, 'npx', ['vitest', 'run', '--project', 'api'], { DATABASE_URL: url });
if (onCi) {
  // The cluster shape (nginx, two nodes, Redis, PostgreSQL 15) under kill -9 (bench/crash.ts)
  // runs beside the two API runs: it waits for restarts more than it computes. The PostgreSQL 15
  // cluster of the API run is stopped before a failure ends the run.
  ensureDebianPackages(['redis-server', 'nginx'], 'the crash test of the cluster');
  let passed = false;
  await withPostgres15(async (url) => {
    passed = await stage(
      api('api (embedded PostgreSQL)', ''),
      api('api (Debian PostgreSQL 15)', url),
      check('crash (kill -9 of nodes and of PostgreSQL)', 'npx', ['tsx', 'bench/crash.ts']),
    );
  });
  mustPass(passed);
} else {
  mustPass(await stage(api('api (embedded PostgreSQL)', '')));
}
// The browser test of two nodes behind nginx (e2e/tests/cluster.spec.ts) starts the cluster shape.
ensureDebianPackages(
  ['nginx', 'redis-server', 'postgresql-15'],
  'the browser test of two nodes behind nginx',
);
mustPass(
  await stage(
    check('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      RCWB_FAILURE_DIGEST: failureDigest,
    }),
  ),
);
finish(0);
