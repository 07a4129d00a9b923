import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDeliveryStatus, TInterviewDefaults, TInterviewStatus } from '@rcwb/shared';
import { deliveries, deliveryEvents, gb01, interviews, jobPostings } from '../../db/schema';
import type { TExec, TTx } from '../../core/tx';
import type { TDeliveryState } from './rules';

export type TDeliveryRow = typeof deliveries.$inferSelect;
export type TActor = { id: number | null; side: 'person' | 'org' | 'staff' | 'system' };

/**
 * Locks one delivery for a change (SELECT … FOR UPDATE), limited to the person's or the
 * organisation's own: another's id reads like a missing one. Two changes of one delivery queue up
 * and the second sees the first's result.
 */
export async function lockDelivery(
  tx: TTx,
  id: number,
  owner: { personId: number } | { orgId: number },
): Promise<TDeliveryRow | undefined> {
  const ownerCheck =
    'personId' in owner ? eq(deliveries.personId, owner.personId) : eq(deliveries.orgId, owner.orgId);
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), ownerCheck))
    .for('update');
  return row;
}

export async function latestInterviewStatus(db: TExec, deliveryId: number): Promise<TInterviewStatus | null> {
  const [row] = await db
    .select({ status: interviews.status })
    .from(interviews)
    .where(eq(interviews.deliveryId, deliveryId))
    .orderBy(desc(interviews.id))
    .limit(1);
  return row?.status ?? null;
}

export async function stateOf(db: TExec, d: TDeliveryRow): Promise<TDeliveryState> {
  return { status: d.status, latestInterview: await latestInterviewStatus(db, d.id) };
}

/** Appends one step to the timeline. */
export async function addEvent(
  tx: TExec,
  deliveryId: number,
  actor: TActor,
  kind: string,
  status: TDeliveryStatus,
  note: string | null = null,
): Promise<void> {
  await tx.insert(deliveryEvents).values({
    deliveryId,
    actorId: actor.id,
    actorSide: actor.side,
    kind,
    status,
    note,
  });
}

/**
 * Moves a delivery to its new state and records the step. A decided delivery cancels its
 * unanswered interview: nobody should turn up for it.
 */
export async function changeStatus(
  tx: TTx,
  d: TDeliveryRow,
  actor: TActor,
  kind: string,
  status: TDeliveryStatus,
  note: string | null,
  extra: Partial<Pick<TDeliveryRow, 'rejectReason'>> = {},
): Promise<void> {
  const decided = !['delivered', 'viewed', 'interview'].includes(status);
  await tx
    .update(deliveries)
    .set({
      status,
      ...extra,
      ...(status === 'viewed' || (d.viewedAt === null && actor.side === 'org')
        ? { viewedAt: sql`now()` }
        : {}),
      ...(decided ? { decidedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(deliveries.id, d.id));
  if (decided)
    await tx
      .update(interviews)
      .set({ status: 'cancelled' })
      .where(and(eq(interviews.deliveryId, d.id), inArray(interviews.status, ['pending', 'proposed'])));
  await addEvent(tx, d.id, actor, kind, status, note);
}

/**
 * The invitation form's starting values for one of the organisation's deliveries: its last
 * invitation to anyone, else the posting's contact with the organisation's address (and its
 * contact and telephone where the posting names none).
 */
export async function interviewDefaultsOf(
  db: TExec,
  d: Pick<TDeliveryRow, 'orgId' | 'jobId'>,
): Promise<TInterviewDefaults> {
  const [last] = await db
    .select({
      place: interviews.place,
      contactName: interviews.contactName,
      contactPhone: interviews.contactPhone,
      note: interviews.note,
    })
    .from(interviews)
    .where(eq(interviews.orgId, d.orgId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
    .limit(1);
  if (last)
    return {
      place: last.place,
      contactName: last.contactName ?? '',
      contactPhone: last.contactPhone ?? '',
      note: last.note ?? '',
    };
  const [profile] = await db
    .select({ address: gb01.address, contact: gb01.contact, telephone: gb01.telephone })
    .from(gb01)
    .where(eq(gb01.accountId, d.orgId));
  const [job] = await db
    .select({ contactName: jobPostings.contactName, contactPhone: jobPostings.contactPhone })
    .from(jobPostings)
    .where(eq(jobPostings.id, d.jobId));
  return {
    place: profile?.address ?? '',
    contactName: job?.contactName || profile?.contact || '',
    contactPhone: job?.contactPhone || profile?.telephone || '',
    note: '',
  };
}
