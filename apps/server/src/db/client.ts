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

/**
 * Applies pending migrations, one node at a time: drizzle's migrator takes no lock of its own, so
 * nodes starting at once on a new database would all run the first migration and all but one
 * fail. The session-level advisory lock is held on one connection for the whole run; a node that
 * waited finds the migrations applied and has nothing left to do.
 */
export async function migrateDb(db: TDb): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('rcwb:migrate'))`);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    // The connection is closed rather than returned: that releases the lock whatever state the
    // failed or finished run left the session in.
    client.release(true);
  }
}
