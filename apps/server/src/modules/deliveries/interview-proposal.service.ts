import { and, eq, sql } from 'drizzle-orm';
import { OPEN_DELIVERY_STATUSES } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import type { TTx } from '../../core/tx';
import { deliveries, interviews } from '../../db/schema';
import { addEvent, lockDelivery } from './deliveries.repository';
import { deliveryLink, interviewLink, interviewTime, sendNotices, type TNotice } from './notices';
import { assertCanAnswer } from './rules';
import { jobOf } from './steps';

/**
 * Another time for an interview (docs/deliveries.md "Proposing another time"): the person answers
 * a pending interview with other times, the interview waits at `proposed` for the organisation,
 * which takes one of them (the interview moves there, `accepted`: the person offered that time)
 * or keeps its own (`pending` again: the person accepts or declines it as before), or sends a new
 * invitation (this one is cancelled). Every answer locks the delivery and updates the interview
 * only from the status it was read in, so of two answers at once one wins and the other is told
 * what happened.
 */

type TInterviewRecord = typeof interviews.$inferSelect;

async function findInterview(deps: TDeps, id: number, owner: { personId: number } | { orgId: number }) {
  const ownerCheck =
    'personId' in owner ? eq(interviews.personId, owner.personId) : eq(interviews.orgId, owner.orgId);
  const [row] = await deps.db
    .select({ deliveryId: interviews.deliveryId })
    .from(interviews)
    .where(and(eq(interviews.id, id), ownerCheck));
  if (!row) throw notFound('deliveries.interviewNotFound');
  return row;
}

/** Moves the interview from `from` to a new state; false when another answer came first. */
async function moveInterview(
  tx: TTx,
  id: number,
  from: TInterviewRecord['status'],
  set: Partial<TInterviewRecord>,
): Promise<boolean> {
  const moved = await tx
    .update(interviews)
    .set(set)
    .where(and(eq(interviews.id, id), eq(interviews.status, from)))
    .returning({ id: interviews.id });
  return moved.length === 1;
}

const touch = (tx: TTx, deliveryId: number) =>
  tx
    .update(deliveries)
    .set({ updatedAt: sql`now()` })
    .where(eq(deliveries.id, deliveryId));

/** The person proposes other times (future, distinct, earliest first) for a pending interview. */
export async function proposeTimes(
  deps: TDeps,
  user: TSessionUser,
  interviewId: number,
  input: { times: string[]; note: string | null },
) {
  const now = Date.now();
  const instants = [...new Set(input.times.map((t) => new Date(t).getTime()))].sort((a, b) => a - b);
  if (instants.some((t) => t <= now)) throw warning('deliveries.proposedTimePast');
  const times = instants.map((t) => new Date(t).toISOString());
  const { deliveryId } = await findInterview(deps, interviewId, { personId: user.accountId });
  const notices = await deps.db.transaction(async (tx) => {
    const d = await lockDelivery(tx, deliveryId, { personId: user.accountId });
    if (!d) throw notFound('deliveries.interviewNotFound');
    const [interview] = await tx.select().from(interviews).where(eq(interviews.id, interviewId));
    assertCanAnswer(interview!.status, d.status);
    const moved = await moveInterview(tx, interviewId, 'pending', {
      status: 'proposed',
      proposedTimes: times,
      responseNote: input.note,
      respondedAt: new Date(),
    });
    if (!moved) throw warning('deliveries.interview.answered.proposed');
    await touch(tx, d.id);
    await addEvent(
      tx,
      d.id,
      { id: user.accountId, side: 'person' },
      'interview_proposed',
      d.status,
      input.note,
    );
    const notice: TNotice = {
      to: d.orgId,
      kind: 'interview',
      key: 'interview.proposed',
      params: { ...jobOf(d), time: interviewTime(new Date(times[0]!)) },
      link: deliveryLink(d.id),
    };
    return [notice];
  });
  await sendNotices(deps, notices);
  return { id: interviewId, status: 'proposed' as const, proposedTimes: times };
}

/**
 * The organisation answers a proposal: `{ time }` takes one of the proposed times, `{ keep }`
 * keeps the interview's own time for the person to answer again.
 */
export async function answerProposal(
  deps: TDeps,
  user: TSessionUser,
  interviewId: number,
  answer: { time: string } | { keep: true },
) {
  const { deliveryId } = await findInterview(deps, interviewId, { orgId: user.accountId });
  const result = await deps.db.transaction(async (tx) => {
    const d = await lockDelivery(tx, deliveryId, { orgId: user.accountId });
    if (!d) throw notFound('deliveries.interviewNotFound');
    if (!(OPEN_DELIVERY_STATUSES as readonly string[]).includes(d.status))
      throw warning(`deliveries.is.${d.status}`);
    const [interview] = await tx.select().from(interviews).where(eq(interviews.id, interviewId));
    if (interview!.status !== 'proposed') throw warning(`deliveries.proposal.${interview!.status}`);
    const org = { id: user.accountId, side: 'org' as const };
    let startsAt = interview!.startsAt;
    let status: 'accepted' | 'pending' = 'pending';
    if ('time' in answer) {
      const chosen = new Date(answer.time).getTime();
      const offered = (interview!.proposedTimes ?? []).some((t) => new Date(t).getTime() === chosen);
      if (!offered) throw warning('deliveries.proposedTimeNotOffered');
      if (chosen <= Date.now()) throw warning('deliveries.proposedTimePast');
      startsAt = new Date(chosen);
      status = 'accepted';
    }
    const moved = await moveInterview(tx, interviewId, 'proposed', {
      status,
      startsAt,
      ...(status === 'pending' ? { respondedAt: null } : {}),
    });
    if (!moved) throw warning('deliveries.proposal.accepted');
    await touch(tx, d.id);
    const kind = status === 'accepted' ? 'interview_rescheduled' : 'interview_kept';
    await addEvent(tx, d.id, org, kind, d.status, null);
    const notice: TNotice = {
      to: d.personId,
      kind: 'interview',
      key: status === 'accepted' ? 'interview.rescheduled' : 'interview.kept',
      params: { ...jobOf(d), time: interviewTime(startsAt), place: interview!.place },
      link: interviewLink(interviewId),
    };
    return { notices: [notice], status, startsAt };
  });
  await sendNotices(deps, result.notices);
  return { id: interviewId, status: result.status, startsAt: result.startsAt.toISOString() };
}
