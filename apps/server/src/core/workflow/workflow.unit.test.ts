import { describe, expect, it } from 'vitest';
import { type TProcessDefinitionInput, defineProcess } from './definition';
import { type TInstanceState, type TWorkflowActor, deadlinesOf, decide, decideSubmit } from './interpreter';

const name = (en: string) => ({ en, 'zh-CN': en });

/** Preliminary review → experts assigned → experts score (all of them) → final decision. */
const PROCESS: TProcessDefinitionInput = {
  key: 'test.program',
  name: name('Program'),
  steps: [
    {
      key: 'preliminary',
      name: name('Preliminary review'),
      actors: { roles: ['reviewer'] },
      actions: [
        { action: 'approve', next: 'assign' },
        { action: 'return', next: '$returned' },
        { action: 'reject', next: '$rejected' },
      ],
      deadlineHours: 72,
      remindHoursBefore: 24,
    },
    {
      key: 'assign',
      name: name('Expert assignment'),
      actors: { perms: ['g06:program:assign'] },
      actions: [{ action: 'assign-experts', next: 'scoring' }],
    },
    {
      key: 'scoring',
      name: name('Expert scoring'),
      actors: { assigned: true },
      completion: 'all',
      actions: [{ action: 'score', next: 'final' }],
      deadlineHours: 8,
    },
    {
      key: 'final',
      name: name('Final decision'),
      actors: { roles: ['reviewer'] },
      actions: [
        { action: 'approve', next: '$approved' },
        { action: 'reject', next: '$rejected' },
        { action: 'return', next: '$returned' },
      ],
    },
  ],
};

const def = defineProcess(PROCESS);
const reviewer: TWorkflowActor = { accountId: 10, roles: ['reviewer'], permissions: [] };
const admin: TWorkflowActor = { accountId: 11, roles: ['admin'], permissions: ['*:*:*'] };
const person: TWorkflowActor = { accountId: 1, roles: ['person'], permissions: [] };
const expert = (id: number): TWorkflowActor => ({ accountId: id, roles: ['expert'], permissions: [] });
const at = (step: string | null, status: TInstanceState['status'] = 'in-review'): TInstanceState => ({
  status,
  currentStep: step,
  returnedFrom: null,
  applicantId: 1,
});
const none = { assigned: [], actedThisRound: [] };

const withSteps = (steps: TProcessDefinitionInput['steps']) => () =>
  defineProcess({ key: 'broken', name: name('Broken'), steps });
const step = (
  key: string,
  actions: { action: 'approve' | 'reject' | 'return' | 'score' | 'assign-experts'; next: string }[],
) => ({
  key,
  name: name(key),
  actors: { roles: ['reviewer'] },
  actions,
});

describe('process definitions', () => {
  it('accepts a sound definition and fills the defaults', () => {
    expect(def.steps[0]!.completion).toBe('any');
    expect(def.steps[1]!.actors).toEqual({ roles: [], perms: ['g06:program:assign'], assigned: false });
  });

  it('refuses unknown targets, twice-declared steps and actions, and unreachable steps', () => {
    expect(withSteps([step('a', [{ action: 'approve', next: 'nowhere' }])])).toThrow(/unknown step nowhere/);
    expect(
      withSteps([
        step('a', [{ action: 'approve', next: '$approved' }]),
        step('a', [{ action: 'approve', next: '$approved' }]),
      ]),
    ).toThrow(/declared twice/);
    expect(
      withSteps([
        step('a', [
          { action: 'approve', next: '$approved' },
          { action: 'approve', next: '$approved' },
        ]),
      ]),
    ).toThrow(/approve is declared twice/);
    expect(
      withSteps([
        step('a', [{ action: 'approve', next: '$approved' }]),
        step('b', [{ action: 'approve', next: '$approved' }]),
      ]),
    ).toThrow(/b cannot be reached/);
  });

  it('keeps return, reject and assign-experts to their meaning', () => {
    expect(
      withSteps([
        step('a', [
          { action: 'approve', next: '$approved' },
          { action: 'return', next: '$rejected' },
        ]),
      ]),
    ).toThrow(/return must lead/);
    expect(withSteps([step('a', [{ action: 'approve', next: '$returned' }])])).toThrow(
      /only return may lead/,
    );
    expect(withSteps([step('a', [{ action: 'reject', next: '$approved' }])])).toThrow(/reject must lead/);
    expect(
      withSteps([
        step('a', [{ action: 'assign-experts', next: 'b' }]),
        step('b', [{ action: 'approve', next: '$approved' }]),
      ]),
    ).toThrow(/step of assigned people/);
  });

  it('refuses a step nobody may act at, a process without approval and a reminder after the deadline', () => {
    expect(withSteps([{ ...step('a', [{ action: 'approve', next: '$approved' }]), actors: {} }])).toThrow(
      /someone who may act/,
    );
    expect(withSteps([step('a', [{ action: 'reject', next: '$rejected' }])])).toThrow(
      /no step leads to approval/,
    );
    expect(
      withSteps([
        { ...step('a', [{ action: 'approve', next: '$approved' }]), deadlineHours: 4, remindHoursBefore: 4 },
      ]),
    ).toThrow(/reminder must come before/);
    expect(
      withSteps([{ ...step('a', [{ action: 'approve', next: '$approved' }]), completion: 'all' }]),
    ).toThrow(/needs assigned people/);
  });
});

