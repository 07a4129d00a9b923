import crypto from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FAIR_RULES, fairPhase, screenPath } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { iso } from '../../core/time';
import { type TTx, isUniqueViolation } from '../../core/tx';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../core/xlsx';
import {
  accounts,
  boothApplicationPostings,
  boothApplications,
  deliveries,
  jobFairs,
  jobPostings,
} from '../../db/schema';
import { presentApplication, presentFairSummary } from './fair-booths.presenter';
import {
  type TFairRow,
  applicationsQuery,
  findFair,
  liveSuspension,
  lockApplication,
  orgRecord,
  ownPostingIds,
  postingsOf,
} from './fair-booths.repository';
import type { TApply } from './fair-booths.schemas';

/** A time in a refusal, to the minute, as the portal's region reads it. */
export const shownTime = (d: Date) => formatDateTime(d, DEFAULT_TIME_ZONE).slice(0, 16);

/** The check-in code an organisation shows at the entrance: unguessable, easy to type. */
const newCheckInCode = () => `B${crypto.randomBytes(6).toString('hex').toUpperCase()}`;

const LIVE = ['pending', 'approved'] as const;

/**
 * Why the organisation may not book a booth at this fair now (a message key and its values), or
 * null: the booking window, eligibility (approved organisations, industries) and a running
 * suspension.
 */
async function bookingRefusal(deps: TDeps, orgId: number, fair: TFairRow, now: Date) {
  if (now < fair.bookingOpensAt || now > fair.bookingClosesAt)
    return warning('fairBooths.outsideWindow', {
      from: shownTime(fair.bookingOpensAt),
      to: shownTime(fair.bookingClosesAt),
    });
  const suspension = await liveSuspension(deps.db, orgId, now);
  if (suspension) return warning('fairBooths.suspended', { until: shownTime(suspension.until) });
  const org = await orgRecord(deps.db, orgId);
  if (fair.approvedOrgsOnly && org?.reviewStatus !== 'approved') return warning('fairBooths.notApproved');
  if (fair.industries.length > 0 && !fair.industries.includes(org?.industry ?? ''))
    return warning('fairBooths.industryNotEligible');
  return null;
}

/** A fair organisations may see: published, or cancelled (those who applied still see it). */
async function visibleFair(deps: TDeps, fairId: number) {
  const fair = await findFair(deps.db, fairId);
  if (!fair || (fair.status !== 'published' && fair.status !== 'cancelled'))
    throw notFound('fairBooths.fairNotFound');
  return fair;
}

/** Published fairs whose booking window is open now, with whether this organisation may book. */
export async function openFairs(deps: TDeps, orgId: number, now = new Date()) {
  const fairs = await deps.db
    .select()
    .from(jobFairs)
    .where(
      and(
        eq(jobFairs.status, 'published'),
        sql`${jobFairs.bookingOpensAt} <= ${now}`,
        sql`${jobFairs.bookingClosesAt} >= ${now}`,
      ),
    )
    .orderBy(jobFairs.startsAt, jobFairs.id)
    .limit(100);
  const live = await deps.db
    .select({ fairId: boothApplications.fairId })
    .from(boothApplications)
    .where(and(eq(boothApplications.orgId, orgId), inArray(boothApplications.status, LIVE)));
  const applied = new Set(live.map((l) => l.fairId));
  return Promise.all(
    fairs.map(async (f) => {
      const refusal = await bookingRefusal(deps, orgId, f, now);
      return {
        ...presentFairSummary(f, now),
        applied: applied.has(f.id),
        refusal: refusal ? { key: refusal.messageKey, params: refusal.params ?? {} } : null,
      };
    }),
  );
}

/** The organisation's published postings, to show at a fair. */
export async function myPublishedPostings(deps: TDeps, orgId: number) {
  return deps.db
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobPostings)
    .where(and(eq(jobPostings.orgId, orgId), eq(jobPostings.status, 'published')))
    .orderBy(desc(jobPostings.updatedAt), desc(jobPostings.id))
    .limit(200);
}

