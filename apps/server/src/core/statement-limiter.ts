import type { TDb } from '../db/client';

/** What the public searches' statements run on: the database, or the database behind a limiter. */
export type TSearchDb = Pick<TDb, 'execute'>;

/**
 * The database with at most `max` of the search's statements running at once (0: no limit);
 * the others wait in arrival order. Under load, dozens of concurrent searches would otherwise
 * keep as many PostgreSQL backends busy on a few cores, and the CPU they take from the server
 * delays the answers the search cache could give at once. Limited per statement, never per
 * search, so a search waiting for another's result (single-flight) holds no slot.
 */
export function limitStatements(db: TDb, max: number): TSearchDb {
  if (max <= 0) return db;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    execute: (async (query: Parameters<TDb['execute']>[0]) => {
      await acquire();
      try {
        return await db.execute(query);
      } finally {
        release();
      }
    }) as TDb['execute'],
  };
}

/** Connections of the pool kept for everything but the searches (sign-in, sessions, writes). */
export const reservedConnections = (poolMax: number) => Math.max(2, Math.ceil(poolMax / 4));

/**
 * How many search statements may run at once: the configured number (0: as many as the pool
 * allows), never so many that sign-in and session checks find no free connection of the pool
 * while searches saturate it.
 */
export function searchSlots(configured: number, poolMax: number): number {
  const most = Math.max(1, poolMax - reservedConnections(poolMax));
  return configured > 0 ? Math.min(configured, most) : most;
}
