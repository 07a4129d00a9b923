import { z } from 'zod';
import { WORKFLOW_STATUSES } from '../../db/schema';

/**
 * Process definitions as data: the steps of an approval process, who may act at each, the actions
 * allowed there and where each action leads. A definition is checked when it is declared or stored
 * (`defineProcess`), so a broken process stops the server at start or is refused when staff save
 * it, never when a reviewer is halfway through an application.
 */

/** What an actor can do at a step. */
export const WORKFLOW_ACTIONS = [
  'approve',
  'reject',
  'return',
  'assign-experts',
  'score',
  'publish-notice',
  'reopen',
] as const;
export type TWorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export { WORKFLOW_STATUSES };
export type TWorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/** The statuses in which an application sits at a step, waiting for someone to act. */
export const ACTIVE_STATUSES: readonly TWorkflowStatus[] = ['submitted', 'in-review'];

/** Targets that end a round: the decision itself instead of a next step. */
export const END_TARGETS = { approved: '$approved', rejected: '$rejected', returned: '$returned' } as const;
export type TEndTarget = (typeof END_TARGETS)[keyof typeof END_TARGETS];

const ZKey = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, 'lowercase letters, digits, dashes and dots');

const ZName = z.object({ en: z.string().min(1).max(100), 'zh-CN': z.string().min(1).max(100) });

export const ZStepActors = z
  .object({
    /** Role keys (DOMAIN.md), e.g. `reviewer`. */
    roles: z.array(z.string().min(1)).default([]),
    /** Permissions (`group:resource:action`); the administrator's wildcard holds them all. */
    perms: z.array(z.string().min(1)).default([]),
    /** The people assigned to this step of this application (e.g. experts) may act. */
    assigned: z.boolean().default(false),
  })
  .refine((a) => a.roles.length > 0 || a.perms.length > 0 || a.assigned, 'a step needs someone who may act');

export const ZStepAction = z.object({
  action: z.enum(WORKFLOW_ACTIONS),
  /** A step key of the same definition, or `$approved`, `$rejected`, `$returned`. */
  next: z.string().min(1),
  /** Whether an opinion must be given (reject, return and reopen always need one). */
  opinionRequired: z.boolean().default(false),
  /**
   * The applicant's message when this action moves the application (`workflow.notice.<notice>`),
   * where the plain "moved on" or the decision would say too little (a published notice).
   */
  notice: ZKey.optional(),
});

export const ZStep = z.object({
  key: ZKey,
  name: ZName,
  actors: ZStepActors,
  actions: z.array(ZStepAction).min(1),
  /**
   * `any`: the first allowed action decides the step. `all`: every assigned person acts once
   * (experts scoring independently); the step moves on when the last one has.
   */
  completion: z.enum(['any', 'all']).default('any'),
  /** Hours the step may take from when the application reaches it; none means no deadline. */
  deadlineHours: z
    .number()
    .int()
    .positive()
    .max(24 * 365)
    .optional(),
  /** Hours before the deadline when those who may act are reminded. */
  remindHoursBefore: z.number().int().positive().optional(),
  /**
   * An action taken by the deadline job when the deadline passes, instead of marking the step
   * overdue: a public notice period that ends by itself. It needs no opinion and nobody's turn.
   */
  onDeadline: z.enum(WORKFLOW_ACTIONS).optional(),
});

export const ZProcessDefinition = z.object({
  key: ZKey,
  name: ZName,
  steps: z.array(ZStep).min(1),
});

export type TStepActors = z.infer<typeof ZStepActors>;
export type TStepAction = z.infer<typeof ZStepAction>;
export type TStep = z.infer<typeof ZStep>;
export type TProcessDefinition = z.infer<typeof ZProcessDefinition>;
/** What a definition is written as (defaults may be left out). */
export type TProcessDefinitionInput = z.input<typeof ZProcessDefinition>;

const ENDS = new Set<string>(Object.values(END_TARGETS));

