import { type SQL, and, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import { TALENT_RECOGNITION_KIND, TALENT_SERVICE_KIND } from '@rcwb/shared';
import { type TPaging, likePattern, pageOf } from '../../core/paging';
import type { TExec, TTx } from '../../core/tx';
import {
  accounts,
  files,
  talentRecognitions,
  talentServicePayments,
  talentServiceRequests,
  workflowInstances,
} from '../../db/schema';

export type TRecognitionRow = typeof talentRecognitions.$inferSelect;
export type TRequestRow = typeof talentServiceRequests.$inferSelect;

const recognitionInstance = and(
  eq(workflowInstances.kind, TALENT_RECOGNITION_KIND),
  eq(workflowInstances.subjectId, talentRecognitions.id),
);
const requestInstance = and(
  eq(workflowInstances.kind, TALENT_SERVICE_KIND),
  eq(workflowInstances.subjectId, talentServiceRequests.id),
);
const where = {
  status: workflowInstances.status,
  step: workflowInstances.currentStep,
  applicantName: accounts.name,
};

/** Recognitions with where each stands and whose it is, newest first. */
const recognitionQuery = (db: TExec, filter: SQL | undefined) =>
  db
    .select({ row: talentRecognitions, ...where })
    .from(talentRecognitions)
    .innerJoin(workflowInstances, recognitionInstance)
    .innerJoin(accounts, eq(accounts.id, talentRecognitions.applicantId))
    .where(filter)
    .orderBy(desc(talentRecognitions.createdAt), desc(talentRecognitions.id));

const requestQuery = (db: TExec, filter: SQL | undefined) =>
  db
    .select({ row: talentServiceRequests, ...where })
    .from(talentServiceRequests)
    .innerJoin(workflowInstances, requestInstance)
    .innerJoin(accounts, eq(accounts.id, talentServiceRequests.applicantId))
    .where(filter)
    .orderBy(desc(talentServiceRequests.createdAt), desc(talentServiceRequests.id));

export const recognitionsOf = (db: TExec, applicantId: number) =>
  recognitionQuery(db, eq(talentRecognitions.applicantId, applicantId));
export const requestsOf = (db: TExec, applicantId: number) =>
  requestQuery(db, eq(talentServiceRequests.applicantId, applicantId));

/** One recognition; with an applicant, only theirs (another's id finds nothing). */
export async function recognitionById(db: TExec, id: number, applicantId?: number) {
  const [row] = await recognitionQuery(
    db,
    and(
      eq(talentRecognitions.id, id),
      applicantId === undefined ? undefined : eq(talentRecognitions.applicantId, applicantId),
    ),
  );
  return row;
}

export async function requestById(db: TExec, id: number, applicantId?: number) {
  const [row] = await requestQuery(
    db,
    and(
      eq(talentServiceRequests.id, id),
      applicantId === undefined ? undefined : eq(talentServiceRequests.applicantId, applicantId),
    ),
  );
  return row;
}

export type TStaffFilter = TPaging & { status?: string; ref?: number; keyword?: string };

/** The reviewers' lists: everything handed in (drafts stay the applicant's), filtered, one page. */
function staffFilter(
  refColumn: typeof talentRecognitions.tierId | typeof talentServiceRequests.typeId,
  f: TStaffFilter,
) {
  return and(
    ne(workflowInstances.status, 'draft'),
    f.status ? eq(workflowInstances.status, f.status as 'submitted') : undefined,
    f.ref ? eq(refColumn, f.ref) : undefined,
    f.keyword ? ilike(accounts.name, likePattern(f.keyword)) : undefined,
  );
}

export function recognitionPage(db: TExec, f: TStaffFilter) {
  const filter = staffFilter(talentRecognitions.tierId, f);
  const total = db
    .select({ n: count() })
    .from(talentRecognitions)
    .innerJoin(workflowInstances, recognitionInstance)
    .innerJoin(accounts, eq(accounts.id, talentRecognitions.applicantId))
    .where(filter);
  return pageOf(f, recognitionQuery(db, filter), total);
}

export function requestPage(db: TExec, f: TStaffFilter) {
  const filter = staffFilter(talentServiceRequests.typeId, f);
  const total = db
    .select({ n: count() })
    .from(talentServiceRequests)
    .innerJoin(workflowInstances, requestInstance)
    .innerJoin(accounts, eq(accounts.id, talentServiceRequests.applicantId))
    .where(filter);
  return pageOf(f, requestQuery(db, filter), total);
}

/**
 * Serialises one person's applications: two at once take turns, so the second sees the first
 * (one application per tier or service type under way).
 */
export async function lockApplicant(tx: TTx, applicantId: number) {
  await tx.execute(sql`SELECT 1 FROM account WHERE id = ${applicantId} FOR UPDATE`);
}

const UNDER_WAY = ['draft', 'submitted', 'in-review', 'returned'] as const;

export async function recognitionUnderWay(tx: TExec, applicantId: number, tierId: number) {
  const [row] = await recognitionQuery(
    tx,
    and(
      eq(talentRecognitions.applicantId, applicantId),
      eq(talentRecognitions.tierId, tierId),
      inArray(workflowInstances.status, [...UNDER_WAY]),
    ),
  );
  return row;
}

export async function requestUnderWay(tx: TExec, applicantId: number, typeId: number) {
  const [row] = await requestQuery(
    tx,
    and(
      eq(talentServiceRequests.applicantId, applicantId),
      eq(talentServiceRequests.typeId, typeId),
      inArray(workflowInstances.status, [...UNDER_WAY]),
    ),
  );
  return row;
}

/** Recognitions decided with a tier and valid on the day, longest-lasting first. */
export function validRecognitions(db: TExec, applicantId: number, today: string) {
  return db
    .select()
    .from(talentRecognitions)
    .where(
      and(
        eq(talentRecognitions.applicantId, applicantId),
        sql`${talentRecognitions.decidedTierId} IS NOT NULL`,
        sql`${talentRecognitions.validFrom} <= ${today}`,
        sql`${talentRecognitions.validUntil} >= ${today}`,
      ),
    )
    .orderBy(desc(talentRecognitions.validUntil));
}

export async function insertRecognition(tx: TTx, values: typeof talentRecognitions.$inferInsert) {
  const [row] = await tx.insert(talentRecognitions).values(values).returning();
  return row!;
}

export async function updateRecognition(
  db: TExec,
  id: number,
  values: Partial<Omit<TRecognitionRow, 'id' | 'applicantId' | 'createdAt'>>,
) {
  await db
    .update(talentRecognitions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(talentRecognitions.id, id));
}

export async function insertRequest(tx: TTx, values: typeof talentServiceRequests.$inferInsert) {
  const [row] = await tx.insert(talentServiceRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: TExec,
  id: number,
  values: Partial<Omit<TRequestRow, 'id' | 'applicantId' | 'createdAt'>>,
) {
  await db
    .update(talentServiceRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(talentServiceRequests.id, id));
}

/** A request's row locked (payments take turns on it, so two cannot overpay the grant). */
export async function lockRequest(tx: TTx, id: number) {
  const [row] = await tx
    .select()
    .from(talentServiceRequests)
    .where(eq(talentServiceRequests.id, id))
    .for('update');
  return row;
}

export const paymentsOf = (db: TExec, requestId: number) =>
  db
    .select()
    .from(talentServicePayments)
    .where(eq(talentServicePayments.requestId, requestId))
    .orderBy(talentServicePayments.paidOn, talentServicePayments.id);

export async function insertPayment(tx: TTx, values: typeof talentServicePayments.$inferInsert) {
  const [row] = await tx.insert(talentServicePayments).values(values).returning();
  return row!;
}

/** The applicant's own live files among the ids (evidence may only name the applicant's uploads). */
export function ownFiles(db: TExec, ids: readonly string[], ownerId: number) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.ownerId, ownerId), isNull(files.deletedAt)));
}

/** Applications of a kind waiting for a reviewer now (the workbench's figure). */
export async function waitingCount(db: TExec, kind: string) {
  const [row] = await db
    .select({ n: count() })
    .from(workflowInstances)
    .where(
      and(eq(workflowInstances.kind, kind), inArray(workflowInstances.status, ['submitted', 'in-review'])),
    );
  return Number(row?.n ?? 0);
}
