import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TPaging, pageOf } from '../../core/paging';
import { collections } from '../../db/schema';

const mine = (accountId: number, kind: string) =>
  and(eq(collections.accountId, accountId), eq(collections.kind, kind));

/** Collects an item; collecting it again changes nothing. */
export async function addCollection(
  db: TDb,
  accountId: number,
  kind: string,
  targetId: number,
): Promise<void> {
  await db.insert(collections).values({ accountId, kind, targetId }).onConflictDoNothing();
}

export async function removeCollection(
  db: TDb,
  accountId: number,
  kind: string,
  targetId: number,
): Promise<void> {
  await db.delete(collections).where(and(mine(accountId, kind), eq(collections.targetId, targetId)));
}

/** Which of `ids` the account has collected. */
export async function collectedOf(
  db: TDb,
  accountId: number,
  kind: string,
  ids: number[],
): Promise<number[]> {
  const rows = await db
    .select({ targetId: collections.targetId })
    .from(collections)
    .where(and(mine(accountId, kind), inArray(collections.targetId, ids)));
  return rows.map((r) => r.targetId);
}

/** A page of the account's collections of one kind, newest first. */
export function collectionPage(db: TDb, accountId: number, kind: string, paging: TPaging) {
  const where = mine(accountId, kind);
  return pageOf(
    paging,
    db.select().from(collections).where(where).orderBy(desc(collections.createdAt), desc(collections.id)),
    db.select({ n: count() }).from(collections).where(where),
  );
}
