import { type SQL, and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { type TPaging, likePattern, pageOf } from '../../core/paging';
import type { TExec } from '../../core/tx';
import {
  accounts,
  programApplications,
  programBatches,
  workflowAssignments,
  workflowInstances,
  workflowSteps,
} from '../../db/schema';
import { PROGRAM_APPLICATION_KIND, PROGRAM_PROCESS_DEFINITIONS } from '../programs';

export type TApplicationFilter = {
  status?: string;
  step?: string;
  keyword?: string;
  /** An area code or its leading digits (province 2, city 4, district 6). */
  district?: string;
};

export async function batchRow(db: TExec, id: number) {
  const [row] = await db.select().from(programBatches).where(eq(programBatches.id, id));
  return row;
}

const instanceJoin = and(
  eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
  eq(workflowInstances.subjectId, programApplications.id),
);

/** Reviewers see what was handed in: a draft is the applicant's alone. */
const handedIn = ne(workflowInstances.status, 'draft');

function where(batchId: number, f: TApplicationFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(programApplications.batchId, batchId), handedIn];
  if (f.status) conds.push(eq(workflowInstances.status, f.status as 'submitted'));
  if (f.step) conds.push(eq(workflowInstances.currentStep, f.step));
  if (f.keyword) {
    const like = likePattern(f.keyword);
    conds.push(
      sql`(${programApplications.info}->>'name' ILIKE ${like} OR ${programApplications.info}->>'mobile' ILIKE ${like})`,
    );
  }
  if (f.district) conds.push(sql`${programApplications.info}->>'region' LIKE ${`${f.district}%`}`);
  return and(...conds)!;
}

const columns = { app: programApplications, instance: workflowInstances };
export type TListRow = {
  app: typeof programApplications.$inferSelect;
  instance: typeof workflowInstances.$inferSelect;
};

/** One page of a batch's handed-in applications, the longest waiting first. */
export function applicationsOfBatch(db: TExec, batchId: number, f: TApplicationFilter, paging: TPaging) {
  const cond = where(batchId, f);
  return pageOf(
    paging,
    db
      .select(columns)
      .from(programApplications)
      .innerJoin(workflowInstances, instanceJoin)
      .where(cond)
      .orderBy(asc(workflowInstances.submittedAt), asc(programApplications.id)),
    db
      .select({ n: count() })
      .from(programApplications)
      .innerJoin(workflowInstances, instanceJoin)
      .where(cond),
  );
}

/** The same filter without paging, for the export (at most `cap` rows). */
export function allApplicationsOfBatch(db: TExec, batchId: number, f: TApplicationFilter, cap: number) {
  return db
    .select(columns)
    .from(programApplications)
    .innerJoin(workflowInstances, instanceJoin)
    .where(where(batchId, f))
    .orderBy(asc(workflowInstances.submittedAt), asc(programApplications.id))
    .limit(cap);
}

/** One handed-in application with its batch and instance; a draft or unknown id finds nothing. */
export async function applicationRow(db: TExec, id: number) {
  const [row] = await db
    .select({ app: programApplications, batch: programBatches, instance: workflowInstances })
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .innerJoin(workflowInstances, instanceJoin)
    .where(and(eq(programApplications.id, id), handedIn));
  return row;
}

/** Several handed-in applications by id (bulk actions), with their instances. */
export function applicationRows(db: TExec, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(columns)
    .from(programApplications)
    .innerJoin(workflowInstances, instanceJoin)
    .where(and(inArray(programApplications.id, [...ids]), handedIn));
}

/** The people assigned to steps of the instances, with their names. */
export function assigneesOf(db: TExec, instanceIds: readonly number[]) {
  if (!instanceIds.length) return Promise.resolve([]);
  return db
    .select({
      instanceId: workflowAssignments.instanceId,
      step: workflowAssignments.step,
      accountId: workflowAssignments.accountId,
      name: accounts.name,
    })
    .from(workflowAssignments)
    .innerJoin(accounts, eq(accounts.id, workflowAssignments.accountId))
    .where(inArray(workflowAssignments.instanceId, [...instanceIds]))
    .orderBy(asc(workflowAssignments.createdAt), asc(accounts.id));
}

/** The step records that carry scores (what experts handed in at scoring steps). */
export function scoreRecords(db: TExec, instanceId: number) {
  return db
    .select({
      actorId: workflowSteps.actorId,
      actorName: workflowSteps.actorName,
      step: workflowSteps.step,
      round: workflowSteps.round,
      data: workflowSteps.data,
      at: workflowSteps.createdAt,
    })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.instanceId, instanceId), eq(workflowSteps.action, 'score')))
    .orderBy(asc(workflowSteps.id));
}

/**
 * Batches of one applicant kind that take or took applications (not drafts), newest first, with
 * how many applications were handed in and how many wait at a step.
 */
export function batchesForReview(
  db: TExec,
  f: { applicantType?: 'person' | 'org'; keyword?: string },
  paging: TPaging,
) {
  const cond = and(
    ne(programBatches.status, 'draft'),
    f.applicantType ? eq(programBatches.applicantType, f.applicantType) : undefined,
    f.keyword ? sql`${programBatches.name} ILIKE ${likePattern(f.keyword)}` : undefined,
  );
  // The outer batch is named in full: drizzle writes a single table's columns unqualified.
  const tally = (statuses: string[]) => sql<number>`(
    SELECT count(*)::int FROM program_application a
    JOIN workflow_instance w ON w.kind = ${PROGRAM_APPLICATION_KIND} AND w.subject_id = a.id
    WHERE a.batch_id = program_batch.id AND w.status IN (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
  return pageOf(
    paging,
    db
      .select({
        batch: programBatches,
        handedIn: tally(['submitted', 'in-review', 'returned', 'approved', 'rejected']),
        waiting: tally(['submitted', 'in-review']),
      })
      .from(programBatches)
      .where(cond)
      .orderBy(sql`${programBatches.year} DESC`, sql`${programBatches.id} DESC`),
    db.select({ n: count() }).from(programBatches).where(cond),
  );
}

/**
 * The steps where an application waits for a reviewer: not the experts' scoring (their own
 * tasks) nor the notice period, which ends by itself.
 */
const REVIEWER_STEPS = [
  ...new Set(
    PROGRAM_PROCESS_DEFINITIONS.flatMap((d) =>
      d.steps.filter((s) => !s.actors.assigned && s.onDeadline === undefined).map((s) => s.key),
    ),
  ),
];

/** Applications of one applicant kind waiting for a reviewer's decision now (the reviewers' queue). */
export async function waitingForReviewers(db: TExec, applicantType: 'person' | 'org') {
  const [row] = await db
    .select({ n: count() })
    .from(programApplications)
    .innerJoin(workflowInstances, instanceJoin)
    .where(
      and(
        eq(programApplications.applicantType, applicantType),
        inArray(workflowInstances.status, ['submitted', 'in-review']),
        inArray(workflowInstances.currentStep, REVIEWER_STEPS),
      ),
    );
  return Number(row?.n ?? 0);
}
