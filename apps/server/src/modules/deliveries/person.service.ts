import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_DELIVERY_STATUSES, type TMyDeliveryToJob, screenPath } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { deliveries, interviews, jobPostings, talentInvitations } from '../../db/schema';
import { type TTx, isUniqueViolation } from '../../core/tx';
import { assertFairDelivery } from '../fairs';
import { findJob, orgApproved } from '../jobs';
import { addEvent, changeStatus, lockDelivery } from './deliveries.repository';
import { deliveryLink, sendNotices, type TNotice } from './notices';
import { assertCanAnswer } from './rules';
import { deliverableResume } from '../resumes';
import { takeSnapshot } from './snapshot';
import { matchOf } from './match';
import { jobOf, runStep } from './steps';

const person = (user: TSessionUser) => ({ id: user.accountId, side: 'person' as const });

/**
 * Creates a delivery inside the caller's transaction, with every rule of DOMAIN.md: the
 * person's own resume that staff have not hidden, a published posting of an approved
 * organisation, and one open delivery per person and posting. The posting row is share-locked so
 * a closing that runs at the same time either sees this delivery (and closes it) or comes first.
 */
export async function createDelivery(
  tx: TTx,
  user: TSessionUser,
  jobId: number,
  resumeId: number,
  invitationId: number | null,
  greeting: string | null = null,
): Promise<{ id: number; notice: TNotice }> {
  const resume = await deliverableResume(tx, user.accountId, resumeId);
  if (!resume) throw warning('deliveries.resumeNotDeliverable');
  await tx.select({ id: jobPostings.id }).from(jobPostings).where(eq(jobPostings.id, jobId)).for('share');
  const found = await findJob(tx, eq(jobPostings.id, jobId));
  if (!found || found.job.status !== 'published') throw warning('deliveries.jobNotOpen');
  if (!(await orgApproved(tx, found.job.orgId))) throw warning('deliveries.orgNotApproved');
  const [open] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.personId, user.accountId),
        eq(deliveries.jobId, jobId),
        inArray(deliveries.status, OPEN_DELIVERY_STATUSES),
      ),
    );
  if (open) throw warning('deliveries.alreadyDelivered');
  const snapshot = await takeSnapshot(tx, user.accountId, resume, found.job, found.orgName);
  const match = await matchOf(tx, snapshot.resume.content, jobId);
  const [row] = await tx
    .insert(deliveries)
    .values({
      personId: user.accountId,
      resumeId: resume.id,
      jobId,
      orgId: found.job.orgId,
      snapshot,
      invitationId,
      greeting,
      matchScore: match?.percent ?? null,
      matchReasons: match?.reasons ?? null,
    })
    .returning({ id: deliveries.id });
  // The greeting is the note of the first step, so the timeline opens with it.
  await addEvent(tx, row!.id, person(user), 'delivered', 'delivered', greeting);
  const notice: TNotice = {
    to: found.job.orgId,
    kind: invitationId ? 'invitation' : 'delivery',
    key: invitationId ? 'invitationAccepted' : 'delivered',
    params: { job: found.job.title },
    link: deliveryLink(row!.id),
  };
  return { id: row!.id, notice };
}

/** Runs a delivering transaction; a lost race on the unique open delivery reads like the check. */
export async function inDeliveringTransaction<T>(deps: TDeps, work: (tx: TTx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err, 'delivery_one_open_uq')) throw warning('deliveries.alreadyDelivered');
    throw err;
  }
}

export async function deliver(
  deps: TDeps,
  user: TSessionUser,
  input: { jobId: number; resumeId: number; greeting: string | null; fairId?: number | null },
) {
  const { id, notice } = await inDeliveringTransaction(deps, async (tx) => {
    const made = await createDelivery(tx, user, input.jobId, input.resumeId, null, input.greeting);
    // From an online fair's page: the fair's own rules, and the fair as the delivery's source.
    if (input.fairId) {
      const resume = await deliverableResume(tx, user.accountId, input.resumeId);
      await assertFairDelivery(tx, input.fairId, input.jobId, resume!.completeness);
      await tx.update(deliveries).set({ fairId: input.fairId }).where(eq(deliveries.id, made.id));
    }
    return made;
  });
  await sendNotices(deps, [notice]);
  return { id, status: 'delivered' as const };
}

