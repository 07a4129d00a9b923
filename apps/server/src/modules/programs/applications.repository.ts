import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TProgramApplicantInfo, TProgramApplicantType } from '@rcwb/shared';
import { files, programApplications, programBatches, workflowInstances } from '../../db/schema';
import type { TExec, TTx } from '../../core/tx';

/** The workflow kind of a talent program application (the instance's subject is the application id). */
export const PROGRAM_APPLICATION_KIND = 'talent-program';

export type TApplicationRow = typeof programApplications.$inferSelect;

/** The open batches of one applicant type, soonest closing first. */
export function openBatches(db: TExec, type: TProgramApplicantType) {
  return db
    .select()
    .from(programBatches)
    .where(and(eq(programBatches.status, 'open'), eq(programBatches.applicantType, type)))
    .orderBy(asc(programBatches.closesOn), asc(programBatches.id));
}

/** An applicant's applications with their batch and where they stand, newest first. */
export function applicationsOf(db: TExec, applicantId: number) {
  return db
    .select({ app: programApplications, batch: programBatches, status: workflowInstances.status })
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .innerJoin(
      workflowInstances,
      and(
        eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
        eq(workflowInstances.subjectId, programApplications.id),
      ),
    )
    .where(eq(programApplications.applicantId, applicantId))
    .orderBy(desc(programApplications.createdAt), desc(programApplications.id));
}

/** One application of its applicant: another's id finds nothing. */
export async function ownApplication(db: TExec, id: number, applicantId: number) {
  const [row] = await db
    .select({ app: programApplications, batch: programBatches })
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .where(and(eq(programApplications.id, id), eq(programApplications.applicantId, applicantId)));
  return row;
}

/** An application with its batch, whoever's it is: callers check who may see it. */
export async function applicationById(db: TExec, id: number) {
  const [row] = await db
    .select({ app: programApplications, batch: programBatches })
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .where(eq(programApplications.id, id));
  return row;
}

/** My application, its batch and review status, with the application's row locked (see lockEditable). */
export async function lockOwnApplication(tx: TTx, id: number, applicantId: number) {
  const [row] = await tx
    .select({ app: programApplications, batch: programBatches, status: workflowInstances.status })
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .innerJoin(
      workflowInstances,
      and(
        eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
        eq(workflowInstances.subjectId, programApplications.id),
      ),
    )
    .where(and(eq(programApplications.id, id), eq(programApplications.applicantId, applicantId)))
    .for('update', { of: programApplications });
  return row;
}

export async function applicationFor(db: TExec, batchId: number, applicantId: number) {
  const [row] = await db
    .select({ id: programApplications.id })
    .from(programApplications)
    .where(and(eq(programApplications.batchId, batchId), eq(programApplications.applicantId, applicantId)));
  return row;
}

export async function insertApplication(
  tx: TTx,
  values: {
    batchId: number;
    applicantId: number;
    applicantType: TProgramApplicantType;
    info: TProgramApplicantInfo;
  },
) {
  const [row] = await tx.insert(programApplications).values(values).returning();
  return row!;
}

export async function updateApplication(
  db: TExec,
  id: number,
  values: Partial<Pick<TApplicationRow, 'info' | 'materials' | 'declared'>>,
) {
  const [row] = await db
    .update(programApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programApplications.id, id))
    .returning();
  return row!;
}

/** The applicant's own live files among the ids (a material may only name the applicant's upload). */
export function ownFiles(db: TExec, ids: readonly string[], ownerId: number) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.ownerId, ownerId), isNull(files.deletedAt)));
}
