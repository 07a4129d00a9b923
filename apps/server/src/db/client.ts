import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type TDb = NodePgDatabase<typeof schema>;
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

/** Applies pending migrations; drizzle takes an advisory lock so concurrent nodes are safe. */
export async function migrateDb(db: TDb): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS });
}