describe('deciding an action', () => {
  it('moves an allowed action to its next step or end', () => {
    expect(
      decide(
        def,
        at('preliminary', 'submitted'),
        { step: 'preliminary', action: 'approve', actor: reviewer, opinion: null },
        none,
      ),
    ).toEqual({
      ok: true,
      outcome: { status: 'in-review', step: 'assign', returnedFrom: null, moved: true },
    });
    expect(
      decide(def, at('final'), { step: 'final', action: 'approve', actor: reviewer, opinion: 'ok' }, none),
    ).toMatchObject({
      ok: true,
      outcome: { status: 'approved', step: null },
    });
    expect(
      decide(
        def,
        at('preliminary'),
        { step: 'preliminary', action: 'return', actor: reviewer, opinion: 'add the diploma' },
        none,
      ),
    ).toMatchObject({
      ok: true,
      outcome: { status: 'returned', step: null, returnedFrom: 'preliminary' },
    });
  });

  it('refuses an action the step does not offer, naming the step', () => {
    expect(
      decide(
        def,
        at('preliminary'),
        { step: 'preliminary', action: 'score', actor: reviewer, opinion: null },
        none,
      ),
    ).toEqual({
      ok: false,
      refusal: { key: 'workflow.cannot.score', data: { step: 'preliminary' } },
    });
  });

  it('refuses a step already decided, a draft and an unknown step', () => {
    const late = decide(
      def,
      at('assign'),
      { step: 'preliminary', action: 'approve', actor: reviewer, opinion: null },
      none,
    );
    expect(late).toEqual({
      ok: false,
      refusal: { key: 'workflow.alreadyDecided', data: { status: 'in-review', step: 'assign' } },
    });
    expect(
      decide(
        def,
        at(null, 'approved'),
        { step: 'final', action: 'reject', actor: reviewer, opinion: 'x' },
        none,
      ),
    ).toMatchObject({
      refusal: { key: 'workflow.alreadyDecided' },
    });
    expect(
      decide(
        def,
        at(null, 'draft'),
        { step: 'preliminary', action: 'approve', actor: reviewer, opinion: null },
        none,
      ),
    ).toMatchObject({
      refusal: { key: 'workflow.state.draft' },
    });
    expect(
      decide(
        def,
        at('preliminary'),
        { step: 'nope', action: 'approve', actor: reviewer, opinion: null },
        none,
      ),
    ).toMatchObject({
      refusal: { key: 'workflow.unknownStep' },
    });
  });

  it('lets only those named at the step act, never the applicant', () => {
    const ask = (actor: TWorkflowActor, s = 'preliminary') =>
      decide(
        def,
        at(s),
        {
          step: s,
          action: s === 'assign' ? 'assign-experts' : 'approve',
          actor,
          opinion: null,
          assignees: [20],
        },
        none,
      );
    expect(ask(expert(20))).toMatchObject({ refusal: { key: 'workflow.notYours' } });
    expect(ask(person)).toMatchObject({ refusal: { key: 'workflow.notYours' } });
    expect(ask({ ...reviewer, accountId: 1 })).toMatchObject({ refusal: { key: 'workflow.notYours' } });
    // A permission, held directly or through the administrator's wildcard.
    expect(ask({ accountId: 12, roles: [], permissions: ['g06:program:assign'] }, 'assign')).toMatchObject({
      ok: true,
    });
    expect(ask(admin, 'assign')).toMatchObject({ ok: true });
    expect(ask(reviewer, 'assign')).toMatchObject({ refusal: { key: 'workflow.notYours' } });
  });

  it('opens a step named for a role to the administrator, but not a step of assigned people', () => {
    const ask = (actor: TWorkflowActor) =>
      decide(def, at('preliminary'), { step: 'preliminary', action: 'approve', actor, opinion: null }, none);
    // The administrator's role stands for every role (not the auditor's), as in every role check.
    expect(ask(admin)).toMatchObject({ ok: true, outcome: { step: 'assign' } });
    expect(ask({ ...admin, roles: ['auditor'], permissions: [] })).toMatchObject({
      refusal: { key: 'workflow.notYours' },
    });
    const score = decide(
      def,
      at('scoring'),
      { step: 'scoring', action: 'score', actor: admin, opinion: null },
      { assigned: [20], actedThisRound: [] },
    );
    expect(score).toMatchObject({ refusal: { key: 'workflow.notYours' } });
  });

  it('asks for an opinion on reject and return, and for people on assign-experts', () => {
    expect(
      decide(
        def,
        at('preliminary'),
        { step: 'preliminary', action: 'reject', actor: reviewer, opinion: '  ' },
        none,
      ),
    ).toMatchObject({
      refusal: { key: 'workflow.opinionRequired' },
    });
    const assign = (assignees: number[]) =>
      decide(
        def,
        at('assign'),
        { step: 'assign', action: 'assign-experts', actor: admin, opinion: null, assignees },
        none,
      );
    expect(assign([])).toMatchObject({ refusal: { key: 'workflow.assigneesRequired' } });
    expect(assign([1])).toMatchObject({ refusal: { key: 'workflow.assigneeIsApplicant' } });
    expect(assign([20, 21])).toMatchObject({ ok: true, outcome: { step: 'scoring' } });
  });

  it('waits for every assigned expert on an all-step, each once', () => {
    const facts = (acted: number[]) => ({ assigned: [20, 21], actedThisRound: acted });
    const score = (id: number, acted: number[]) =>
      decide(
        def,
        at('scoring'),
        { step: 'scoring', action: 'score', actor: expert(id), opinion: null },
        facts(acted),
      );
    expect(score(22, [])).toMatchObject({ refusal: { key: 'workflow.notYours' } });
    expect(score(20, [])).toEqual({
      ok: true,
      outcome: { status: 'in-review', step: 'scoring', returnedFrom: null, moved: false },
    });
    expect(score(20, [20])).toMatchObject({ refusal: { key: 'workflow.alreadyActed' } });
    expect(score(21, [20])).toMatchObject({ ok: true, outcome: { step: 'final', moved: true } });
  });
});

