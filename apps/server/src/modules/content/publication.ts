import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { contentStatusLog } from '../../db/schema';
import type { TSessionUser } from '../../core/session-user';
import { notFound, warning } from '../../core/errors';
import { type TContentTable, findRow } from './content-kind';

export type TPublishStatus = 'draft' | 'published' | 'withdrawn';

/**
 * Allowed moves of the publication life cycle: a draft or a withdrawn item may be published,
 * only a published one withdrawn. Anything else is refused so the log never records a no-op.
 */
const NEXT: Record<'publish' | 'withdraw', TPublishStatus[]> = {
  publish: ['draft', 'withdrawn'],
  withdraw: ['published'],
};

export const canMove = (from: TPublishStatus, action: 'publish' | 'withdraw'): boolean =>
  NEXT[action].includes(from);

/**
 * Publishes or withdraws an item and logs the change (who, from, to) in one transaction; the row
 * is locked so two editors acting at once cannot both move it.
 */
export async function moveStatus(
  db: TDb,
  kind: string,
  table: TContentTable,
  id: number,
  action: 'publish' | 'withdraw',
  actor: TSessionUser,
): Promise<TPublishStatus> {
  if (!table.status) throw new Error(`${kind} has no publication status`);
  const status = table.status;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status }).from(table).where(eq(table.id, id)).for('update');
    if (!locked) throw notFound(`content.notFound`);
    const from = locked.status as TPublishStatus;
    if (!canMove(from, action)) throw warning(`content.cannot.${action}`);
    const to: TPublishStatus = action === 'publish' ? 'published' : 'withdrawn';
    await tx
      .update(table)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'published' && table.publishedAt
          ? { publishedAt: sql`coalesce(${table.publishedAt}, now())` }
          : {}),
      } as never)
      .where(eq(table.id, id));
    await tx.insert(contentStatusLog).values({
      kind,
      targetId: id,
      fromStatus: from,
      toStatus: to,
      actorId: actor.accountId,
      actorName: actor.username,
    });
    return to;
  });
}

/** Whether an item exists and is public (used by collections and related items). */
export async function isPublished(db: TDb, table: TContentTable, id: number): Promise<boolean> {
  const row = await findRow<{ status?: string }>(db, table, id);
  return !!row && (!table.status || row.status === 'published');
}
