// Debian packages and a throw-away PostgreSQL 15 cluster, shared by `npm test` (scripts/test-all.mjs)
// and `npm run cluster` (scripts/cluster.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const dpkgInstalled = (pkg) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  );

/** Installs missing Debian packages as root, or stops with a message naming them. */
export function ensureDebianPackages(pkgs, why) {
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

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL tool as the postgres user when we are root (it refuses to run as root). */
function asPostgres(args, opts = {}) {
  const [cmd, rest] =
    os.userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
  execFileSync(cmd, rest, { stdio: opts.quiet ? 'ignore' : 'inherit' });
}

/**
 * Starts a PostgreSQL 15 cluster from Debian's packages in `dir` (made when absent) on `port`, only
 * on 127.0.0.1 with trust authentication. stop() stops it; the caller removes the directory.
 */
export async function startPostgres15({ dir, port, quiet = false } = {}) {
  ensureDebianPackages(['postgresql-15'], 'PostgreSQL 15');
  const base = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-pg15-'));
  fs.mkdirSync(base, { recursive: true });
  fs.chmodSync(base, 0o777);
  const data = path.join(base, 'data');
  const pgPort = port ?? (await freePort());
  if (!fs.existsSync(path.join(data, 'PG_VERSION')))
    asPostgres(
      [
        `${PG_BIN}/initdb`,
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { quiet },
    );
  const ctl = (...args) => asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, ...args], { quiet });
  ctl(
    '-l',
    path.join(base, 'log'),
    '-w',
    '-o',
    `-p ${pgPort} -k ${base} -c listen_addresses=127.0.0.1`,
    'start',
  );
  return {
    dir: base,
    url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    stop: () => ctl('-m', 'fast', '-w', 'stop'),
  };
}

/** A throw-away PostgreSQL 15 cluster for the length of `fn`. */
export async function withPostgres15(fn) {
  const pg = await startPostgres15();
  try {
    await fn(pg.url);
  } finally {
    pg.stop();
    fs.rmSync(pg.dir, { recursive: true, force: true });
  }
}
