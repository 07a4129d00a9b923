import { and, count, eq, isNull } from 'drizzle-orm';
import type { TPersonWorkbench } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import {
  accounts,
  collections,
  deliveries,
  interviews,
  jobAlerts,
  messages,
  resumes,
  talentInvitations,
} from '../../db/schema';
import { defaultResumeOf } from '../resumes';

const countOf = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

/** Everything the person's workbench counts, read straight from the tables in one go. */
export async function personWorkbench(db: TDb, personId: number): Promise<TPersonWorkbench> {
  const [
    account,
    resume,
    resumeCount,
    byStatus,
    pendingInterviews,
    pendingInvitations,
    saved,
    alerts,
    unread,
  ] = await Promise.all([
    db.select({ complete: accounts.profileComplete }).from(accounts).where(eq(accounts.id, personId)),
    defaultResumeOf(db, personId),
    countOf(db.select({ n: count() }).from(resumes).where(eq(resumes.accountId, personId))),
    db
      .select({ status: deliveries.status, n: count() })
      .from(deliveries)
      .where(eq(deliveries.personId, personId))
      .groupBy(deliveries.status),
    countOf(
      db
        .select({ n: count() })
        .from(interviews)
        .where(and(eq(interviews.personId, personId), eq(interviews.status, 'pending'))),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(talentInvitations)
        .where(and(eq(talentInvitations.personId, personId), eq(talentInvitations.status, 'pending'))),
    ),
    countOf(db.select({ n: count() }).from(collections).where(eq(collections.accountId, personId))),
    countOf(db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.accountId, personId))),
    countOf(
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.recipientId, personId), isNull(messages.readAt))),
    ),
  ]);
  return {
    profileComplete: account[0]?.complete ?? false,
    defaultResume: resume ? { id: resume.id, title: resume.title, completeness: resume.completeness } : null,
    resumeCount,
    deliveries: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    pendingInterviews,
    pendingInvitations,
    collections: saved,
    jobAlerts: alerts,
    unreadMessages: unread,
  };
}
