import { screenPath } from '@rcwb/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TDb } from '../../db/client';
import { accounts, gb01, gc01, jobPostings, talentInvitations } from '../../db/schema';
import { isUniqueViolation } from '../../core/tx';
import { publicTalentRows } from './talent-resumes';
import { maskName } from './talent.presenter';
import type { TInvite } from './talent.schemas';
import { pageOf } from '../../core/paging';

/** Where the person answers invitations: the invitations tab of their deliveries page. */
export const INVITATIONS_LINK = screenPath('g010702:deliver', undefined, { tab: 'invitations' });

// Notices are stored once, in the default language, like every other message-centre entry.

/** The organisation's published postings: what it may invite to. */
export async function invitablePostings(db: TDb, orgId: number) {
  return db
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobPostings)
    .where(and(eq(jobPostings.orgId, orgId), eq(jobPostings.status, 'published')))
    .orderBy(desc(jobPostings.refreshedAt), desc(jobPostings.id))
    .limit(200);
}

/**
 * An approved organisation invites the owner of a public resume to apply for one of its own
 * published postings, with an optional message; the person is told at once. One pending
 * invitation per posting and person (the database enforces it too).
 */
export async function invite(deps: TDeps, orgId: number, input: TInvite) {
  const { db } = deps;
  const [org] = await db
    .select({ name: gb01.name, status: gb01.reviewStatus })
    .from(gb01)
    .where(eq(gb01.accountId, orgId));
  if (org?.status !== 'approved') throw warning('talent.invite.orgNotApproved');
  const [resume] = await publicTalentRows(db, [input.resumeId]);
  if (!resume) throw notFound('talent.notFound');
  const [job] = await db
    .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, input.jobId), eq(jobPostings.orgId, orgId)));
  // Another organisation's posting reads as missing: ids of others are not probed.
  if (!job) throw notFound('talent.invite.jobNotFound');
  if (job.status !== 'published') throw warning('talent.invite.jobNotPublished');
  const values = {
    orgId,
    jobId: job.id,
    personId: resume.accountId,
    resumeId: resume.id,
    message: input.message ?? null,
  };
  let id: number;
  try {
    const [row] = await db.insert(talentInvitations).values(values).returning({ id: talentInvitations.id });
    id = row!.id;
  } catch (err) {
    if (isUniqueViolation(err, 'talent_invitation_one_pending_uq')) throw warning('talent.invite.duplicate');
    throw err;
  }
  await deps.notifier.notify(resume.accountId, {
    kind: 'invitation',
    titleKey: 'talent.invite.notice.title',
    bodyKey: input.message ? 'talent.invite.notice.bodyMessage' : 'talent.invite.notice.body',
    params: { org: org.name, title: job.title, message: input.message ?? '' },
    link: INVITATIONS_LINK,
  });
  return { id };
}

/** The organisation's sent invitations, newest first, names masked (contact rules apply on talentInfo). */
export async function sentInvitations(
  db: TDb,
  orgId: number,
  f: { status?: 'pending' | 'accepted' | 'declined'; page: number; limit: number },
) {
  const where = and(
    eq(talentInvitations.orgId, orgId),
    f.status ? eq(talentInvitations.status, f.status) : undefined,
  );
  const { rows, total } = await pageOf(
    f,
    db
      .select({
        id: talentInvitations.id,
        jobId: talentInvitations.jobId,
        jobTitle: jobPostings.title,
        resumeId: talentInvitations.resumeId,
        name: sql<string>`coalesce(${gc01.name}, ${accounts.name})`,
        message: talentInvitations.message,
        status: talentInvitations.status,
        createdAt: talentInvitations.createdAt,
        respondedAt: talentInvitations.respondedAt,
      })
      .from(talentInvitations)
      .innerJoin(jobPostings, eq(jobPostings.id, talentInvitations.jobId))
      .innerJoin(accounts, eq(accounts.id, talentInvitations.personId))
      .leftJoin(gc01, eq(gc01.accountId, talentInvitations.personId))
      .where(where)
      .orderBy(desc(talentInvitations.createdAt), desc(talentInvitations.id)),
    db.select({ n: count() }).from(talentInvitations).where(where),
  );
  return {
    rows: rows.map(({ name, createdAt, respondedAt, ...r }) => ({
      ...r,
      maskedName: maskName(name),
      createdAt: createdAt.toISOString(),
      respondedAt: respondedAt?.toISOString() ?? null,
    })),
    total: total,
  };
}
