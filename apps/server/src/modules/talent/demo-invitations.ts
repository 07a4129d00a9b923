import { and, asc, eq, sql } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import { accounts, jobPostings, resumes, talentInvitations } from '../../db/schema';

/**
 * Demo invitations from the demo organisation to demo persons with public resumes: one still
 * pending, one declined. Runs after the resumes module's demo seed; without demo resumes it
 * inserts nothing.
 */
export const demoInvitationsSeed: TSeedStep = {
  name: 'talent:demo-invitations',
  demo: true,
  async run({ db }) {
    const [org] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'org'));
    if (!org) return;
    const postings = await db
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(and(eq(jobPostings.orgId, org.id), eq(jobPostings.status, 'published')))
      .orderBy(asc(jobPostings.id))
      .limit(2);
    const people = await db
      .select({ personId: resumes.accountId, resumeId: resumes.id })
      .from(resumes)
      .innerJoin(accounts, eq(accounts.id, resumes.accountId))
      .where(
        and(
          sql`${accounts.username} LIKE 'demoperson%'`,
          eq(resumes.visibility, 'public'),
          eq(resumes.staffHidden, false),
        ),
      )
      .orderBy(asc(accounts.username), asc(resumes.id))
      .limit(4);
    if (!postings.length || !people.length) return;
    const statuses = ['pending', 'declined'] as const;
    const rows = people.slice(0, 2).map((p, i) => ({
      orgId: org.id,
      jobId: postings[i % postings.length]!.id,
      personId: p.personId,
      resumeId: p.resumeId,
      message: i === 0 ? '您好，我们对您的简历很感兴趣，欢迎投递。' : null,
      status: statuses[i]!,
      respondedAt: statuses[i] === 'declined' ? new Date() : null,
    }));
    await db.insert(talentInvitations).values(rows).onConflictDoNothing();
  },
};
