import type { TDb } from '../src/db/client';
import { operationLogs } from '../src/db/schema';

export type TOperationRow = typeof operationLogs.$inferSelect;

/**
 * The operation log is written in the background, after the answer has gone: waits until a
 * matching row is there (up to 2 s), rather than reading once and racing the write.
 */
export async function waitForOperation(
  db: TDb,
  where: (row: TOperationRow) => boolean,
): Promise<TOperationRow> {
  for (let i = 0; i < 100; i++) {
    const hit = (await db.select().from(operationLogs)).find(where);
    if (hit) return hit;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('operation log row never appeared');
}
