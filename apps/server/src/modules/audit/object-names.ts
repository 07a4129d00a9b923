import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TAuditObjectKind } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import {
  accounts,
  achievements,
  archiveDocuments,
  announcements,
  articles,
  comparisonDimensions,
  deliveries,
  dictEntries,
  exportJobs,
  expertFields,
  experts,
  fairLayoutTemplates,
  fairTickets,
  feedbacks,
  gb01,
  gigOrders,
  gigPostings,
  interviews,
  jobAlerts,
  jobFairs,
  jobPostings,
  policies,
  programApplications,
  programBatches,
  programReferences,
  personnelArchives,
  portalBanners,
  portalFeatured,
  resumes,
  roles,
  talentInvitations,
  talentRecognitions,
  talentServiceRequests,
  techDemands,
} from '../../db/schema';

const NAME_MAX = 200;

/** One column of one row by its id. */
const column =
  (table: PgTable, id: PgColumn, name: PgColumn | SQL) =>
  async (db: TDb, key: number): Promise<string | null> => {
    const [row] = await db.select({ name: name }).from(table).where(eq(id, key)).limit(1);
    return (row?.name as string | null | undefined) ?? null;
  };

/**
 * How each kind of object is named in the operation log: the name a reader recognises (an
 * organisation's registered name, an account's username, an item's title). Kinds without a name
 * worth showing (sessions, messages, browsing history) are named by their id.
 */
const NAMES: Partial<Record<TAuditObjectKind, (db: TDb, id: number) => Promise<string | null>>> = {
  org: async (db, id) => {
    const [row] = await db
      .select({ name: sql<string>`coalesce(${gb01.name}, ${accounts.name})` })
      .from(accounts)
      .leftJoin(gb01, eq(gb01.accountId, accounts.id))
      .where(eq(accounts.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  // People and staff by username: it names the account without spreading a real name into the log.
  person: column(accounts, accounts.id, accounts.username),
  account: column(accounts, accounts.id, accounts.username),
  feedback: column(feedbacks, feedbacks.id, feedbacks.title),
  policy: column(policies, policies.id, policies.title),
  dimension: column(comparisonDimensions, comparisonDimensions.id, comparisonDimensions.nameZh),
  expertField: column(expertFields, expertFields.id, expertFields.nameZh),
  expert: column(experts, experts.id, experts.name),
  demand: column(techDemands, techDemands.id, techDemands.title),
  achievement: column(achievements, achievements.id, achievements.title),
  banner: column(portalBanners, portalBanners.id, portalBanners.title),
  featured: column(portalFeatured, portalFeatured.id, sql`nullif(${portalFeatured.label}, '')`),
  news: column(articles, articles.id, articles.title),
  announcement: column(announcements, announcements.id, announcements.title),
  jobAlert: column(jobAlerts, jobAlerts.id, jobAlerts.name),
  resume: column(resumes, resumes.id, resumes.title),
  posting: column(jobPostings, jobPostings.id, jobPostings.title),
  archive: column(personnelArchives, personnelArchives.id, personnelArchives.number),
  archiveDocument: column(archiveDocuments, archiveDocuments.id, archiveDocuments.serial),
  programBatch: column(programBatches, programBatches.id, programBatches.name),
  programReference: column(programReferences, programReferences.id, programReferences.nameZh),
  programApplication: async (db, id) => {
    const [row] = await db
      .select({ name: programBatches.name })
      .from(programApplications)
      .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
      .where(eq(programApplications.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  talentRecognition: async (db, id) => {
    const [row] = await db
      .select({ name: programReferences.nameZh })
      .from(talentRecognitions)
      .innerJoin(programReferences, eq(programReferences.id, talentRecognitions.tierId))
      .where(eq(talentRecognitions.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  talentService: async (db, id) => {
    const [row] = await db
      .select({ name: programReferences.nameZh })
      .from(talentServiceRequests)
      .innerJoin(programReferences, eq(programReferences.id, talentServiceRequests.typeId))
      .where(eq(talentServiceRequests.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  delivery: async (db, id) => {
    const [row] = await db
      .select({ name: jobPostings.title })
      .from(deliveries)
      .innerJoin(jobPostings, eq(jobPostings.id, deliveries.jobId))
      .where(eq(deliveries.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  interview: async (db, id) => {
    const [row] = await db
      .select({ name: jobPostings.title })
      .from(interviews)
      .innerJoin(deliveries, eq(deliveries.id, interviews.deliveryId))
      .innerJoin(jobPostings, eq(jobPostings.id, deliveries.jobId))
      .where(eq(interviews.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  gig: column(gigPostings, gigPostings.id, gigPostings.title),
  gigOrder: async (db, id) => {
    const [row] = await db
      .select({ name: gigPostings.title })
      .from(gigOrders)
      .innerJoin(gigPostings, eq(gigPostings.id, gigOrders.gigId))
      .where(eq(gigOrders.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  fair: column(jobFairs, jobFairs.id, jobFairs.title),
  role: column(roles, roles.id, roles.nameZh),
  dataExport: column(exportJobs, exportJobs.id, exportJobs.dataset),
  dictEntry: column(dictEntries, dictEntries.id, dictEntries.labelZh),
  fairTemplate: column(fairLayoutTemplates, fairLayoutTemplates.id, fairLayoutTemplates.name),
  fairTicket: async (db, id) => {
    const [row] = await db
      .select({ name: jobFairs.title })
      .from(fairTickets)
      .innerJoin(jobFairs, eq(jobFairs.id, fairTickets.fairId))
      .where(eq(fairTickets.id, id))
      .limit(1);
    return row?.name ?? null;
  },
  invitation: async (db, id) => {
    const [row] = await db
      .select({ name: jobPostings.title })
      .from(talentInvitations)
      .innerJoin(jobPostings, eq(jobPostings.id, talentInvitations.jobId))
      .where(eq(talentInvitations.id, id))
      .limit(1);
    return row?.name ?? null;
  },
};

/**
 * The display name of an object as it is now, to be kept with the log entry (a later rename or
 * deletion leaves the entry readable). Null when the kind has no name, the id is not a row id or
 * the row is gone; a failed lookup never fails the call being logged.
 */
export async function nameOf(db: TDb, kind: TAuditObjectKind, id: string): Promise<string | null> {
  const lookup = NAMES[kind];
  if (!lookup || !/^\d{1,9}$/.test(id)) return null;
  try {
    const name = await lookup(db, Number(id));
    return name ? name.slice(0, NAME_MAX) : null;
  } catch {
    return null;
  }
}
