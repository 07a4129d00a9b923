import { hasPermiOr, hasRoleOr } from '@rcwb/shared';
import {
  type TProcessDefinition,
  type TStep,
  type TStepActors,
  type TWorkflowAction,
  type TWorkflowStatus,
  ACTIVE_STATUSES,
  END_TARGETS,
  isEnd,
  stepOf,
} from './definition';

/**
 * The interpreter of a stored definition: given where an application stands and who asks for
 * what, it says what happens or why not. Pure, so every rule is unit-tested without a database;
 * the engine supplies the facts (assignments, who acted) and writes the outcome.
 */

export type TWorkflowActor = { accountId: number; roles: readonly string[]; permissions: readonly string[] };

export type TInstanceState = {
  status: TWorkflowStatus;
  currentStep: string | null;
  /** The step that returned the application for changes: resubmission goes back there. */
  returnedFrom: string | null;
  applicantId: number;
};

/** Facts about the current step of one application the rules depend on. */
export type TStepFacts = {
  /** People assigned to the current step. */
  assigned: readonly number[];
  /** People who already acted at the current step since the application last reached it. */
  actedThisRound: readonly number[];
};

export type TActRequest = {
  /** The step the actor was looking at when acting (the screen's `sign`). */
  step: string;
  action: TWorkflowAction;
  actor: TWorkflowActor;
  opinion: string | null;
  /** Who to assign (assign-experts). */
  assignees?: readonly number[];
};

export type TRefusal = { key: string; params?: Record<string, string | number>; data?: unknown };

export type TOutcome = {
  status: TWorkflowStatus;
  /** The step the application waits at now (null once decided or back with the applicant). */
  step: string | null;
  returnedFrom: string | null;
  /** The application reached a new step or an end: its deadline restarts and the applicant hears of it. */
  moved: boolean;
};

export type TDecision = { ok: true; outcome: TOutcome } | { ok: false; refusal: TRefusal };

const refuse = (key: string, data?: unknown): TDecision => ({ ok: false, refusal: { key, data } });

/**
 * Whether someone may act at a step of an application, before looking at the action. A step named
 * for a role is open to the administrator too, as every role check is (SPEC §5); a step of
 * assigned people is theirs alone, so nobody scores in an expert's place.
 */
export function mayAct(actors: TStepActors, actor: TWorkflowActor, assigned: readonly number[]): boolean {
  if (hasRoleOr([...actor.roles], actors.roles)) return true;
  if (actors.perms.length && hasPermiOr([...actor.permissions], actors.perms)) return true;
  return actors.assigned && assigned.includes(actor.accountId);
}

const activeRound = (step: TStep, next: string, returnedFrom: string | null): TOutcome => {
  if (isEnd(next)) {
    const status: TWorkflowStatus =
      next === END_TARGETS.approved ? 'approved' : next === END_TARGETS.rejected ? 'rejected' : 'returned';
    return { status, step: null, returnedFrom: status === 'returned' ? step.key : returnedFrom, moved: true };
  }
  return { status: 'in-review', step: next, returnedFrom, moved: true };
};

/** Decides one action at the current step, or says plainly why not. */
export function decide(
  def: TProcessDefinition,
  inst: TInstanceState,
  req: TActRequest,
  facts: TStepFacts,
): TDecision {
  const asked = stepOf(def, req.step);
  if (!asked) return refuse('workflow.unknownStep');
  if (inst.status === 'draft') return refuse('workflow.state.draft');
  // The step the actor looked at is no longer where the application is: someone decided it first.
  if (!ACTIVE_STATUSES.includes(inst.status) || inst.currentStep !== req.step)
    return refuse('workflow.alreadyDecided', { status: inst.status, step: inst.currentStep });
  const rule = asked.actions.find((a) => a.action === req.action);
  if (!rule) return refuse(`workflow.cannot.${req.action}`, { step: asked.key });
  // Nobody decides their own application, whatever their roles.
  if (req.actor.accountId === inst.applicantId || !mayAct(asked.actors, req.actor, facts.assigned))
    return refuse('workflow.notYours', { step: asked.key });
  const opinion = req.opinion?.trim() ?? '';
  const asksWhy = ['reject', 'return', 'reopen'].includes(req.action);
  if ((rule.opinionRequired || asksWhy) && !opinion) return refuse('workflow.opinionRequired');
  if (req.action === 'assign-experts') {
    const people = req.assignees ?? [];
    if (!people.length) return refuse('workflow.assigneesRequired');
    if (people.includes(inst.applicantId)) return refuse('workflow.assigneeIsApplicant');
  }
  if (asked.completion === 'all') {
    if (facts.actedThisRound.includes(req.actor.accountId)) return refuse('workflow.alreadyActed');
    const done = new Set([...facts.actedThisRound, req.actor.accountId]);
    if (!facts.assigned.every((id) => done.has(id)))
      return {
        ok: true,
        outcome: { status: 'in-review', step: asked.key, returnedFrom: inst.returnedFrom, moved: false },
      };
  }
  return { ok: true, outcome: activeRound(asked, rule.next, inst.returnedFrom) };
}

/**
 * Submission by the applicant: a draft goes to the first step; a returned application goes back
 * to the step that returned it, so the reviewer who asked for changes sees them.
 */
export function decideSubmit(def: TProcessDefinition, inst: TInstanceState, actorId: number): TDecision {
  if (actorId !== inst.applicantId) return refuse('workflow.notApplicant');
  if (inst.status !== 'draft' && inst.status !== 'returned') return refuse('workflow.alreadySubmitted');
  const back = inst.returnedFrom !== null ? stepOf(def, inst.returnedFrom) : undefined;
  return {
    ok: true,
    outcome: { status: 'submitted', step: (back ?? def.steps[0]!).key, returnedFrom: null, moved: true },
  };
}

/**
 * When a step entered at `from` is due, and when its reminder is; none without a deadline.
 * `dueAt` replaces the step's own deadline (a batch's notice period). A step whose deadline acts
 * by itself (`onDeadline`) has nobody to remind.
 */
export function deadlinesOf(
  step: TStep | undefined,
  from: Date,
  due?: Date,
): { dueAt: Date | null; remindAt: Date | null } {
  if (!step?.deadlineHours) return { dueAt: null, remindAt: null };
  const hour = 3600_000;
  const dueAt = due ?? new Date(from.getTime() + step.deadlineHours * hour);
  if (step.onDeadline) return { dueAt, remindAt: null };
  // Without a stated lead time, remind when a quarter of the time is left (at least an hour).
  const before = step.remindHoursBefore ?? Math.max(1, Math.floor(step.deadlineHours / 4));
  return { dueAt, remindAt: new Date(dueAt.getTime() - before * hour) };
}

/**
 * What the deadline job does at a step whose deadline passed and that acts by itself: the step's
 * `onDeadline` action, as if someone allowed had taken it; none when the step has no such action
 * or the application is no longer waiting there.
 */
export function decideDeadline(def: TProcessDefinition, inst: TInstanceState): TDecision {
  const step = stepOf(def, inst.currentStep);
  const rule = step?.onDeadline && step.actions.find((a) => a.action === step.onDeadline);
  if (!step || !rule || !ACTIVE_STATUSES.includes(inst.status)) return refuse('workflow.alreadyDecided');
  return { ok: true, outcome: activeRound(step, rule.next, inst.returnedFrom) };
}
