import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  accounts,
  dictEntries,
  programApplications,
  programBatches,
  programNoticeEntries,
  programNotices,
  programScoreSheets,
  programScores,
  workflowAssignments,
  workflowInstances,
} from '../../db/schema';
import type { TExec, TTx } from '../../core/tx';
import { PROGRAM_APPLICATION_KIND } from '../programs';

/** The step of the program processes where assigned experts score (programs.processes.ts). */
export const SCORING_STEP = 'scoring';

export type TScoreRow = typeof programScores.$inferSelect;

const instanceOfApplication = and(
  eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
  eq(workflowInstances.subjectId, programApplications.id),
);

/** An application with its batch and its review instance. */
const appSelection = { app: programApplications, batch: programBatches, inst: workflowInstances };

export function applicationsWhere(db: TExec, where: ReturnType<typeof and>) {
  return db
    .select(appSelection)
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .innerJoin(workflowInstances, instanceOfApplication)
    .where(where);
}

export async function applicationById(db: TExec, id: number) {
  const [row] = await applicationsWhere(db, eq(programApplications.id, id));
  return row;
}

/** The applications an expert was assigned to score, newest assignment first. */
export function assignedApplications(db: TExec, expertId: number) {
  return db
    .select({ ...appSelection, assignedAt: workflowAssignments.createdAt })
    .from(workflowAssignments)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowAssignments.instanceId))
    .innerJoin(programApplications, eq(programApplications.id, workflowInstances.subjectId))
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .where(
      and(
        eq(workflowAssignments.accountId, expertId),
        eq(workflowAssignments.step, SCORING_STEP),
        eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
      ),
    )
    .orderBy(desc(workflowAssignments.createdAt), desc(programApplications.id));
}

/** The experts assigned to score these applications' instances (id and name). */
export function scoringAssignees(db: TExec, instanceIds: readonly number[]) {
  if (!instanceIds.length) return Promise.resolve([]);
  return db
    .select({ instanceId: workflowAssignments.instanceId, id: accounts.id, name: accounts.name })
    .from(workflowAssignments)
    .innerJoin(accounts, eq(accounts.id, workflowAssignments.accountId))
    .where(
      and(
        inArray(workflowAssignments.instanceId, [...instanceIds]),
        eq(workflowAssignments.step, SCORING_STEP),
      ),
    );
}

/** Every score of these applications, with the expert's name. */
export function scoresOf(db: TExec, applicationIds: readonly number[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db
    .select({ score: programScores, expertName: accounts.name })
    .from(programScores)
    .innerJoin(accounts, eq(accounts.id, programScores.expertId))
    .where(inArray(programScores.applicationId, [...applicationIds]))
    .orderBy(programScores.id);
}

/** One expert's own scores of one application (never another's). */
export function scoresBy(db: TExec, expertId: number, applicationIds: readonly number[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(programScores)
    .where(
      and(eq(programScores.expertId, expertId), inArray(programScores.applicationId, [...applicationIds])),
    );
}

export const insertScore = (tx: TTx, values: typeof programScores.$inferInsert) =>
  tx.insert(programScores).values(values);

export async function sheetOf(db: TExec, category: string) {
  const [row] = await db.select().from(programScoreSheets).where(eq(programScoreSheets.category, category));
  return row?.criteria;
}

/**
 * The applications that reached the scoring step (experts assigned) of one applicant type, or of
 * one batch: what the staff's score lists and a batch's ranking read.
 */
export function scoringApplications(db: TExec, by: { applicantType?: 'person' | 'org'; batchId?: number }) {
  return db
    .selectDistinct(appSelection)
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .innerJoin(workflowInstances, instanceOfApplication)
    .innerJoin(
      workflowAssignments,
      and(
        eq(workflowAssignments.instanceId, workflowInstances.id),
        eq(workflowAssignments.step, SCORING_STEP),
      ),
    )
    .where(
      and(
        by.batchId ? eq(programApplications.batchId, by.batchId) : undefined,
        by.applicantType ? eq(programApplications.applicantType, by.applicantType) : undefined,
      ),
    )
    .orderBy(desc(programBatches.id), programApplications.id);
}

/** The label of a program category in both languages. */
export async function categoryLabels(db: TExec) {
  const rows = await db
    .select({ value: dictEntries.value, zh: dictEntries.labelZh, en: dictEntries.labelEn })
    .from(dictEntries)
    .where(eq(dictEntries.dictType, 'program_category'));
  return new Map(rows.map((r) => [r.value, { 'zh-CN': r.zh, en: r.en }]));
}

export async function insertNotice(tx: TTx, values: typeof programNotices.$inferInsert) {
  const [row] = await tx.insert(programNotices).values(values).returning();
  return row!;
}

export const insertNoticeEntries = (tx: TTx, values: (typeof programNoticeEntries.$inferInsert)[]) =>
  tx.insert(programNoticeEntries).values(values);

/** Notice entries with their notice, batch and the application's instance, newest notice first. */
export function noticeEntries(db: TExec, opts: { since?: Date; entryId?: number } = {}) {
  return db
    .select({
      entry: programNoticeEntries,
      notice: programNotices,
      batch: programBatches,
      inst: workflowInstances,
    })
    .from(programNoticeEntries)
    .innerJoin(programNotices, eq(programNotices.id, programNoticeEntries.noticeId))
    .innerJoin(programBatches, eq(programBatches.id, programNotices.batchId))
    .innerJoin(
      workflowInstances,
      and(
        eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
        eq(workflowInstances.subjectId, programNoticeEntries.applicationId),
      ),
    )
    .where(
      and(
        opts.since ? gt(programNotices.publishedAt, opts.since) : undefined,
        opts.entryId ? eq(programNoticeEntries.id, opts.entryId) : undefined,
      ),
    )
    .orderBy(desc(programNotices.publishedAt), desc(programNotices.id), programNoticeEntries.id);
}
