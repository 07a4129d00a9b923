import type { TBackgroundJob } from '../background-jobs';
import type { TDeps } from '../deps';
import { ACTIVE_STATUSES, type TWorkflowStatus, stepOf } from './definition';
import { type TNotice, sendNotices } from './notices';
import {
  type TInstanceRow,
  actorsOfRound,
  assignedTo,
  definitionById,
  dueInstances,
  holdersOf,
  updateInstance,
} from './repository';

/** Applications handled per batch; the job takes batches until none is left. */
const BATCH = 200;

/** Who is reminded: those who may act at the step now, less the assigned who already acted. */
async function recipients(deps: Pick<TDeps, 'db'>, inst: TInstanceRow): Promise<number[]> {
  const def = await definitionById(deps.db, inst.definitionId);
  const step = def && stepOf(def.def, inst.currentStep);
  if (!step) return [];
  const assigned = await assignedTo(deps.db, inst.id, step.key);
  const acted = new Set(await actorsOfRound(deps.db, inst.id, step.key, inst.round));
  const holders = await holdersOf(deps.db, step.actors, step.actors.assigned ? assigned : []);
  return holders.filter((id) => id !== inst.applicantId && !acted.has(id));
}

/**
 * One pass of the deadline job: reminds those who may act at steps whose reminder time has come
 * and marks steps past their deadline overdue (telling the same people). Each application is
 * marked in the same transaction that selects it, with rows another node holds skipped, so a
 * reminder goes out once however many nodes run the job; a pass missed while the server was down
 * is caught up by the next, since the marks, not the schedule, say what is left to do.
 */
export async function runDeadlines(
  deps: Pick<TDeps, 'db' | 'notifier' | 'log'>,
  now = new Date(),
): Promise<{ reminded: number; overdue: number }> {
  const counts = { reminded: 0, overdue: 0 };
  for (const which of ['remind', 'overdue'] as const)
    for (;;) {
      const marked = await deps.db.transaction(async (tx) => {
        const rows = await dueInstances(tx, which, now, BATCH);
        for (const row of rows)
          await updateInstance(tx, row.id, which === 'remind' ? { remindedAt: now } : { overdueAt: now });
        return rows;
      });
      for (const inst of marked) {
        if (!ACTIVE_STATUSES.includes(inst.status as TWorkflowStatus)) continue;
        const to = await recipients(deps, inst);
        const notices: TNotice[] = to.map((id) => ({
          to: id,
          key: which === 'remind' ? 'reminder' : 'overdue',
          params: { title: inst.title, due: { date: inst.dueAt!.toISOString() } },
          link: inst.reviewLink,
        }));
        await sendNotices(deps, notices);
      }
      counts[which === 'remind' ? 'reminded' : 'overdue'] += marked.length;
      if (marked.length < BATCH) break;
    }
  return counts;
}

/** The job name other modules and tests run it by. */
export const WORKFLOW_DEADLINE_JOB = 'workflow.deadlines';

/** The deadline job, every five minutes on the shared runner (ADR 8). */
export const workflowDeadlineJob = (deps: TDeps): TBackgroundJob => ({
  name: WORKFLOW_DEADLINE_JOB,
  cron: '*/5 * * * *',
  run: () => runDeadlines(deps),
});
