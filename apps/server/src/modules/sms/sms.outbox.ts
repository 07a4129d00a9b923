import { type SQL, and, count, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TPaging, pageOf } from '../../core/paging';
import { smsOutbox } from '../../db/schema';

export type TOutboxFilters = { recipient?: string; template?: string };

/** A page of the outbox the default gateway writes, newest first. */
export async function outboxPage(db: TDb, f: TOutboxFilters, paging: TPaging) {
  const filters: SQL[] = [];
  if (f.recipient) filters.push(eq(smsOutbox.recipient, f.recipient));
  if (f.template) filters.push(eq(smsOutbox.template, f.template));
  const where = filters.length ? and(...filters) : undefined;
  return pageOf(
    paging,
    db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.id)),
    db.select({ n: count() }).from(smsOutbox).where(where),
  );
}

/** An outbox entry as staff see it: whether it carried a code, never the code itself. */
export const presentOutbox = (r: typeof smsOutbox.$inferSelect) => ({
  id: r.id,
  recipient: r.recipient,
  template: r.template,
  text: r.text,
  hasCode: r.codeId !== null,
  createdAt: r.createdAt.toISOString(),
});
