import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TArchiveRequestForm, TArchiveRequestKind } from '@rcwb/shared';
import { ACTIVE_STATUSES, type TWorkflowStatus } from '../../core/workflow';
import { type TPaging, pageOf } from '../../core/paging';
import type { TExec, TTx } from '../../core/tx';
import { accounts, archiveRequests, files, workflowInstances } from '../../db/schema';
import { ARCHIVE_REQUEST_KIND } from './archives.processes';

export type TRequestRow = typeof archiveRequests.$inferSelect;

const onInstance = and(
  eq(workflowInstances.kind, ARCHIVE_REQUEST_KIND),
  eq(workflowInstances.subjectId, archiveRequests.id),
);

const listColumns = {
  request: archiveRequests,
  applicantName: accounts.name,
  status: workflowInstances.status,
  step: workflowInstances.currentStep,
  submittedAt: workflowInstances.submittedAt,
};

export type TRequestFilter = {
  applicantId?: number;
  kind?: TArchiveRequestKind;
  status?: TWorkflowStatus;
  /** Archivists see what was handed in, never a holder's draft. */
  submittedOnly?: boolean;
};

export function requestPage(db: TExec, f: TRequestFilter, paging: TPaging) {
  const conds: SQL[] = [];
  if (f.applicantId !== undefined) conds.push(eq(archiveRequests.applicantId, f.applicantId));
  if (f.kind) conds.push(eq(archiveRequests.kind, f.kind));
  if (f.status) conds.push(eq(workflowInstances.status, f.status));
  if (f.submittedOnly)
    conds.push(
      inArray(workflowInstances.status, ['submitted', 'in-review', 'returned', 'approved', 'rejected']),
    );
  const where = conds.length ? and(...conds) : undefined;
  return pageOf(
    paging,
    db
      .select(listColumns)
      .from(archiveRequests)
      .innerJoin(workflowInstances, onInstance)
      .innerJoin(accounts, eq(accounts.id, archiveRequests.applicantId))
      .where(where)
      .orderBy(desc(archiveRequests.updatedAt), desc(archiveRequests.id)),
    db.select({ n: count() }).from(archiveRequests).innerJoin(workflowInstances, onInstance).where(where),
  );
}

export async function requestById(db: TExec, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(archiveRequests)
    .innerJoin(workflowInstances, onInstance)
    .innerJoin(accounts, eq(accounts.id, archiveRequests.applicantId))
    .where(eq(archiveRequests.id, id));
  return row;
}

/** The holder's request with its row locked (saves and submission take turns on it). */
export async function lockOwnRequest(tx: TTx, id: number, applicantId: number) {
  const [row] = await tx
    .select({ request: archiveRequests, status: workflowInstances.status })
    .from(archiveRequests)
    .innerJoin(workflowInstances, onInstance)
    .where(and(eq(archiveRequests.id, id), eq(archiveRequests.applicantId, applicantId)))
    .for('update', { of: archiveRequests });
  return row;
}

export async function insertRequest(
  tx: TTx,
  values: {
    applicantId: number;
    kind: TArchiveRequestKind;
    form: TArchiveRequestForm;
    attachments: string[];
    archiveId: number | null;
  },
) {
  const [row] = await tx.insert(archiveRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  tx: TTx,
  id: number,
  values: { form: TArchiveRequestForm; attachments: string[]; archiveId: number | null },
) {
  await tx
    .update(archiveRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(archiveRequests.id, id));
}

export async function touchRequest(tx: TTx, id: number) {
  await tx.update(archiveRequests).set({ updatedAt: new Date() }).where(eq(archiveRequests.id, id));
}

export function ownFiles(db: TExec, ids: readonly string[], ownerId: number) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.ownerId, ownerId), isNull(files.deletedAt)));
}

/** Requests waiting for an archivist (submitted, or at a step): the handling list's queue. */
export async function waitingRequests(db: TExec) {
  const [row] = await db
    .select({ n: count() })
    .from(archiveRequests)
    .innerJoin(workflowInstances, onInstance)
    .where(inArray(workflowInstances.status, ACTIVE_STATUSES));
  return Number(row?.n ?? 0);
}
