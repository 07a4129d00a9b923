import type { TLocale, TScoreForm, TScoreSheet } from '@rcwb/shared';
import { notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { isoOrNull } from '../../core/time';
import { type TWorkflowDeps, act } from '../../core/workflow';
import type { TDb } from '../../db/client';
import { PROGRAM_APPLICATION_KIND } from '../programs';
import {
  SCORING_STEP,
  type TScoreRow,
  assignedApplications,
  insertScore,
  scoresBy,
  sheetOf,
} from './program-scoring.repository';
import { weightedTotal } from './scoring';

type TAssigned = Awaited<ReturnType<typeof assignedApplications>>[number];

/** todo: waiting for my scores; done: I scored it; closed: it left scoring without mine. */
export type TTaskState = 'todo' | 'done' | 'closed';

const waitingForMe = (a: TAssigned, mine: TScoreRow | undefined) =>
  a.inst.currentStep === SCORING_STEP && a.inst.status === 'in-review' && mine?.round !== a.inst.round;

function stateOf(a: TAssigned, mine: TScoreRow | undefined): TTaskState {
  if (waitingForMe(a, mine)) return 'todo';
  return mine ? 'done' : 'closed';
}

const presentMine = (s: TScoreRow | undefined) =>
  s ? { scores: s.scores, total: s.total, comment: s.comment, scoredAt: s.createdAt.toISOString() } : null;

/** My latest score of each application (a second scoring round replaces the first in my view). */
function latestByApplication(rows: TScoreRow[]) {
  const latest = new Map<number, TScoreRow>();
  for (const r of rows) {
    const seen = latest.get(r.applicationId);
    if (!seen || seen.round < r.round) latest.set(r.applicationId, r);
  }
  return latest;
}

const presentTask = (a: TAssigned, mine: TScoreRow | undefined) => {
  const state = stateOf(a, mine);
  return {
    applicationId: a.app.id,
    name: a.app.info.name,
    applicantType: a.app.applicantType,
    batch: { id: a.batch.id, name: a.batch.name, category: a.batch.category, year: a.batch.year },
    state,
    // The engine's deadline of the scoring step, while it is mine to meet.
    dueAt: state === 'todo' ? isoOrNull(a.inst.dueAt) : null,
    overdue: state === 'todo' && a.inst.overdueAt !== null,
    assignedAt: a.assignedAt.toISOString(),
    mine: presentMine(mine),
  };
};

/**
 * My scoring tasks: the applications I was assigned to score, those waiting for my scores
 * (soonest due first) or those I scored. Only my own scores are read.
 */
export async function myTasks(
  db: TDb,
  user: TSessionUser,
  opts: { state: 'todo' | 'done'; page: number; limit: number },
) {
  const assigned = await assignedApplications(db, user.accountId);
  const mine = latestByApplication(
    await scoresBy(
      db,
      user.accountId,
      assigned.map((a) => a.app.id),
    ),
  );
  const tasks = assigned
    .map((a) => presentTask(a, mine.get(a.app.id)))
    .filter((t) => (opts.state === 'todo' ? t.state === 'todo' : t.state === 'done'));
  if (opts.state === 'todo')
    tasks.sort(
      (a, b) => (a.dueAt ?? '9999').localeCompare(b.dueAt ?? '9999') || a.applicationId - b.applicationId,
    );
  const start = (opts.page - 1) * opts.limit;
  return { rows: tasks.slice(start, start + opts.limit), total: tasks.length };
}

/** One of my tasks, or not found: an application I was not assigned to is not mine to see. */
async function myTask(db: TDb, user: TSessionUser, applicationId: number) {
  const assigned = (await assignedApplications(db, user.accountId)).find((a) => a.app.id === applicationId);
  if (!assigned) throw notFound('programScoring.task.notFound');
  return assigned;
}

async function sheetFor(db: TDb, category: string): Promise<TScoreSheet> {
  const sheet = await sheetOf(db, category);
  if (!sheet) throw warning('programScoring.sheet.missing');
  return sheet;
}

/**
 * The scoring form of one of my tasks: the dossier (read-only), the batch's scoring sheet and my
 * own scores once given. Other experts' scores are never part of it.
 */
export async function scoringForm(db: TDb, user: TSessionUser, applicationId: number) {
  const a = await myTask(db, user, applicationId);
  const mine = latestByApplication(await scoresBy(db, user.accountId, [applicationId])).get(applicationId);
  const state = stateOf(a, mine);
  const { mobile: _mobile, email: _email, ...dossier } = a.app.info;
  return {
    ...presentTask(a, mine),
    // The sheet the score was given on once given; the category's current sheet before.
    sheet: mine?.sheet ?? (await sheetFor(db, a.batch.category)),
    state,
    info: dossier,
    materials: a.batch.materials.map((m) => ({
      name: m.name,
      required: m.required,
      provided: a.app.materials.some((x) => x.name === m.name),
    })),
  };
}

/**
 * Gives my scores: checked against the batch's sheet, then the engine's `score` action (which
 * refuses an expert not assigned, a second score, a step already moved on) and the score row in
 * the same transaction. The last expert's scores move the application to the final decision.
 */
export async function submitScores(
  deps: TWorkflowDeps,
  user: TSessionUser,
  applicationId: number,
  form: TScoreForm,
  locale: TLocale = 'zh-CN',
) {
  const a = await myTask(deps.db, user, applicationId);
  const sheet = await sheetFor(deps.db, a.batch.category);
  const total = weightedTotal(sheet, form.scores, locale);
  if (!total.ok) throw warning(total.problem.key, total.problem.params);
  await act(
    deps,
    {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: applicationId,
      step: SCORING_STEP,
      action: 'score',
      actor: user,
      data: { total: total.total },
    },
    async (tx, r) => {
      // The round the scores belong to: the one the application was in when the expert acted.
      const round = r.outcome.moved ? r.instance.round - 1 : r.instance.round;
      await insertScore(tx, {
        applicationId,
        expertId: user.accountId,
        round,
        sheet,
        scores: form.scores,
        total: total.total,
        comment: form.comment?.trim() ?? '',
      });
    },
  );
  return scoringForm(deps.db, user, applicationId);
}
