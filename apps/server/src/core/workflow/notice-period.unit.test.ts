import { describe, expect, it } from 'vitest';
import { type TProcessDefinitionInput, defineProcess } from './definition';
import { type TInstanceState, type TWorkflowActor, deadlinesOf, decide, decideDeadline } from './interpreter';

/**
 * The engine's notice period: a step whose deadline acts by itself (`onDeadline`), the deadline a
 * caller sets in place of the step's own, and `reopen` back to an earlier step.
 */
const name = (en: string) => ({ en, 'zh-CN': en });
const reviewer: TWorkflowActor = { accountId: 10, roles: ['reviewer'], permissions: [] };
const none = { assigned: [], actedThisRound: [] };
const at = (step: string | null, status: TInstanceState['status'] = 'in-review'): TInstanceState => ({
  status,
  currentStep: step,
  returnedFrom: null,
  applicantId: 1,
});
const PROCESS: TProcessDefinitionInput = {
  key: 'test.notice',
  name: name('Notice'),
  steps: [
    {
      key: 'final',
      name: name('Final decision'),
      actors: { roles: ['reviewer'] },
      actions: [
        { action: 'approve', next: 'notice' },
        { action: 'reject', next: '$rejected' },
      ],
    },
    {
      key: 'notice',
      name: name('Public notice'),
      actors: { roles: ['reviewer'] },
      actions: [
        { action: 'approve', next: '$approved', notice: 'final' },
        { action: 'reopen', next: 'final' },
      ],
      deadlineHours: 7 * 24,
      onDeadline: 'approve',
    },
  ],
};
const withSteps = (steps: TProcessDefinitionInput['steps']) => () =>
  defineProcess({ key: 'broken', name: name('Broken'), steps });
const step = (key: string, actions: { action: 'approve' | 'reject' | 'reopen'; next: string }[]) => ({
  key,
  name: name(key),
  actors: { roles: ['reviewer'] },
  actions,
});

describe('a notice period that ends by itself', () => {
  const withNotice = defineProcess(PROCESS);
  const notice = withNotice.steps[1]!;

  it('takes the step’s deadline action, and none elsewhere or once decided', () => {
    expect(decideDeadline(withNotice, at('notice'))).toEqual({
      ok: true,
      outcome: { status: 'approved', step: null, returnedFrom: null, moved: true },
    });
    expect(decideDeadline(withNotice, at('final'))).toMatchObject({ ok: false });
    expect(decideDeadline(withNotice, at(null, 'approved'))).toMatchObject({ ok: false });
  });

  it('reopens to an earlier step with an opinion only', () => {
    const reopen = (opinion: string | null) =>
      decide(withNotice, at('notice'), { step: 'notice', action: 'reopen', actor: reviewer, opinion }, none);
    expect(reopen(null)).toMatchObject({ refusal: { key: 'workflow.opinionRequired' } });
    expect(reopen('Objection upheld')).toMatchObject({ ok: true, outcome: { step: 'final', moved: true } });
  });

  it('uses the deadline given in place of the step’s own, with no reminder', () => {
    const due = new Date('2026-01-04T00:00:00Z');
    expect(deadlinesOf(notice, new Date('2026-01-01T00:00:00Z'), due)).toEqual({
      dueAt: due,
      remindAt: null,
    });
  });

  it('refuses a deadline action the step lacks, one needing an opinion, and reopen to an end', () => {
    const broken = (over: Partial<TProcessDefinitionInput['steps'][number]>) =>
      withSteps([{ ...step('a', [{ action: 'approve', next: '$approved' }]), deadlineHours: 24, ...over }]);
    expect(broken({ onDeadline: 'publish-notice' })).toThrow(
      /deadline action publish-notice is not an action/,
    );
    expect(
      broken({
        onDeadline: 'reject',
        actions: [
          { action: 'approve', next: '$approved' },
          { action: 'reject', next: '$rejected' },
        ],
      }),
    ).toThrow(/cannot need an opinion/);
    expect(broken({ onDeadline: 'approve', deadlineHours: undefined })).toThrow(/needs a deadline/);
    expect(
      broken({
        actions: [
          { action: 'approve', next: '$approved' },
          { action: 'reopen', next: '$rejected' },
        ],
      }),
    ).toThrow(/reopen must lead back/);
  });
});
