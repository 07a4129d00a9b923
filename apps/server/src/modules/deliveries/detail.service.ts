import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  TDeliveryDetail,
  TInterviewPage,
  TInterviewRow,
  TInterviewView,
  TInvitationRow,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import {
  accounts,
  deliveries,
  deliveryEvents,
  gb01,
  interviews,
  jobPostings,
  talentInvitations,
} from '../../db/schema';
import { resumeFiles } from '../resumes';
import { orgMaySeeContact, recordContactView } from '../resumes';
import { type TDeliveryRow, stateOf } from './deliveries.repository';
import { maskName } from './deliveries.queries';
import type { TInterviewList } from './deliveries.schemas';
import { DELIVERY_PERMS } from '@rcwb/shared';
import { markViewedOnOpen, notesOf } from './org.service';
import { orgActions, personActions } from './rules';
import { pageOf } from '../../core/paging';
import { RESUME_WITH_CONTACT, recordPersonalDataRead } from '../../core/personal-data-reads';
import { contactFor } from '../../core/personal-data';
import { presentMatch } from './match';

const STAFF_ROLES = ['admin', 'reviewer'];
const isStaff = (user: TSessionUser) =>
  user.roles.some((r) => STAFF_ROLES.includes(r)) &&
  (user.permissions.includes(DELIVERY_PERMS.staffList) || user.permissions.includes('*:*:*'));

const findDelivery = async (deps: TDeps, id: number) =>
  (await deps.db.select().from(deliveries).where(eq(deliveries.id, id)))[0];

type TInterviewRecord = typeof interviews.$inferSelect;
const presentInterview = (i: TInterviewRecord): TInterviewView => ({
  id: i.id,
  deliveryId: i.deliveryId,
  startsAt: i.startsAt.toISOString(),
  place: i.place,
  contactName: i.contactName,
  contactPhone: i.contactPhone,
  note: i.note,
  status: i.status,
  responseNote: i.responseNote,
  proposedTimes: i.proposedTimes ?? null,
  respondedAt: i.respondedAt?.toISOString() ?? null,
  createdAt: i.createdAt.toISOString(),
});

/**
 * The delivery detail (/g010702/info_td) for whoever may read it: the person who delivered sees
 * the posting, their resume's title and the timeline; the organisation also the resume snapshot,
 * the person's contact block (recorded as a contact view) and its private notes, and its first
 * open marks the delivery viewed; staff read it without notes or actions. Anyone else: not found.
 */
export async function deliveryDetail(deps: TDeps, user: TSessionUser, id: number): Promise<TDeliveryDetail> {
  let d = await findDelivery(deps, id);
  if (!d) throw notFound('deliveries.notFound');
  const side =
    d.personId === user.accountId
      ? 'person'
      : d.orgId === user.accountId
        ? 'org'
        : isStaff(user)
          ? 'staff'
          : null;
  if (!side) throw notFound('deliveries.notFound');
  if (side === 'org' && d.status === 'delivered') {
    await markViewedOnOpen(deps, user, id);
    d = (await findDelivery(deps, id))!;
  }
  const [events, interviewRows] = await Promise.all([
    deps.db
      .select()
      .from(deliveryEvents)
      .where(eq(deliveryEvents.deliveryId, id))
      .orderBy(asc(deliveryEvents.id)),
    deps.db.select().from(interviews).where(eq(interviews.deliveryId, id)).orderBy(asc(interviews.id)),
  ]);
  const state = await stateOf(deps.db, d);
  const { snapshot } = d;
  const base: TDeliveryDetail = {
    id: d.id,
    side,
    status: d.status,
    rejectReason: d.rejectReason,
    greeting: d.greeting,
    createdAt: d.createdAt.toISOString(),
    job: {
      id: d.jobId,
      title: snapshot.job.title,
      orgName: snapshot.job.orgName,
      area: snapshot.job.area,
      salaryMin: snapshot.job.salaryMin,
      salaryMax: snapshot.job.salaryMax,
    },
    resume: { id: snapshot.resume.id, title: snapshot.resume.title },
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      actorSide: e.actorSide,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    interviews: interviewRows.map(presentInterview),
    actions: side === 'person' ? personActions(state) : side === 'org' ? orgActions(state) : [],
  };
  if (side === 'person') return base;
  const withResume = {
    ...base,
    match: presentMatch(d.matchScore, d.matchReasons),
    resume: { ...snapshot.resume, ...(await resumeFiles(deps.db, snapshot.resume)) },
  };
  const person =
    side === 'staff' ? contactFor('staff', snapshot.person) : await personBlockForOrg(deps, user, d);
  const kinds = person.mobile || person.email ? RESUME_WITH_CONTACT : (['resume'] as const);
  await recordPersonalDataRead(deps, { subjectId: d.personId, kinds, object: { type: 'delivery', id } });
  if (side === 'staff') return { ...withResume, person };
  return { ...withResume, person, notes: await notesOf(deps, id) };
}

