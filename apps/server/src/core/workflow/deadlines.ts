import type { TBackgroundJob } from '../background-jobs';
import type { TDeps } from '../deps';
import type { TTx } from '../tx';
import { ACTIVE_STATUSES, type TWorkflowStatus, stepOf } from './definition';
import { applicantNotice, assigneeLinkOf, moveTo } from './engine';
import { decideDeadline } from './interpreter';
import { type TNotice, sendNotices } from './notices';
import {
  type TInstanceRow,
  actorsOfRound,
  assignedTo,
  definitionById,
  dueInstances,
  holdersOf,
  insertStep,
  updateInstance,
} from './repository';

/** Who the timeline names for what the deadline job did by itself. */
export const DEADLINE_ACTOR_NAME = '系统';

/**
 * The step's own action when its deadline passed (`onDeadline`: a notice period ending), taken in
 * the transaction that selected the application; the applicant's message, or null when the step
 * has no such action (it is marked overdue instead).
 */
async function actOnDeadline(tx: TTx, inst: TInstanceRow, now: Date): Promise<TNotice | null> {
  const definition = await definitionById(tx, inst.definitionId);
  if (!definition) return null;
  const d = decideDeadline(definition.def, inst);
  if (!d.ok) return null;
  const step = stepOf(definition.def, inst.currentStep)!;
  const instance = await updateInstance(tx, inst.id, moveTo(definition.def, inst, d.outcome, now));
  await insertStep(tx, {
    instanceId: inst.id,
    step: step.key,
    action: step.onDeadline!,
    actorId: null,
    actorName: DEADLINE_ACTOR_NAME,
    fromStatus: inst.status,
    toStatus: instance.status,
    toStep: instance.currentStep,
    round: inst.round,
  });
  const rule = step.actions.find((a) => a.action === step.onDeadline);
  return applicantNotice(
    instance,
    rule?.notice ?? (instance.currentStep === null ? instance.status : 'moved'),
    null,
  );
}

/** Applications handled per batch; the job takes batches until none is left. */
const BATCH = 200;

/**
 * Who is reminded: those who may act at the step now, less the assigned who already acted; and
 * where they open it (assigned people their task, the others the application).
 */
async function recipients(
  deps: Pick<TDeps, 'db'>,
  inst: TInstanceRow,
): Promise<{ to: number[]; link: string | null }> {
  const def = await definitionById(deps.db, inst.definitionId);
  const step = def && stepOf(def.def, inst.currentStep);
  if (!step) return { to: [], link: null };
  const assigned = await assignedTo(deps.db, inst.id, step.key);
  const acted = new Set(await actorsOfRound(deps.db, inst.id, step.key, inst.round));
  const holders = await holdersOf(deps.db, step.actors, step.actors.assigned ? assigned : []);
  return {
    to: holders.filter((id) => id !== inst.applicantId && !acted.has(id)),
    link: step.actors.assigned ? assigneeLinkOf(inst) : inst.reviewLink,
  };
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
): Promise<{ reminded: number; overdue: number; acted: number }> {
  const counts = { reminded: 0, overdue: 0, acted: 0 };
  for (const which of ['remind', 'overdue'] as const)
    for (;;) {
      const acted: TNotice[] = [];
      const { rows, marked } = await deps.db.transaction(async (tx) => {
        const rows = await dueInstances(tx, which, now, BATCH);
        const marked: TInstanceRow[] = [];
        for (const row of rows) {
          const notice = which === 'overdue' ? await actOnDeadline(tx, row, now) : null;
          if (notice) acted.push(notice);
          else {
            await updateInstance(tx, row.id, which === 'remind' ? { remindedAt: now } : { overdueAt: now });
            marked.push(row);
          }
        }
        return { rows, marked };
      });
      await sendNotices(deps, acted);
      counts.acted += acted.length;
      for (const inst of marked) {
        if (!ACTIVE_STATUSES.includes(inst.status as TWorkflowStatus)) continue;
        const { to, link } = await recipients(deps, inst);
        const notices: TNotice[] = to.map((id) => ({
          to: id,
          key: which === 'remind' ? 'reminder' : 'overdue',
          params: { title: inst.title, due: { date: inst.dueAt!.toISOString() } },
          link,
        }));
        await sendNotices(deps, notices);
      }
      counts[which === 'remind' ? 'reminded' : 'overdue'] += marked.length;
      if (rows.length < BATCH) break;
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
