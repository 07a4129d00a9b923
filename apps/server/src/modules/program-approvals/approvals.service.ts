import { maskMobile } from '@rcwb/shared';
import { inArray } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import type { TSessionUser } from '../../core/session-user';
import { iso } from '../../core/time';
import type { TExec } from '../../core/tx';
import {
  type TStoredDefinition,
  type TWorkflowDeps,
  act,
  definitionById,
  mayAct,
  viewOf,
} from '../../core/workflow';
import { files } from '../../db/schema';
import { PROGRAM_APPLICATION_KIND } from '../programs';
import { presentListRow, stepName } from './approvals.presenter';
import {
  type TApplicationFilter,
  type TListRow,
  applicationRow,
  applicationsOfBatch,
  assigneesOf,
  batchRow,
  scoreRecords,
} from './approvals.repository';

export async function requireBatch(db: TExec, id: number) {
  const batch = await batchRow(db, id);
  if (!batch) throw notFound('programApprovals.batch.notFound');
  return batch;
}

export async function requireApplication(db: TExec, id: number) {
  const row = await applicationRow(db, id);
  if (!row) throw notFound('programApprovals.application.notFound');
  return row;
}

/** The definitions the rows follow, read once each. */
export async function definitionsOf(db: TExec, ids: readonly number[]) {
  const out = new Map<number, TStoredDefinition | undefined>();
  for (const id of new Set(ids)) out.set(id, await definitionById(db, id));
  return out;
}

/** Rows of the list with their step names and the experts assigned to the step they wait at (or last). */
export async function presentRows(db: TExec, rows: TListRow[]) {
  const defs = await definitionsOf(
    db,
    rows.map((r) => r.instance.definitionId),
  );
  const assigned = await assigneesOf(
    db,
    rows.map((r) => r.instance.id),
  );
  return rows.map((r) =>
    presentListRow(
      r,
      defs.get(r.instance.definitionId),
      assigned.filter((a) => a.instanceId === r.instance.id).map((a) => a.name),
    ),
  );
}

/** One page of a batch's applications (handed in), with the batch. */
export async function listApplications(
  db: TExec,
  batchId: number,
  filter: TApplicationFilter,
  paging: TPaging,
) {
  await requireBatch(db, batchId);
  const { rows, total } = await applicationsOfBatch(db, batchId, filter, paging);
  return { rows: await presentRows(db, rows), total };
}

/**
 * Scores as the reviewers see them, from the step records experts hand in (whatever sheet the
 * scoring step uses): who scored, when, and a total when the sheet carries one.
 */
async function scoresOf(db: TExec, instanceId: number) {
  const records = await scoreRecords(db, instanceId);
  const entries = records.map((r) => {
    const total = (r.data as { total?: unknown } | null)?.total;
    return {
      expert: r.actorName,
      round: r.round,
      total: typeof total === 'number' && Number.isFinite(total) ? total : null,
      at: iso(r.at),
    };
  });
  const totals = entries.flatMap((e) => (e.total === null ? [] : [e.total]));
  return {
    entries,
    mean: totals.length ? Math.round((totals.reduce((a, b) => a + b, 0) / totals.length) * 100) / 100 : null,
  };
}

/**
 * The whole dossier of an application: the batch, the form, the materials (file ids to download),
 * where it stands with every step record (actor, opinion, time), the experts assigned and their
 * scores, and what the caller may do at the current step.
 */
export async function dossier(db: TExec, user: TSessionUser, id: number) {
  const { app, batch, instance } = await requireApplication(db, id);
  const view = await viewOf(db, instance);
  const def = await definitionById(db, instance.definitionId);
  const ids = app.materials.map((m) => m.fileId);
  const stored = ids.length
    ? await db
        .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size })
        .from(files)
        .where(inArray(files.id, ids))
    : [];
  const byId = new Map(stored.map((f) => [f.id, f]));
  const current = def?.def.steps.find((s) => s.key === instance.currentStep);
  const assigned = await assigneesOf(db, [instance.id]);
  const active = instance.status === 'submitted' || instance.status === 'in-review';
  return {
    id: app.id,
    applicantType: app.applicantType,
    batch: {
      id: batch.id,
      name: batch.name,
      category: batch.category,
      year: batch.year,
      quota: batch.quota,
    },
    // As in the list, the mobile is masked; reviewers reach the applicant through the messages of each step.
    info: { ...app.info, mobile: maskMobile(app.info.mobile) },
    declared: app.declared,
    materials: batch.materials.map((m) => {
      const f = byId.get(app.materials.find((x) => x.name === m.name)?.fileId ?? '');
      return { name: m.name, required: m.required, file: f ?? null };
    }),
    view,
    steps: (def?.def.steps ?? []).map((s) => stepName(def, s.key)!),
    /** The actions of the step it waits at that the caller may take (none when it waits for others). */
    actions:
      active && current && user.accountId !== app.applicantId && mayAct(current.actors, user, [])
        ? current.actions.map((a) => a.action)
        : [],
    experts: assigned.map((a) => ({ accountId: a.accountId, name: a.name, step: a.step })),
    scores: await scoresOf(db, instance.id),
  };
}

export type TDecisionAction = 'approve' | 'return' | 'reject';

/** A reviewer's decision at step `sign` (the engine refuses a step someone else decided first). */
export async function decideStep(
  deps: TWorkflowDeps,
  user: TSessionUser,
  id: number,
  input: { step: string; action: TDecisionAction; opinion?: string | null },
) {
  await requireApplication(deps.db, id);
  await act(deps, {
    kind: PROGRAM_APPLICATION_KIND,
    subjectId: id,
    step: input.step,
    action: input.action,
    actor: user,
    opinion: input.opinion ?? null,
  });
  return dossier(deps.db, user, id);
}
