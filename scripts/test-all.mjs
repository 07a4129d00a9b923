#!/usr/bin/env node
// `npm test`: every check the project has, in order, failing fast. It installs the Debian
// packages the browser tests need when it can (root), or names them when it cannot.
// Under CI (or with RCWB_TEST_PG15=1) the API suite runs a second time on Debian's PostgreSQL 15.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, withPostgres15 } from './lib/debian.mjs';

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

// Before every suite: the API tests of printed archive documents embed the Noto CJK font too.
ensureDebianPackages(['chromium', 'fonts-noto-cjk'], 'the browser tests and the PDF documents');

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
// The cluster shape (nginx, two nodes, Redis, PostgreSQL 15) under kill -9 (bench/crash.ts).
if (onCi) {
  ensureDebianPackages(['redis-server', 'nginx'], 'the crash test of the cluster');
  run('crash (kill -9 of nodes and of PostgreSQL)', 'npx', ['tsx', 'bench/crash.ts']);
}
run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  RCWB_FAILURE_DIGEST: failureDigest,
});
finish(0);
