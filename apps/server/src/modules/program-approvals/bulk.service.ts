import { AppError } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { type TWorkflowDeps, act } from '../../core/workflow';
import { PROGRAM_APPLICATION_KIND } from '../programs';
import { applicationRows } from './approvals.repository';
import { requireBatch } from './approvals.service';
import { assignTo } from './assign.service';

type TT = (key: string, params?: Record<string, string | number>) => string;

/** How one application of a bulk action went: done, or the message saying why not. */
export type TBulkResult = { id: number; ok: boolean; msg: string };

/**
 * Runs one action per application of the batch, each its own engine action (its own transaction
 * and lock), and reports every row: one refused application does not undo or stop the others.
 */
async function eachOf(
  deps: TWorkflowDeps,
  t: TT,
  batchId: number,
  ids: readonly number[],
  run: (row: Awaited<ReturnType<typeof applicationRows>>[number]) => Promise<void>,
): Promise<TBulkResult[]> {
  await requireBatch(deps.db, batchId);
  const rows = new Map((await applicationRows(deps.db, ids)).map((r) => [r.app.id, r]));
  const out: TBulkResult[] = [];
  for (const id of new Set(ids)) {
    const row = rows.get(id);
    if (!row) {
      out.push({ id, ok: false, msg: t('programApprovals.application.notFound') });
      continue;
    }
    if (row.app.batchId !== batchId) {
      out.push({ id, ok: false, msg: t('programApprovals.application.notInBatch') });
      continue;
    }
    if (row.instance.currentStep === null) {
      out.push({ id, ok: false, msg: t('programApprovals.application.notWaiting') });
      continue;
    }
    try {
      await run(row);
      out.push({ id, ok: true, msg: t('programApprovals.bulk.done') });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ id, ok: false, msg: t(err.messageKey, err.params) });
    }
  }
  return out;
}

/**
 * Approves the step each application waits at. The step is the one the list showed: if someone
 * decided it meanwhile, the engine refuses that row as already decided.
 */
export function bulkApprove(
  deps: TWorkflowDeps,
  user: TSessionUser,
  t: TT,
  input: { batchId: number; ids: readonly number[]; opinion?: string | null },
) {
  return eachOf(deps, t, input.batchId, input.ids, async ({ app, instance }) => {
    await act(deps, {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: app.id,
      step: instance.currentStep ?? '',
      action: 'approve',
      actor: user,
      opinion: input.opinion ?? null,
    });
  });
}

/** Assigns the same experts to many applications, each checked for its own conflicts. */
export function bulkAssign(
  deps: TWorkflowDeps,
  user: TSessionUser,
  t: TT,
  input: { batchId: number; ids: readonly number[]; experts: readonly number[] },
) {
  return eachOf(deps, t, input.batchId, input.ids, (row) =>
    assignTo(deps, user, t, row, { step: row.instance.currentStep ?? '', experts: input.experts }),
  );
}
