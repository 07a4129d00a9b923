import { and, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TExec } from '../../core/tx';
import {
  boothApplicationPostings,
  boothApplications,
  fairBooths,
  fairTickets,
  files,
  gb01,
  accounts,
  jobFairs,
  jobPostings,
} from '../../db/schema';

export type TFairRow = typeof jobFairs.$inferSelect;
export type TFairCounts = { organisations: number; postings: number; visitors: number };

/** The fair's row under a lock: every change of a fair (and of its booths, its tickets) takes it first. */
export async function lockFairRow(tx: TExec, id: number): Promise<TFairRow | undefined> {
  const [row] = await tx.select().from(jobFairs).where(eq(jobFairs.id, id)).for('update');
  return row;
}

export async function fairRow(db: TExec, id: number): Promise<TFairRow | undefined> {
  const [row] = await db.select().from(jobFairs).where(eq(jobFairs.id, id));
  return row;
}

/**
 * The live counts of fairs, in three grouped queries whatever the number of fairs: organisations
 * with an approved booth, published postings they show, and visitors holding a live ticket.
 */
export async function countsOf(db: TExec, fairIds: number[]): Promise<Map<number, TFairCounts>> {
  const counts = new Map<number, TFairCounts>(
    fairIds.map((id) => [id, { organisations: 0, postings: 0, visitors: 0 }]),
  );
  if (!fairIds.length) return counts;
  const approved = and(inArray(boothApplications.fairId, fairIds), eq(boothApplications.status, 'approved'));
  const [orgs, postings, visitors] = await Promise.all([
    db
      .select({ fairId: boothApplications.fairId, n: count() })
      .from(boothApplications)
      .where(approved)
      .groupBy(boothApplications.fairId),
    db
      .select({ fairId: boothApplications.fairId, n: countDistinct(boothApplicationPostings.jobId) })
      .from(boothApplicationPostings)
      .innerJoin(boothApplications, eq(boothApplications.id, boothApplicationPostings.applicationId))
      .innerJoin(jobPostings, eq(jobPostings.id, boothApplicationPostings.jobId))
      .where(and(approved, eq(jobPostings.status, 'published')))
      .groupBy(boothApplications.fairId),
    db
      .select({ fairId: fairTickets.fairId, n: count() })
      .from(fairTickets)
      .where(and(inArray(fairTickets.fairId, fairIds), eq(fairTickets.status, 'registered')))
      .groupBy(fairTickets.fairId),
  ]);
  for (const r of orgs) counts.get(r.fairId)!.organisations = r.n;
  for (const r of postings) counts.get(r.fairId)!.postings = r.n;
  for (const r of visitors) counts.get(r.fairId)!.visitors = r.n;
  return counts;
}

/** Public URLs of live content images by file id (banners, recap photos). */
export async function imageUrls(db: TExec, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: files.id, key: files.storageKey })
    .from(files)
    .where(
      and(
        inArray(files.id, unique),
        eq(files.purpose, 'content'),
        eq(files.kind, 'image'),
        isNull(files.deletedAt),
      ),
    );
  return new Map(rows.map((r) => [r.id, `/files/${r.key}`]));
}

/** The fair's booths with the organisation an approved application holds each one for. */
export async function boothsWithOrgs(db: TExec, fairId: number) {
  return db
    .select({
      id: fairBooths.id,
      code: fairBooths.code,
      zone: fairBooths.zone,
      row: fairBooths.row,
      col: fairBooths.col,
      size: fairBooths.size,
      orgId: boothApplications.orgId,
      orgName: sql<string | null>`coalesce(${gb01.name}, ${accounts.name})`,
    })
    .from(fairBooths)
    .leftJoin(
      boothApplications,
      and(eq(boothApplications.boothId, fairBooths.id), eq(boothApplications.status, 'approved')),
    )
    .leftJoin(accounts, eq(accounts.id, boothApplications.orgId))
    .leftJoin(gb01, eq(gb01.accountId, boothApplications.orgId))
    .where(eq(fairBooths.fairId, fairId))
    .orderBy(fairBooths.row, fairBooths.col);
}

/** Organisations with an approved application at the fair, with their booth's code when onsite. */
export async function participants(db: TExec, fairId: number) {
  return db
    .select({
      id: boothApplications.orgId,
      name: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
      boothCode: fairBooths.code,
    })
    .from(boothApplications)
    .innerJoin(accounts, eq(accounts.id, boothApplications.orgId))
    .leftJoin(gb01, eq(gb01.accountId, boothApplications.orgId))
    .leftJoin(fairBooths, eq(fairBooths.id, boothApplications.boothId))
    .where(and(eq(boothApplications.fairId, fairId), eq(boothApplications.status, 'approved')))
    .orderBy(fairBooths.code, boothApplications.id);
}