/** Suspension (if running) and every application of the organisation, newest first. */
export async function myOverview(deps: TDeps, orgId: number) {
  const q = applicationsQuery(deps.db, { orgId });
  const [suspension, rows] = await Promise.all([liveSuspension(deps.db, orgId), q.rows.limit(200)]);
  return {
    suspension: suspension ? { until: iso(suspension.until), reason: suspension.reason } : null,
    applications: rows.map(presentApplication),
  };
}

/** g010203/applyManage/{fair}: the fair, my applications for it and a running suspension. */
export async function myFair(deps: TDeps, orgId: number, fairId: number) {
  const fair = await visibleFair(deps, fairId);
  const q = applicationsQuery(deps.db, { orgId, fairId });
  const [suspension, rows] = await Promise.all([liveSuspension(deps.db, orgId), q.rows.limit(50)]);
  return {
    fair: presentFairSummary(fair),
    suspension: suspension ? { until: iso(suspension.until), reason: suspension.reason } : null,
    applications: rows.map(presentApplication),
  };
}

/** Applies for a booth: window, eligibility, suspension, postings, one live application. */
export async function apply(deps: TDeps, orgId: number, input: TApply, now = new Date()) {
  const fair = await findFair(deps.db, input.fairId);
  if (!fair || fair.status !== 'published') throw notFound('fairBooths.fairNotFound');
  const refusal = await bookingRefusal(deps, orgId, fair, now);
  if (refusal) throw refusal;
  const jobIds = [...new Set(input.jobIds)];
  const own = await ownPostingIds(deps.db, orgId, jobIds, true);
  if (own.length !== jobIds.length) throw warning('fairBooths.postingNotYours');
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(boothApplications)
        .values({
          fairId: fair.id,
          orgId,
          preference: input.preference ?? null,
          attendees: input.attendees,
          note: input.note ?? null,
          checkInCode: newCheckInCode(),
        })
        .returning({ id: boothApplications.id });
      if (jobIds.length)
        await tx
          .insert(boothApplicationPostings)
          .values(jobIds.map((jobId) => ({ applicationId: row!.id, jobId })));
      return { id: row!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'booth_application_one_live_uq')) throw warning('fairBooths.alreadyApplied');
    throw err;
  }
}

/** Cancels my application before the fair's deadline; the booth is free again at once. */
export async function cancelApplication(deps: TDeps, orgId: number, id: number, now = new Date()) {
  const outcome = await deps.db.transaction(async (tx) => {
    const app = await lockApplication(tx, id);
    if (!app || app.orgId !== orgId) throw notFound('fairBooths.notFound');
    if (app.status !== 'pending' && app.status !== 'approved') throw warning('fairBooths.cannotCancel');
    const fair = (await findFair(tx, app.fairId))!;
    if (now > fair.cancelDeadline)
      throw warning('fairBooths.cancelClosed', { deadline: shownTime(fair.cancelDeadline) });
    // Cancelled rows leave the partial unique indexes: the booth and the organisation's one live
    // application are free for the next booking.
    await tx
      .update(boothApplications)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(boothApplications.id, id));
    return { fairId: fair.id, title: fair.title };
  });
  await deps.notifier.notify(orgId, {
    kind: 'fair-booth',
    titleKey: 'fairBooths.notice.cancelledTitle',
    bodyKey: 'fairBooths.notice.cancelledBody',
    params: { fair: outcome.title },
    link: screenPath('g010203:applyManage', { id: outcome.fairId }),
  });
  return { id, status: 'cancelled' };
}

/**
 * g010203/manage/{fair}: my live application at the fair (approved before pending), its booth,
 * check-in code and postings, and the deliveries received through the fair.
 */