/** The problems of a definition, in words for whoever wrote it; empty when it is sound. */
export function definitionProblems(def: TProcessDefinition): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const step of def.steps) {
    if (keys.has(step.key)) problems.push(`step ${step.key} is declared twice`);
    keys.add(step.key);
  }
  for (const step of def.steps) {
    const at = `step ${step.key}`;
    const seen = new Set<string>();
    for (const a of step.actions) {
      if (seen.has(a.action)) problems.push(`${at}: ${a.action} is declared twice`);
      seen.add(a.action);
      if (!ENDS.has(a.next) && !keys.has(a.next))
        problems.push(`${at}: ${a.action} leads to unknown step ${a.next}`);
      if (a.next === step.key) problems.push(`${at}: ${a.action} leads back to the same step`);
      if (a.action === 'return' && a.next !== END_TARGETS.returned)
        problems.push(`${at}: return must lead to ${END_TARGETS.returned}`);
      if (a.action !== 'return' && a.next === END_TARGETS.returned)
        problems.push(`${at}: only return may lead to ${END_TARGETS.returned}`);
      if (a.action === 'reopen' && ENDS.has(a.next))
        problems.push(`${at}: reopen must lead back to a step of the review`);
      if (a.action === 'reject' && a.next !== END_TARGETS.rejected)
        problems.push(`${at}: reject must lead to ${END_TARGETS.rejected}`);
      if (a.action === 'assign-experts') {
        const target = def.steps.find((s) => s.key === a.next);
        if (!target?.actors.assigned)
          problems.push(`${at}: assign-experts must lead to a step of assigned people`);
      }
    }
    if (step.completion === 'all') {
      if (!step.actors.assigned) problems.push(`${at}: completion "all" needs assigned people`);
      if (step.actions.some((a) => a.action !== 'score'))
        problems.push(`${at}: a step every assigned person acts at only allows score`);
    }
    if (step.onDeadline !== undefined) {
      const rule = step.actions.find((a) => a.action === step.onDeadline);
      if (!rule) problems.push(`${at}: the deadline action ${step.onDeadline} is not an action of the step`);
      else if (rule.opinionRequired || ['reject', 'return', 'reopen'].includes(rule.action))
        problems.push(`${at}: the deadline action cannot need an opinion`);
      if (step.deadlineHours === undefined) problems.push(`${at}: a deadline action needs a deadline`);
      if (step.completion === 'all') problems.push(`${at}: a deadline action needs a step of one decision`);
    }
    if (step.remindHoursBefore !== undefined && step.deadlineHours === undefined)
      problems.push(`${at}: a reminder needs a deadline`);
    if (step.remindHoursBefore !== undefined && step.deadlineHours !== undefined)
      if (step.remindHoursBefore >= step.deadlineHours)
        problems.push(`${at}: the reminder must come before the deadline`);
  }
  // Every step must be reachable from the first, or applications could never get there.
  const reached = new Set<string>([def.steps[0]!.key]);
  for (let grew = true; grew;) {
    grew = false;
    for (const step of def.steps)
      if (reached.has(step.key))
        for (const a of step.actions)
          if (keys.has(a.next) && !reached.has(a.next)) {
            reached.add(a.next);
            grew = true;
          }
  }
  for (const step of def.steps)
    if (!reached.has(step.key)) problems.push(`step ${step.key} cannot be reached`);
  if (!def.steps.some((s) => s.actions.some((a) => a.next === END_TARGETS.approved)))
    problems.push('no step leads to approval');
  return problems;
}

/** Parses and checks a definition; throws with every problem named. */
export function defineProcess(input: TProcessDefinitionInput): TProcessDefinition {
  const parsed = ZProcessDefinition.safeParse(input);
  if (!parsed.success)
    throw new Error(
      `process ${String((input as { key?: unknown }).key)}: ${parsed.error.issues
        .map((i) => `${i.path.join('.')} ${i.message}`)
        .join('; ')}`,
    );
  const problems = definitionProblems(parsed.data);
  if (problems.length) throw new Error(`process ${parsed.data.key}: ${problems.join('; ')}`);
  return parsed.data;
}

export const stepOf = (def: TProcessDefinition, key: string | null): TStep | undefined =>
  key === null ? undefined : def.steps.find((s) => s.key === key);

export const isEnd = (next: string): next is TEndTarget => ENDS.has(next);
