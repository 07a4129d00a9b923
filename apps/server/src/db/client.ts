import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type TDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type TDatabase = { db: TDb; pool: pg.Pool; close: () => Promise<void> };

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type TPoolOptions = {
  max?: number;
  /**
   * Longest a statement may run, in ms (0 or absent: no limit). A search that a crafted query makes
   * slow is cancelled by PostgreSQL instead of holding its connection while others queue for it.
   */
  statementTimeoutMs?: number;
};

export function connectDb(url: string, options: number | TPoolOptions = {}): TDatabase {
  const { max = 20, statementTimeoutMs = 0 } = typeof options === 'number' ? { max: options } : options;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection (e.g. the server shutting down first) must not crash
  // the process; the next query reconnects or fails where it can be handled.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

/** The pool a database handle of connectDb runs on. */
const poolOf = (db: TDb): pg.Pool => (db as unknown as { $client: pg.Pool }).$client;

/**
 * Runs `work` while this process holds the named PostgreSQL advisory lock: nodes starting at once
 * take turns. The lock belongs to one connection of the pool, kept for the whole of `work`, and is
 * released with it (also when the process dies: PostgreSQL ends the session).
 */
export async function withStartupLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`rcwb:${name}`]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`rcwb:${name}`]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies pending migrations, one node at a time (drizzle's migrator takes no lock of its own: two
 * nodes starting together would both apply the same migration). The lock is held on a connection
 * of its own, so the pool needs two.
 */
export async function migrateDb(db: TDb, pool: pg.Pool = poolOf(db)): Promise<void> {
  await withStartupLock(pool, 'migrate', () => migrate(db, { migrationsFolder: MIGRATIONS }));
}
