import { type SQL, and, eq, sql } from 'drizzle-orm';
import { accounts, gb01, jobPostings } from '../../db/schema';
import type { TExec, TTx } from '../../core/tx';

export type TJobRow = typeof jobPostings.$inferSelect;

/** The posting with its organisation's display name. */
export async function findJob(db: TExec, where: SQL | undefined) {
  const [row] = await db
    .select({ job: jobPostings, orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})` })
    .from(jobPostings)
    .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
    .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
    .where(where);
  return row;
}

/** Locks one posting for a state change; `orgId` limits it to that organisation's own. */
export async function lockJob(tx: TTx, id: number, orgId?: number): Promise<TJobRow | undefined> {
  const [row] = await tx
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.id, id), orgId === undefined ? undefined : eq(jobPostings.orgId, orgId)))
    .for('update');
  return row;
}

/** An organisation may submit and publish only once staff approved its Gb01 record. */
export async function orgApproved(db: TExec, orgId: number): Promise<boolean> {
  const [row] = await db.select({ status: gb01.reviewStatus }).from(gb01).where(eq(gb01.accountId, orgId));
  return row?.status === 'approved';
}