export async function myBooth(deps: TDeps, orgId: number, fairId: number) {
  const fair = await visibleFair(deps, fairId);
  const q = applicationsQuery(deps.db, { orgId, fairId });
  const rows = await q.rows.limit(50);
  const app = rows.find((r) => r.app.status === 'approved') ?? rows.find((r) => r.app.status === 'pending');
  if (!app) throw notFound('fairBooths.notFound');
  const [postings, received] = await Promise.all([
    postingsOf(deps.db, app.app.id),
    deps.db
      .select({
        id: deliveries.id,
        jobTitle: jobPostings.title,
        status: deliveries.status,
        personName: accounts.name,
        createdAt: deliveries.createdAt,
      })
      .from(deliveries)
      .innerJoin(jobPostings, eq(jobPostings.id, deliveries.jobId))
      .innerJoin(accounts, eq(accounts.id, deliveries.personId))
      .where(and(eq(deliveries.fairId, fairId), eq(deliveries.orgId, orgId)))
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(200),
  ]);
  return {
    fair: presentFairSummary(fair),
    application: { ...presentApplication(app), checkInCode: app.app.checkInCode },
    postings,
    editable: fairPhase(fair) !== 'ended',
    deliveries: received.map((d) => ({ ...d, createdAt: iso(d.createdAt) })),
  };
}

/** Locks my live application of a fair that has not ended (for changing its postings). */
async function lockLiveOwn(tx: TTx, orgId: number, id: number) {
  const app = await lockApplication(tx, id);
  if (!app || app.orgId !== orgId) throw notFound('fairBooths.notFound');
  if (app.status !== 'pending' && app.status !== 'approved') throw warning('fairBooths.notLive');
  const fair = (await findFair(tx, app.fairId))!;
  if (fairPhase(fair) === 'ended') throw warning('fairBooths.fairEnded');
  return app;
}

/** Replaces the postings my application shows (until the fair ends); published ones only. */
export async function setPostings(deps: TDeps, orgId: number, id: number, jobIds: number[]) {
  const ids = [...new Set(jobIds)];
  const own = await ownPostingIds(deps.db, orgId, ids, true);
  if (own.length !== ids.length) throw warning('fairBooths.postingNotYours');
  await deps.db.transaction(async (tx) => {
    await lockLiveOwn(tx, orgId, id);
    await tx.delete(boothApplicationPostings).where(eq(boothApplicationPostings.applicationId, id));
    if (ids.length)
      await tx.insert(boothApplicationPostings).values(ids.map((jobId) => ({ applicationId: id, jobId })));
  });
  return { id, postings: await postingsOf(deps.db, id) };
}

/**
 * My approved applications of fairs still to come: where a new posting (g050102/add) can be shown.
 */
export async function myUpcomingApproved(deps: TDeps, orgId: number, now = new Date()) {
  const rows = await applicationsQuery(deps.db, { orgId, status: 'approved' }).rows.limit(100);
  return rows
    .filter((r) => r.fairStartsAt > now)
    .map((r) => ({
      id: r.app.id,
      fairId: r.app.fairId,
      fairTitle: r.fairTitle,
      fairStartsAt: iso(r.fairStartsAt),
    }));
}

/** Shows one more of my postings (any state: a new one is still under review) at my fair. */
export async function attachPosting(deps: TDeps, orgId: number, id: number, jobId: number) {
  const own = await ownPostingIds(deps.db, orgId, [jobId], false);
  if (own.length !== 1) throw warning('fairBooths.postingNotYours');
  await deps.db.transaction(async (tx) => {
    await lockLiveOwn(tx, orgId, id);
    const [n] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(boothApplicationPostings)
      .where(eq(boothApplicationPostings.applicationId, id));
    if ((n?.n ?? 0) >= FAIR_RULES.postingsPerApplication)
      throw warning('fairBooths.tooManyPostings', { max: FAIR_RULES.postingsPerApplication });
    await tx.insert(boothApplicationPostings).values({ applicationId: id, jobId }).onConflictDoNothing();
  });
  return { id, jobId };
}
