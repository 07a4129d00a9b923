import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  type TFairDetail,
  type TFairKind,
  type TFairPhase,
  type TFairPosting,
  fairPhase,
} from '@rcwb/shared';
import { notFound } from '../../core/errors';
import { likePattern, pageOf, type TPaging } from '../../core/paging';
import type { TExec } from '../../core/tx';
import type { TDb } from '../../db/client';
import {
  accounts,
  boothApplicationPostings,
  boothApplications,
  gb01,
  jobFairs,
  jobPostings,
} from '../../db/schema';
import { boothsWithOrgs, countsOf, imageUrls, participants, type TFairRow } from './fairs.repository';
import { presentFairSummary } from './fairs.presenter';
import { keywordWhere, phaseWhere, summariesOf } from './fairs.service';

export type TPublicFilters = TPaging & {
  phase?: TFairPhase;
  kind?: TFairKind;
  /** Area code of a city (3501 00) or a district; a city matches its districts too. */
  city?: string;
  /** 'YYYY-MM': fairs running at some time of that month (portal time zone). */
  month?: string;
  keyword?: string;
};

const cityWhere = (city: string | undefined) =>
  !city
    ? undefined
    : city.endsWith('00')
      ? sql`left(${jobFairs.area}, 4) = ${city.slice(0, 4)}`
      : eq(jobFairs.area, city);

const monthWhere = (month: string | undefined) => {
  if (!month) return undefined;
  const start = sql`(${`${month}-01`}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;
  return sql`${jobFairs.startsAt} < ${start} + interval '1 month' AND ${jobFairs.endsAt} >= ${start}`;
};

/**
 * The public list: published fairs, the upcoming and ongoing ones first by start (soonest
 * first), then the ended ones, latest first.
 */
export async function publicList(db: TDb, f: TPublicFilters) {
  const where = and(
    eq(jobFairs.status, 'published'),
    phaseWhere(f.phase),
    f.kind ? eq(jobFairs.kind, f.kind) : undefined,
    cityWhere(f.city),
    monthWhere(f.month),
    keywordWhere(f.keyword),
  );
  const { rows, total } = await pageOf(
    f,
    db
      .select()
      .from(jobFairs)
      .where(where)
      .orderBy(
        sql`(${jobFairs.endsAt} < now())`,
        sql`CASE WHEN ${jobFairs.endsAt} < now() THEN NULL ELSE ${jobFairs.startsAt} END`,
        desc(jobFairs.endsAt),
        desc(jobFairs.id),
      ),
    db.select({ n: count() }).from(jobFairs).where(where),
  );
  return { rows: await summariesOf(db, rows), total };
}

/** Published fairs, and cancelled ones (they stay visible, saying so, to those who came for them). */
async function publicRow(db: TExec, id: number): Promise<TFairRow> {
  const [row] = await db
    .select()
    .from(jobFairs)
    .where(and(eq(jobFairs.id, id), inArray(jobFairs.status, ['published', 'cancelled'])));
  if (!row) throw notFound('fairs.notFound');
  return row;
}

export async function publicDetail(db: TDb, id: number): Promise<TFairDetail> {
  const row = await publicRow(db, id);
  const [counts, images, booths, orgs] = await Promise.all([
    countsOf(db, [id]),
    imageUrls(db, [...(row.bannerFileId ? [row.bannerFileId] : []), ...row.recapPhotoIds]),
    boothsWithOrgs(db, id),
    participants(db, id),
  ]);
  const ended = fairPhase(row) === 'ended';
  return {
    ...presentFairSummary(
      row,
      counts.get(id),
      row.bannerFileId ? (images.get(row.bannerFileId) ?? null) : null,
    ),
    transport: row.transport,
    lat: row.lat,
    lng: row.lng,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    description: row.description,
    minResumeCompleteness: row.minResumeCompleteness,
    cancelReason: row.status === 'cancelled' ? row.cancelReason : null,
    layout: row.layout ?? null,
    booths: booths.map((b) => ({
      id: b.id,
      code: b.code,
      zone: b.zone,
      row: b.row,
      col: b.col,
      size: b.size,
      org: b.orgId ? { id: b.orgId, name: b.orgName ?? '' } : null,
    })),
    organisations: orgs,
    recap: ended ? row.recap : null,
    recapPhotoUrls: ended ? row.recapPhotoIds.flatMap((pid) => images.get(pid) ?? []) : [],
  };
}

/** The published postings the fair's approved organisations show there, searchable, by organisation. */
export async function fairPostings(
  db: TDb,
  id: number,
  f: TPaging & { keyword?: string; orgId?: number },
): Promise<{ rows: TFairPosting[]; total: number }> {
  await publicRow(db, id);
  const where = and(
    eq(boothApplications.fairId, id),
    eq(boothApplications.status, 'approved'),
    eq(jobPostings.status, 'published'),
    f.orgId ? eq(boothApplications.orgId, f.orgId) : undefined,
    f.keyword
      ? or(ilike(jobPostings.title, likePattern(f.keyword)), ilike(gb01.name, likePattern(f.keyword)))
      : undefined,
  );
  const base = () =>
    db
      .select({
        id: jobPostings.id,
        title: jobPostings.title,
        orgId: jobPostings.orgId,
        orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
        area: jobPostings.area,
        salaryMin: jobPostings.salaryMin,
        salaryMax: jobPostings.salaryMax,
      })
      .from(boothApplicationPostings)
      .innerJoin(boothApplications, eq(boothApplications.id, boothApplicationPostings.applicationId))
      .innerJoin(jobPostings, eq(jobPostings.id, boothApplicationPostings.jobId))
      .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
      .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId));
  return pageOf(
    f,
    base().where(where).orderBy(desc(jobPostings.id)),
    db
      .select({ n: count() })
      .from(boothApplicationPostings)
      .innerJoin(boothApplications, eq(boothApplications.id, boothApplicationPostings.applicationId))
      .innerJoin(jobPostings, eq(jobPostings.id, boothApplicationPostings.jobId))
      .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
      .where(where),
  );
}

/** How many fairs the public sees (the portal's `fairs` count). */
export async function publishedFairCount(db: TDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobFairs).where(eq(jobFairs.status, 'published'));
  return row?.n ?? 0;
}