export async function withdraw(deps: TDeps, user: TSessionUser, id: number, note: string | null) {
  return runStep(deps, id, { personId: user.accountId }, 'withdraw', async (tx, d) => {
    await changeStatus(tx, d, person(user), 'withdrawn', 'withdrawn', note);
    return [{ to: d.orgId, kind: 'delivery', key: 'withdrawn', params: jobOf(d), link: deliveryLink(d.id) }];
  });
}

/** The person's latest delivery to a posting (the button on the posting page). */
export async function myDeliveryToJob(
  deps: TDeps,
  user: TSessionUser,
  jobId: number,
): Promise<TMyDeliveryToJob> {
  const [row] = await deps.db
    .select({ id: deliveries.id, status: deliveries.status })
    .from(deliveries)
    .where(and(eq(deliveries.personId, user.accountId), eq(deliveries.jobId, jobId)))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(1);
  return row ?? null;
}

/**
 * The person accepts or declines an interview of their own, while it waits for an answer. The
 * delivery is locked first, as for every change of it, then the interview is read under the lock.
 */
export async function answerInterview(
  deps: TDeps,
  user: TSessionUser,
  interviewId: number,
  answer: 'accept' | 'decline',
  note: string | null,
) {
  const [found] = await deps.db
    .select({ deliveryId: interviews.deliveryId })
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.personId, user.accountId)));
  if (!found) throw notFound('deliveries.interviewNotFound');
  const notices = await deps.db.transaction(async (tx) => {
    const d = await lockDelivery(tx, found.deliveryId, { personId: user.accountId });
    if (!d) throw notFound('deliveries.interviewNotFound');
    const [interview] = await tx.select().from(interviews).where(eq(interviews.id, interviewId));
    assertCanAnswer(interview!.status, d.status);
    const status = answer === 'accept' ? 'accepted' : 'declined';
    // Only from pending: of two answers at once, the one that finds it answered is refused.
    const moved = await tx
      .update(interviews)
      .set({ status, responseNote: note, respondedAt: sql`now()` })
      .where(and(eq(interviews.id, interviewId), eq(interviews.status, 'pending')))
      .returning({ id: interviews.id });
    if (!moved.length) throw warning('deliveries.interview.answered.proposed');
    await tx
      .update(deliveries)
      .set({ updatedAt: sql`now()` })
      .where(eq(deliveries.id, d.id));
    await addEvent(tx, d.id, person(user), `interview_${status}`, d.status, note);
    const notice: TNotice = {
      to: d.orgId,
      kind: 'interview',
      key: `interview.${status}`,
      params: jobOf(d),
      link: deliveryLink(d.id),
    };
    return [notice];
  });
  await sendNotices(deps, notices);
  return { id: interviewId, status: answer === 'accept' ? 'accepted' : 'declined' };
}

/**
 * The person's invitations to apply (pending first). Accepting delivers the chosen resume through
 * the same rules as any delivery, in the transaction that marks the invitation accepted.
 */
export async function answerInvitation(
  deps: TDeps,
  user: TSessionUser,
  invitationId: number,
  answer: { accept: true; resumeId: number } | { accept: false },
) {
  const notices = await inDeliveringTransaction(deps, async (tx) => {
    const [inv] = await tx
      .select()
      .from(talentInvitations)
      .where(and(eq(talentInvitations.id, invitationId), eq(talentInvitations.personId, user.accountId)))
      .for('update');
    if (!inv) throw notFound('deliveries.invitationNotFound');
    if (inv.status !== 'pending') throw warning(`deliveries.invitation.${inv.status}`);
    await tx
      .update(talentInvitations)
      .set({ status: answer.accept ? 'accepted' : 'declined', respondedAt: sql`now()` })
      .where(eq(talentInvitations.id, invitationId));
    if (answer.accept) return [(await createDelivery(tx, user, inv.jobId, answer.resumeId, inv.id)).notice];
    const [job] = await tx
      .select({ title: jobPostings.title })
      .from(jobPostings)
      .where(eq(jobPostings.id, inv.jobId));
    const notice: TNotice = {
      to: inv.orgId,
      kind: 'invitation',
      key: 'invitationDeclined',
      params: { job: job?.title ?? '' },
      link: screenPath('g050202'),
    };
    return [notice];
  });
  await sendNotices(deps, notices);
  return { id: invitationId, status: answer.accept ? 'accepted' : 'declined' };
}
