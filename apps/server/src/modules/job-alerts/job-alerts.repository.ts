import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TTx } from '../../core/tx';
import { jobAlertSends, jobAlerts } from '../../db/schema';

export type TAlertRow = typeof jobAlerts.$inferSelect;

const own = (accountId: number, id: number) => and(eq(jobAlerts.accountId, accountId), eq(jobAlerts.id, id));

/** Postings the alert announced since it was last opened. */
const newSince = sql<number>`(SELECT count(*)::int FROM ${jobAlertSends} x
    WHERE x.alert_id = ${jobAlerts.id} AND x.sent_at > ${jobAlerts.openedAt})`;

/** The account's alerts, newest first, each with its count of new postings. */
export function alertsOf(db: TDb, accountId: number) {
  return db
    .select({ alert: jobAlerts, newCount: newSince })
    .from(jobAlerts)
    .where(eq(jobAlerts.accountId, accountId))
    .orderBy(desc(jobAlerts.id));
}

/** Serialises one person's saves until the transaction ends, so two at once cannot pass the limit. */
export async function lockAlertsOf(tx: TTx, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('job_alert'), ${accountId})`);
}

export async function countAlerts(tx: TTx, accountId: number): Promise<number> {
  const [n] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.accountId, accountId));
  return n?.n ?? 0;
}

export async function insertAlert(tx: TTx, values: typeof jobAlerts.$inferInsert): Promise<TAlertRow> {
  const [row] = await tx.insert(jobAlerts).values(values).returning();
  return row!;
}

/** Changes one of the account's alerts; undefined when it has none with that id. */
export async function updateAlert(
  db: TDb,
  accountId: number,
  id: number,
  set: Partial<Pick<typeof jobAlerts.$inferInsert, 'name' | 'enabled'>> | 'opened',
): Promise<TAlertRow | undefined> {
  const [row] = await db
    .update(jobAlerts)
    .set(set === 'opened' ? { openedAt: sql`now()` } : set)
    .where(own(accountId, id))
    .returning();
  return row;
}

export async function deleteAlert(db: TDb, accountId: number, id: number): Promise<boolean> {
  const removed = await db.delete(jobAlerts).where(own(accountId, id)).returning({ id: jobAlerts.id });
  return removed.length > 0;
}