describe('submitting', () => {
  it('sends a draft to the first step and a returned application back to the step that returned it', () => {
    expect(decideSubmit(def, at(null, 'draft'), 1)).toMatchObject({
      ok: true,
      outcome: { status: 'submitted', step: 'preliminary' },
    });
    const returned = { ...at(null, 'returned'), returnedFrom: 'final' };
    expect(decideSubmit(def, returned, 1)).toMatchObject({
      ok: true,
      outcome: { step: 'final', returnedFrom: null },
    });
  });

  it('is the applicant’s alone, and only once', () => {
    expect(decideSubmit(def, at(null, 'draft'), 10)).toMatchObject({
      refusal: { key: 'workflow.notApplicant' },
    });
    expect(decideSubmit(def, at('preliminary', 'submitted'), 1)).toMatchObject({
      refusal: { key: 'workflow.alreadySubmitted' },
    });
  });
});

describe('deadlines', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  it('counts the deadline and the reminder from when the step is reached', () => {
    expect(deadlinesOf(def.steps[0], from)).toEqual({
      dueAt: new Date('2026-01-04T00:00:00Z'),
      remindAt: new Date('2026-01-03T00:00:00Z'),
    });
    // Without a stated lead time: a quarter of the time before.
    expect(deadlinesOf(def.steps[2], from)).toEqual({
      dueAt: new Date('2026-01-01T08:00:00Z'),
      remindAt: new Date('2026-01-01T06:00:00Z'),
    });
    expect(deadlinesOf(def.steps[1], from)).toEqual({ dueAt: null, remindAt: null });
  });
});
