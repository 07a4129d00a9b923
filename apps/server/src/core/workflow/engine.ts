import type { TDeps } from '../deps';
import { ResultCode } from '@rcwb/shared';
import { AppError, failure, notFound, warning } from '../errors';
import type { TSessionUser } from '../session-user';
import type { TTx } from '../tx';
import {
  type TProcessDefinition,
  type TProcessDefinitionInput,
  type TWorkflowAction,
  defineProcess,
  stepOf,
} from './definition';
import { type TDecision, type TOutcome, deadlinesOf, decide, decideSubmit } from './interpreter';
import { type TNotice, sendNotices } from './notices';
import {
  type TInstanceRow,
  type TStoredDefinition,
  activeAccounts,
  actorsOfRound,
  assign,
  assignedTo,
  definitionById,
  insertDefinition,
  insertInstance,
  insertStep,
  latestDefinition,
  lockDefinitionKey,
  lockInstance,
  updateInstance,
} from './repository';

/** What the engine needs of the application: the database, the notifier, the log. */
export type TWorkflowDeps = Pick<TDeps, 'db' | 'notifier' | 'log'>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Stores a definition as the next version of its process when it differs from the latest one
 * (publishing the same definition again changes nothing, so every start may publish).
 */
export async function publishDefinition(
  deps: Pick<TDeps, 'db'>,
  input: TProcessDefinitionInput | TProcessDefinition,
): Promise<TStoredDefinition> {
  const def = defineProcess(input);
  return deps.db.transaction(async (tx) => {
    await lockDefinitionKey(tx, def.key);
    const latest = await latestDefinition(tx, def.key);
    if (latest && same(latest.def, def)) return latest;
    return insertDefinition(tx, def, (latest?.version ?? 0) + 1);
  });
}

export type TOpenInput = {
  kind: string;
  subjectId: number;
  applicantId: number;
  /** The process to follow: its latest version now, kept for the life of the application. */
  process: string;
  title: string;
  link?: string | null;
  reviewLink?: string | null;
  /** Where assigned people (experts) open their task, when not where reviewers open the application. */
  assigneeLink?: string | null;
};

/**
 * Opens the application's instance as a draft, inside the caller's transaction (the module writes
 * its own record in the same one). Opening one that exists returns it unchanged.
 */
export async function openInstance(tx: TTx, input: TOpenInput): Promise<TInstanceRow> {
  const def = await latestDefinition(tx, input.process);
  if (!def) throw new Error(`workflow: process ${input.process} is not published`);
  const created = await insertInstance(tx, {
    kind: input.kind,
    subjectId: input.subjectId,
    applicantId: input.applicantId,
    definitionId: def.id,
    title: input.title,
    link: input.link ?? null,
    reviewLink: input.reviewLink ?? null,
    assigneeLink: input.assigneeLink ?? null,
  });
  if (created) return created;
  const existing = await lockInstance(tx, input.kind, input.subjectId);
  return existing!;
}

/** A refusal as a warning; its data (status, step) lets a screen show where the application is. */
const refusal = (d: Extract<TDecision, { ok: false }>) =>
  new AppError(ResultCode.warning, d.refusal.key, d.refusal.params, d.refusal.data);

/**
 * The instance's fields once an outcome is applied: a new step restarts its clock (`due` in place
 * of the step's own deadline when the caller sets one).
 */
export function moveTo(def: TProcessDefinition, inst: TInstanceRow, o: TOutcome, now: Date, due?: Date) {
  if (!o.moved) return { status: o.status };
  const { dueAt, remindAt } = deadlinesOf(stepOf(def, o.step), now, due);
  const ended = o.status === 'approved' || o.status === 'rejected';
  return {
    status: o.status,
    currentStep: o.step,
    returnedFrom: o.returnedFrom,
    round: inst.round + 1,
    stepSince: o.step === null ? null : now,
    dueAt,
    remindAt,
    remindedAt: null,
    overdueAt: null,
    ...(ended ? { decidedAt: now } : {}),
  };
}

export type TWorkflowResult = {
  instance: TInstanceRow;
  definition: TStoredDefinition;
  outcome: TOutcome;
};

type TWithin = (tx: TTx, result: TWorkflowResult) => Promise<void>;

async function locked(tx: TTx, kind: string, subjectId: number) {
  const inst = await lockInstance(tx, kind, subjectId);
  if (!inst) throw notFound('workflow.notFound');
  const definition = await definitionById(tx, inst.definitionId);
  if (!definition) throw failure('workflow.notFound');
  return { inst, definition };
}

/**
 * The applicant submits a draft, or resubmits after a return. `within` runs in the same
 * transaction (the module's own record), the applicant's message after the commit.
 */
