import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { messages } from '../../db/schema';
import { pageOf } from '../../core/paging';

export type TMessageRow = typeof messages.$inferSelect;

export async function unreadCount(db: TDb, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, accountId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** A page of the recipient's messages, newest first. */
export async function listMessages(
  db: TDb,
  accountId: number,
  opts: { page: number; limit: number; unread: boolean; kind?: string },
): Promise<{ rows: TMessageRow[]; total: number }> {
  const where = and(
    eq(messages.recipientId, accountId),
    opts.unread ? isNull(messages.readAt) : undefined,
    opts.kind ? eq(messages.kind, opts.kind) : undefined,
  );
  const { rows, total: totalRow } = await pageOf(
    opts,
    db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)),
    db.select({ n: count() }).from(messages).where(where),
  );
  return { rows, total: totalRow };
}

/** Marks messages read; only the recipient's own rows are touched, whatever ids were sent. */
export async function markRead(db: TDb, accountId: number, ids: number[] | 'all'): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.recipientId, accountId),
        isNull(messages.readAt),
        ids === 'all' ? undefined : inArray(messages.id, ids),
      ),
    );
}

/** Deletes messages; only the recipient's own rows go, whatever ids were sent. */
export async function removeMessages(db: TDb, accountId: number, ids: number[]): Promise<void> {
  await db.delete(messages).where(and(eq(messages.recipientId, accountId), inArray(messages.id, ids)));
}
