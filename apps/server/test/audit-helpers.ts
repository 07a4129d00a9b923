import type { TDb } from '../src/db/client';
import { operationLogs } from '../src/db/schema';

export type TOperationRow = typeof operationLogs.$inferSelect;

/**
 * The operation log is written in the background, after the answer has gone: waits until at
 * least `count` rows match (up to 2 s) and returns the matching rows, rather than reading once
 * and racing the write.
 */
export async function waitForOperations(
  db: TDb,
  where: (row: TOperationRow) => boolean,
  count = 1,
): Promise<TOperationRow[]> {
  for (let i = 0; i < 100; i++) {
    const hits = (await db.select().from(operationLogs)).filter(where);
    if (hits.length >= count) return hits;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} matching operation log rows appeared`);
}

/** The first operation log row that matches, once it is there. */
export const waitForOperation = async (db: TDb, where: (row: TOperationRow) => boolean) =>
  (await waitForOperations(db, where))[0]!;