/** The person's contacts, when the organisation may see them; every such read is recorded. */
async function personBlockForOrg(deps: TDeps, user: TSessionUser, d: TDeliveryRow) {
  const { person } = d.snapshot;
  if (!(await orgMaySeeContact(deps.db, user.accountId, d.personId))) return contactFor('other', person);
  await recordContactView(deps.db, user.accountId, d.personId, d.resumeId);
  return contactFor('contact-org', person);
}

/** The interview page (/g010703/index): the person invited or the organisation that invited. */
export async function interviewPage(deps: TDeps, user: TSessionUser, id: number): Promise<TInterviewPage> {
  const [row] = await deps.db
    .select({ interview: interviews, delivery: deliveries })
    .from(interviews)
    .innerJoin(deliveries, eq(deliveries.id, interviews.deliveryId))
    .where(eq(interviews.id, id));
  const side =
    row?.interview.personId === user.accountId
      ? 'person'
      : row?.interview.orgId === user.accountId
        ? 'org'
        : null;
  if (!row || !side) throw notFound('deliveries.interviewNotFound');
  const { job } = row.delivery.snapshot;
  return {
    ...presentInterview(row.interview),
    side,
    deliveryStatus: row.delivery.status,
    job: { id: job.id, title: job.title, orgName: job.orgName },
    // The organisation opened this from a delivery whose detail already showed the full name.
    ...(side === 'org' ? { personName: maskName(row.delivery.snapshot.person.name) } : {}),
  };
}

/** An organisation's interviews: upcoming first (soonest on top), then past ones (latest first). */
export async function orgInterviews(deps: TDeps, user: TSessionUser, f: TInterviewList) {
  const where = and(
    eq(interviews.orgId, user.accountId),
    f.status ? eq(interviews.status, f.status) : undefined,
  );
  const { rows, total } = await pageOf(
    f,
    deps.db
      .select({ interview: interviews, snapshot: deliveries.snapshot })
      .from(interviews)
      .innerJoin(deliveries, eq(deliveries.id, interviews.deliveryId))
      .where(where)
      .orderBy(
        sql`(${interviews.startsAt} < now())`,
        sql`CASE WHEN ${interviews.startsAt} >= now() THEN ${interviews.startsAt} END ASC`,
        desc(interviews.startsAt),
      ),
    deps.db.select({ n: count() }).from(interviews).where(where),
  );
  return page(
    rows.map((r): TInterviewRow => ({
      ...presentInterview(r.interview),
      jobTitle: r.snapshot.job.title,
      personName: maskName(r.snapshot.person.name),
    })),
    total,
  );
}

/** The person's invitations to apply: pending first, newest first within. */
export async function myInvitations(deps: TDeps, user: TSessionUser, f: { page: number; limit: number }) {
  const where = eq(talentInvitations.personId, user.accountId);
  const { rows, total } = await pageOf(
    f,
    deps.db
      .select({
        inv: talentInvitations,
        jobTitle: jobPostings.title,
        jobStatus: jobPostings.status,
        orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
      })
      .from(talentInvitations)
      .innerJoin(jobPostings, eq(jobPostings.id, talentInvitations.jobId))
      .innerJoin(accounts, eq(accounts.id, talentInvitations.orgId))
      .leftJoin(gb01, eq(gb01.accountId, talentInvitations.orgId))
      .where(where)
      .orderBy(
        sql`(${talentInvitations.status} <> 'pending')`,
        desc(talentInvitations.createdAt),
        desc(talentInvitations.id),
      ),
    deps.db.select({ n: count() }).from(talentInvitations).where(where),
  );
  return page(
    rows.map((r): TInvitationRow => ({
      id: r.inv.id,
      status: r.inv.status,
      jobId: r.inv.jobId,
      jobTitle: r.jobTitle,
      jobOpen: r.jobStatus === 'published',
      orgName: r.orgName,
      message: r.inv.message,
      createdAt: r.inv.createdAt.toISOString(),
      respondedAt: r.inv.respondedAt?.toISOString() ?? null,
    })),
    total,
  );
}

/**
 * The resume as delivered, for the organisation that received it to save as PDF (the printable
 * view's renderer, in the browser). Not after the person withdrew the application. The read is
 * recorded like the detail's; the person's contacts are not part of it.
 */
export async function deliveredResume(deps: TDeps, user: TSessionUser, id: number) {
  const [d] = await deps.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.orgId, user.accountId)));
  if (!d) throw notFound('deliveries.notFound');
  if (d.status === 'withdrawn') throw warning('deliveries.resumeWithdrawn');
  const { snapshot } = d;
  const files = await resumeFiles(deps.db, snapshot.resume);
  await recordPersonalDataRead(deps, {
    subjectId: d.personId,
    kinds: ['resume'],
    object: { type: 'delivery', id },
  });
  return {
    deliveryId: d.id,
    title: snapshot.resume.title,
    content: snapshot.resume.content,
    jobTitle: snapshot.job.title,
    photo: files.photo ?? null,
    attachment: files.attachment ?? null,
  };
}
