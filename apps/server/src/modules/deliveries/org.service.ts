import { and, asc, eq } from 'drizzle-orm';
import type { TDeliveryNoteView } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { AppError, notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { accounts, deliveries, deliveryNotes, interviews } from '../../db/schema';
import { changeStatus, interviewDefaultsOf } from './deliveries.repository';
import { deliveryLink, interviewLink, interviewTime } from './notices';
import { jobOf, runStep } from './steps';

const org = (user: TSessionUser) => ({ id: user.accountId, side: 'org' as const });
const own = (user: TSessionUser) => ({ orgId: user.accountId });

/** The organisation opened the delivery: the person learns it was seen. */
export async function markViewed(deps: TDeps, user: TSessionUser, id: number) {
  return runStep(deps, id, own(user), 'view', async (tx, d) => {
    await changeStatus(tx, d, org(user), 'viewed', 'viewed', null);
    return [{ to: d.personId, kind: 'delivery', key: 'viewed', params: jobOf(d), link: deliveryLink(d.id) }];
  });
}

/** The first open of a delivery marks it viewed; a concurrent first open may have done it already. */
export async function markViewedOnOpen(deps: TDeps, user: TSessionUser, id: number): Promise<void> {
  try {
    await markViewed(deps, user, id);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

export type TInterviewInput = {
  startsAt: string;
  place: string;
  contactName: string | null;
  contactPhone: string | null;
  note: string | null;
};

/** Arranges an interview: a new interview row, the delivery at the interview stage, the person told. */
export async function inviteToInterview(deps: TDeps, user: TSessionUser, id: number, input: TInterviewInput) {
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= Date.now()) throw warning('deliveries.interviewPast');
  return runStep(deps, id, own(user), 'invite', async (tx, d) => {
    // A new invitation answers the person's proposal of other times: that interview is cancelled.
    await tx
      .update(interviews)
      .set({ status: 'cancelled' })
      .where(and(eq(interviews.deliveryId, d.id), eq(interviews.status, 'proposed')));
    const [row] = await tx
      .insert(interviews)
      .values({
        deliveryId: d.id,
        personId: d.personId,
        orgId: d.orgId,
        startsAt,
        place: input.place,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        note: input.note,
      })
      .returning({ id: interviews.id });
    await changeStatus(tx, d, org(user), 'interview', 'interview', input.note);
    return [
      {
        to: d.personId,
        kind: 'interview',
        key: 'interview.invited',
        params: { ...jobOf(d), time: interviewTime(startsAt), place: input.place },
        link: interviewLink(row!.id),
      },
    ];
  });
}

export async function hire(deps: TDeps, user: TSessionUser, id: number, note: string | null) {
  return runStep(deps, id, own(user), 'hire', async (tx, d) => {
    await changeStatus(tx, d, org(user), 'hired', 'hired', note);
    return [{ to: d.personId, kind: 'delivery', key: 'hired', params: jobOf(d), link: deliveryLink(d.id) }];
  });
}

/** Turns the application down; the reason (from the list or written) is shown to the person. */
export async function reject(deps: TDeps, user: TSessionUser, id: number, reason: string) {
  return runStep(deps, id, own(user), 'reject', async (tx, d) => {
    await changeStatus(tx, d, org(user), 'rejected', 'rejected', reason, { rejectReason: reason });
    return [
      {
        to: d.personId,
        kind: 'delivery',
        key: 'rejected',
        params: { ...jobOf(d), reason },
        link: deliveryLink(d.id),
      },
    ];
  });
}

async function requireOwnDelivery(deps: TDeps, user: TSessionUser, id: number) {
  const [row] = await deps.db
    .select({ id: deliveries.id, orgId: deliveries.orgId, jobId: deliveries.jobId })
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.orgId, user.accountId)));
  if (!row) throw notFound('deliveries.notFound');
  return row;
}

/** What the invitation form of one of the organisation's deliveries starts with. */
export async function interviewDefaults(deps: TDeps, user: TSessionUser, id: number) {
  return interviewDefaultsOf(deps.db, await requireOwnDelivery(deps, user, id));
}

/** The organisation's private notes, oldest first; they never reach the person. */
export async function listNotes(deps: TDeps, user: TSessionUser, id: number): Promise<TDeliveryNoteView[]> {
  await requireOwnDelivery(deps, user, id);
  return notesOf(deps, id);
}

export async function notesOf(deps: TDeps, deliveryId: number): Promise<TDeliveryNoteView[]> {
  const rows = await deps.db
    .select({
      id: deliveryNotes.id,
      body: deliveryNotes.body,
      authorName: accounts.name,
      createdAt: deliveryNotes.createdAt,
    })
    .from(deliveryNotes)
    .innerJoin(accounts, eq(accounts.id, deliveryNotes.authorId))
    .where(eq(deliveryNotes.deliveryId, deliveryId))
    .orderBy(asc(deliveryNotes.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Notes may be added whatever the state: an organisation keeps notes on past applicants too. */
export async function addNote(deps: TDeps, user: TSessionUser, id: number, body: string) {
  await requireOwnDelivery(deps, user, id);
  const [row] = await deps.db
    .insert(deliveryNotes)
    .values({ deliveryId: id, authorId: user.accountId, body })
    .returning({ id: deliveryNotes.id });
  return { id: row!.id };
}
