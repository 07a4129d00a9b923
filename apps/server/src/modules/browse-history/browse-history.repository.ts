import { and, count, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TPaging, pageOf } from '../../core/paging';
import { browseHistory } from '../../db/schema';

const mine = (accountId: number) => eq(browseHistory.accountId, accountId);

/** A page of the account's history, newest first, of one kind or all. */
export function historyPage(db: TDb, accountId: number, kind: string | undefined, paging: TPaging) {
  const where = and(mine(accountId), kind ? eq(browseHistory.kind, kind) : undefined);
  return pageOf(
    paging,
    db
      .select()
      .from(browseHistory)
      .where(where)
      .orderBy(desc(browseHistory.viewedAt), desc(browseHistory.id)),
    db.select({ n: count() }).from(browseHistory).where(where),
  );
}

/** Removes one of the account's entries; false when it has none with that id. */
export async function removeEntry(db: TDb, accountId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(browseHistory)
    .where(and(mine(accountId), eq(browseHistory.id, id)))
    .returning({ id: browseHistory.id });
  return removed.length > 0;
}

/** Clears the account's history; the number of entries removed. */
export async function clearHistory(db: TDb, accountId: number): Promise<number> {
  const removed = await db.delete(browseHistory).where(mine(accountId)).returning({ id: browseHistory.id });
  return removed.length;
}
