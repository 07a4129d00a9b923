import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  accounts,
  boothApplicationPostings,
  boothApplications,
  fairBooths,
  fairSuspensions,
  gb01,
  jobFairs,
  jobPostings,
} from '../../db/schema';
import { likePattern } from '../../core/paging';
import type { TExec, TTx } from '../../core/tx';
import type { TApplicationList } from './fair-booths.schemas';

export type TFairRow = typeof jobFairs.$inferSelect;
export type TApplicationRow = typeof boothApplications.$inferSelect;

export const orgName = sql<string>`coalesce(${gb01.name}, ${accounts.name})`;

export async function findFair(db: TExec, id: number): Promise<TFairRow | undefined> {
  const [row] = await db.select().from(jobFairs).where(eq(jobFairs.id, id));
  return row;
}

/** The organisation's suspension that is still running at `now`, the one ending last. */
export async function liveSuspension(db: TExec, orgId: number, now = new Date()) {
  const [row] = await db
    .select({ until: fairSuspensions.until, reason: fairSuspensions.reason })
    .from(fairSuspensions)
    .where(and(eq(fairSuspensions.orgId, orgId), sql`${fairSuspensions.until} > ${now}`))
    .orderBy(desc(fairSuspensions.until))
    .limit(1);
  return row;
}

export async function orgRecord(db: TExec, orgId: number) {
  const [row] = await db
    .select({ reviewStatus: gb01.reviewStatus, industry: gb01.industry, name: orgName })
    .from(accounts)
    .leftJoin(gb01, eq(gb01.accountId, accounts.id))
    .where(eq(accounts.id, orgId));
  return row;
}

/** Of these postings, the ids that are the organisation's and (when asked) published. */
export async function ownPostingIds(db: TExec, orgId: number, ids: number[], publishedOnly: boolean) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(
      and(
        inArray(jobPostings.id, ids),
        eq(jobPostings.orgId, orgId),
        publishedOnly ? eq(jobPostings.status, 'published') : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Locks one application row until the transaction ends (decisions, cancellation, check-in). */
export async function lockApplication(tx: TTx, id: number): Promise<TApplicationRow | undefined> {
  const [row] = await tx.select().from(boothApplications).where(eq(boothApplications.id, id)).for('update');
  return row;
}

export async function findBooth(db: TExec, id: number) {
  const [row] = await db.select().from(fairBooths).where(eq(fairBooths.id, id));
  return row;
}

export async function postingsOf(db: TExec, applicationId: number) {
  return db
    .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status })
    .from(boothApplicationPostings)
    .innerJoin(jobPostings, eq(jobPostings.id, boothApplicationPostings.jobId))
    .where(eq(boothApplicationPostings.applicationId, applicationId))
    .orderBy(asc(jobPostings.title), asc(jobPostings.id));
}

const postingsCount = sql<number>`(SELECT count(*)::int FROM ${boothApplicationPostings} WHERE ${boothApplicationPostings.applicationId} = ${boothApplications.id})`;

/** Applications with their fair, organisation and booth, as the lists show them. */
const listColumns = {
  app: boothApplications,
  fairTitle: jobFairs.title,
  fairKind: jobFairs.kind,
  fairStartsAt: jobFairs.startsAt,
  fairEndsAt: jobFairs.endsAt,
  cancelDeadline: jobFairs.cancelDeadline,
  orgName,
  boothCode: fairBooths.code,
  boothZone: fairBooths.zone,
  postings: postingsCount,
};
export type TListRow = {
  app: TApplicationRow;
  fairTitle: string;
  fairKind: string;
  fairStartsAt: Date;
  fairEndsAt: Date;
  cancelDeadline: Date;
  orgName: string;
  boothCode: string | null;
  boothZone: string | null;
  postings: number;
};

const listWhere = (f: Partial<TApplicationList> & { orgId?: number; id?: number }) => {
  const filters: (SQL | undefined)[] = [];
  if (f.id) filters.push(eq(boothApplications.id, f.id));
  if (f.fairId) filters.push(eq(boothApplications.fairId, f.fairId));
  if (f.status) filters.push(eq(boothApplications.status, f.status));
  if (f.orgId) filters.push(eq(boothApplications.orgId, f.orgId));
  if (f.orgName) filters.push(sql`${orgName} ILIKE ${likePattern(f.orgName)}`);
  return and(...filters);
};

/** The ordered, filtered query of applications (a page is cut by the caller). */
export function applicationsQuery(db: TExec, f: Partial<TApplicationList> & { orgId?: number; id?: number }) {
  const where = listWhere(f);
  // Waiting applications oldest first (the queue's order); any other view newest first.
  const order =
    f.status === 'pending'
      ? [asc(boothApplications.createdAt), asc(boothApplications.id)]
      : [desc(boothApplications.createdAt), desc(boothApplications.id)];
  const rows = db
    .select(listColumns)
    .from(boothApplications)
    .innerJoin(jobFairs, eq(jobFairs.id, boothApplications.fairId))
    .innerJoin(accounts, eq(accounts.id, boothApplications.orgId))
    .leftJoin(gb01, eq(gb01.accountId, boothApplications.orgId))
    .leftJoin(fairBooths, eq(fairBooths.id, boothApplications.boothId))
    .where(where)
    .orderBy(...order);
  const total = db
    .select({ n: count() })
    .from(boothApplications)
    .innerJoin(accounts, eq(accounts.id, boothApplications.orgId))
    .leftJoin(gb01, eq(gb01.accountId, boothApplications.orgId))
    .where(where);
  return { rows, total };
}

/** Booths of a fair with the organisation approved into each (null: free). */
export async function boothsOfFair(db: TExec, fairId: number) {
  return db
    .select({
      id: fairBooths.id,
      code: fairBooths.code,
      zone: fairBooths.zone,
      size: fairBooths.size,
      applicationId: boothApplications.id,
      orgName: sql<string | null>`CASE WHEN ${boothApplications.id} IS NULL THEN NULL ELSE ${orgName} END`,
    })
    .from(fairBooths)
    .leftJoin(
      boothApplications,
      and(eq(boothApplications.boothId, fairBooths.id), eq(boothApplications.status, 'approved')),
    )
    .leftJoin(accounts, eq(accounts.id, boothApplications.orgId))
    .leftJoin(gb01, eq(gb01.accountId, boothApplications.orgId))
    .where(eq(fairBooths.fairId, fairId))
    .orderBy(asc(fairBooths.row), asc(fairBooths.col));
}

/** Fairs for the lists' filters and the check-in's chooser: every fair but drafts, newest first. */
export async function fairOptions(db: TExec) {
  return db
    .select({
      id: jobFairs.id,
      title: jobFairs.title,
      kind: jobFairs.kind,
      status: jobFairs.status,
      startsAt: jobFairs.startsAt,
      endsAt: jobFairs.endsAt,
    })
    .from(jobFairs)
    .where(sql`${jobFairs.status} <> 'draft'`)
    .orderBy(desc(jobFairs.startsAt), desc(jobFairs.id))
    .limit(200);
}