export async function submitInstance(
  deps: TWorkflowDeps,
  input: { kind: string; subjectId: number; actor: TSessionUser },
  within?: TWithin,
): Promise<TWorkflowResult> {
  const result = await deps.db.transaction(async (tx) => {
    const { inst, definition } = await locked(tx, input.kind, input.subjectId);
    const d = decideSubmit(definition.def, inst, input.actor.accountId);
    if (!d.ok) throw refusal(d);
    const now = new Date();
    const instance = await updateInstance(tx, inst.id, {
      ...moveTo(definition.def, inst, d.outcome, now),
      submittedAt: now,
    });
    await insertStep(tx, {
      instanceId: inst.id,
      step: null,
      action: inst.status === 'returned' ? 'resubmit' : 'submit',
      actorId: input.actor.accountId,
      actorName: input.actor.name,
      fromStatus: inst.status,
      toStatus: instance.status,
      toStep: instance.currentStep,
      round: inst.round,
    });
    const r = { instance, definition, outcome: d.outcome };
    if (within) await within(tx, r);
    return r;
  });
  await sendNotices(deps, [applicantNotice(result.instance, 'submitted', null)]);
  return result;
}

export type TActInput = {
  kind: string;
  subjectId: number;
  /** The step the actor decides (the screen's `sign`): a step someone else decided first is refused. */
  step: string;
  action: TWorkflowAction;
  actor: TSessionUser;
  opinion?: string | null;
  /** assign-experts: who to assign to the step it leads to. */
  assignees?: readonly number[];
  /** What the action carries besides the opinion (a score sheet), kept on the step record. */
  data?: unknown;
  /** When the step the action leads to is due, in place of its own deadline (a notice period). */
  dueAt?: Date;
};

/** Where an assigned person opens their task: its own link, or where reviewers open the application. */
export const assigneeLinkOf = (inst: TInstanceRow): string | null => inst.assigneeLink ?? inst.reviewLink;

export const applicantNotice = (inst: TInstanceRow, event: string, opinion: string | null): TNotice => ({
  to: inst.applicantId,
  key: event,
  params: { title: inst.title, opinion: opinion ?? '' },
  link: inst.link,
});

/**
 * One action at the current step, in one transaction with the instance's row locked: the check
 * (allowed here, for this actor), the new state, the step record and the module's own write
 * (`within`). Two reviewers deciding one step at once take turns on the lock; the second finds
 * the step decided and is told so. Messages go out after the commit.
 */
export async function act(deps: TWorkflowDeps, input: TActInput, within?: TWithin): Promise<TWorkflowResult> {
  const opinion = input.opinion?.trim() || null;
  const { result, notices } = await deps.db.transaction(async (tx) => {
    const { inst, definition } = await locked(tx, input.kind, input.subjectId);
    const current = inst.currentStep ?? '';
    const facts = {
      assigned: await assignedTo(tx, inst.id, current),
      actedThisRound: await actorsOfRound(tx, inst.id, current, inst.round),
    };
    const d = decide(definition.def, inst, { ...input, opinion }, facts);
    if (!d.ok) throw refusal(d);
    const notices: TNotice[] = [];
    let data = input.data ?? null;
    if (input.action === 'assign-experts') {
      const people = [...new Set(input.assignees ?? [])];
      const known = await activeAccounts(tx, people);
      if (known.length !== people.length) throw warning('workflow.assigneeUnknown');
      await assign(tx, inst.id, d.outcome.step!, people, input.actor.accountId);
      data = { assignees: people };
      for (const to of people)
        notices.push({ to, key: 'assigned', params: { title: inst.title }, link: assigneeLinkOf(inst) });
    }
    const instance = await updateInstance(
      tx,
      inst.id,
      moveTo(definition.def, inst, d.outcome, new Date(), input.dueAt),
    );
    await insertStep(tx, {
      instanceId: inst.id,
      step: input.step,
      action: input.action,
      actorId: input.actor.accountId,
      actorName: input.actor.name,
      opinion,
      data,
      fromStatus: inst.status,
      toStatus: instance.status,
      toStep: instance.currentStep,
      round: inst.round,
    });
    if (d.outcome.moved) {
      const rule = stepOf(definition.def, input.step)?.actions.find((a) => a.action === input.action);
      const event = rule?.notice ?? (d.outcome.step === null ? d.outcome.status : 'moved');
      notices.push(applicantNotice(instance, event, opinion));
    }
    const r = { instance, definition, outcome: d.outcome };
    if (within) await within(tx, r);
    return { result: r, notices };
  });
  await sendNotices(deps, notices);
  return result;
}
