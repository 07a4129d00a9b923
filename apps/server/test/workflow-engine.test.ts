import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  type TProcessDefinitionInput,
  WORKFLOW_DEADLINE_JOB,
  act,
  openInstance,
  publishDefinition,
  submitInstance,
  workflowView,
} from '../src/core/workflow';
import { AppError } from '../src/core/errors';
import type { TSessionUser } from '../src/core/session-user';
import { messages, workflowInstances } from '../src/db/schema';
import { createTestApp, type TTestApp } from './harness';
import { makeActor } from './workflow-helpers';

/**
 * The workflow engine on the real database: versions kept per application, one winner when two
 * reviewers decide a step at once, the timeline and the applicant's messages, experts scoring
 * independently, and the deadline job on the background runner.
 */
let t: TTestApp;
let reviewer: TSessionUser;
let reviewer2: TSessionUser;
let person: TSessionUser;
let expertA: TSessionUser;
let expertB: TSessionUser;

const name = (en: string) => ({ en, 'zh-CN': en });
const KIND = 'test-application';
const KEY = 'test.engine';

const V1: TProcessDefinitionInput = {
  key: KEY,
  name: name('Engine test'),
  steps: [
    {
      key: 'check',
      name: name('Check'),
      actors: { roles: ['reviewer'] },
      actions: [
        { action: 'approve', next: 'assign' },
        { action: 'return', next: '$returned' },
        { action: 'reject', next: '$rejected' },
      ],
      deadlineHours: 48,
      remindHoursBefore: 12,
    },
    {
      key: 'assign',
      name: name('Assign experts'),
      actors: { roles: ['reviewer'] },
      actions: [{ action: 'assign-experts', next: 'score' }],
    },
    {
      key: 'score',
      name: name('Score'),
      actors: { assigned: true },
      completion: 'all',
      actions: [{ action: 'score', next: 'final' }],
    },
    {
      key: 'final',
      name: name('Final'),
      actors: { roles: ['reviewer'] },
      actions: [
        { action: 'approve', next: '$approved' },
        { action: 'reject', next: '$rejected' },
      ],
    },
  ],
};

/** Version 2 adds a sign-off between the check and the experts. */
const V2: TProcessDefinitionInput = {
  ...V1,
  steps: [
    { ...V1.steps[0]!, actions: [{ action: 'approve', next: 'sign-off' }, ...V1.steps[0]!.actions.slice(1)] },
    {
      key: 'sign-off',
      name: name('Sign-off'),
      actors: { roles: ['reviewer'] },
      actions: [{ action: 'approve', next: 'assign' }],
    },
    ...V1.steps.slice(1),
  ],
};

let nextSubject = 1;
async function application(title = 'Test application') {
  const subjectId = nextSubject++;
  await t.deps.db.transaction((tx) =>
    openInstance(tx, {
      kind: KIND,
      subjectId,
      applicantId: person.accountId,
      process: KEY,
      title,
      link: '/x',
    }),
  );
  return subjectId;
}

const refusalOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).messageKey;
};

const messagesOf = (accountId: number) =>
  t.deps.db
    .select({ titleKey: messages.titleKey, params: messages.params })
    .from(messages)
    .where(eq(messages.recipientId, accountId))
    .orderBy(desc(messages.id));

beforeAll(async () => {
  t = await createTestApp({ RCWB_JOBS: 'on' });
  [reviewer, reviewer2, person, expertA, expertB] = await Promise.all([
    makeActor(t, 'reviewer'),
    makeActor(t, 'reviewer'),
    makeActor(t, 'person'),
    makeActor(t, 'expert'),
    makeActor(t, 'expert'),
  ]);
});
afterAll(() => t.close());

describe('workflow engine', () => {
  let v1Subject: number;

  it('stores versions, and an application keeps the version it started on', async () => {
    const first = await publishDefinition(t.deps, V1);
    expect((await publishDefinition(t.deps, V1)).id).toBe(first.id); // the same definition again: no new version
    v1Subject = await application('On version 1');
    const second = await publishDefinition(t.deps, V2);
    expect(second.version).toBe(first.version + 1);
    const v2Subject = await application('On version 2');

    for (const s of [v1Subject, v2Subject])
      await submitInstance(t.deps, { kind: KIND, subjectId: s, actor: person });
    const one = await act(t.deps, {
      kind: KIND,
      subjectId: v1Subject,
      step: 'check',
      action: 'approve',
      actor: reviewer,
    });
    const two = await act(t.deps, {
      kind: KIND,
      subjectId: v2Subject,
      step: 'check',
      action: 'approve',
      actor: reviewer,
    });
    expect(one.instance.currentStep).toBe('assign');
    expect(one.definition.version).toBe(first.version);
    expect(two.instance.currentStep).toBe('sign-off');
    expect((await workflowView(t.deps.db, KIND, v1Subject))!.process.version).toBe(first.version);
  });

  it('lets one of two reviewers deciding one step at once win; the other is told it was decided', async () => {
    const subjectId = await application('Raced');
    await submitInstance(t.deps, { kind: KIND, subjectId, actor: person });
    const results = await Promise.allSettled([
      act(t.deps, { kind: KIND, subjectId, step: 'check', action: 'approve', actor: reviewer }),
      act(t.deps, {
        kind: KIND,
        subjectId,
        step: 'check',
        action: 'reject',
        actor: reviewer2,
        opinion: 'Incomplete',
      }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0]!.reason as AppError).messageKey).toBe('workflow.alreadyDecided');
    const view = (await workflowView(t.deps.db, KIND, subjectId))!;
    expect(view.timeline.map((e) => e.action)).toEqual([
      'submit',
      won[0]!.value.instance.status === 'rejected' ? 'reject' : 'approve',
    ]);
  });

  it('refuses illegal actions with a clear message and writes nothing', async () => {
    const subjectId = await application('Refusals');
    expect(
      await refusalOf(
        act(t.deps, { kind: KIND, subjectId, step: 'check', action: 'approve', actor: reviewer }),
      ),
    ).toBe('workflow.state.draft');
    expect(await refusalOf(submitInstance(t.deps, { kind: KIND, subjectId, actor: reviewer }))).toBe(
      'workflow.notApplicant',
    );
    await submitInstance(t.deps, { kind: KIND, subjectId, actor: person });
    const ask = (actor: TSessionUser, action: 'approve' | 'score' | 'reject', opinion?: string) =>
      refusalOf(act(t.deps, { kind: KIND, subjectId, step: 'check', action, actor, opinion }));
    expect(await ask(person, 'approve')).toBe('workflow.notYours');
    expect(await ask(expertA, 'approve')).toBe('workflow.notYours');
    expect(await ask(reviewer, 'score')).toBe('workflow.cannot.score');
    expect(await ask(reviewer, 'reject', ' ')).toBe('workflow.opinionRequired');
    expect(
      await refusalOf(
        act(t.deps, { kind: KIND, subjectId: 999_999, step: 'check', action: 'approve', actor: reviewer }),
      ),
    ).toBe('workflow.notFound');
    const view = (await workflowView(t.deps.db, KIND, subjectId))!;
    expect(view.status).toBe('submitted');
    expect(view.timeline).toHaveLength(1);
  });

  it('returns for changes with the opinion, reopens the returning step on resubmission, and tells the applicant', async () => {
    const subjectId = await application('Returned once');
    await submitInstance(t.deps, { kind: KIND, subjectId, actor: person });
    await act(t.deps, {
      kind: KIND,
      subjectId,
      step: 'check',
      action: 'return',
      actor: reviewer,
      opinion: 'Add the diploma.',
    });
    const returned = (await workflowView(t.deps.db, KIND, subjectId))!;
    expect(returned.status).toBe('returned');
    expect(returned.returned).toMatchObject({ step: 'check', opinion: 'Add the diploma.' });
    const [latest] = await messagesOf(person.accountId);
    expect(latest).toMatchObject({
      titleKey: 'workflow.notice.returned.title',
      params: { title: 'Returned once', opinion: 'Add the diploma.' },
    });

    const again = await submitInstance(t.deps, { kind: KIND, subjectId, actor: person });
    expect(again.instance).toMatchObject({ status: 'submitted', currentStep: 'check', returnedFrom: null });
    const view = (await workflowView(t.deps.db, KIND, subjectId))!;
    expect(view.timeline.map((e) => [e.action, e.actorName])).toEqual([
      ['submit', person.name],
      ['return', reviewer.name],
      ['resubmit', person.name],
    ]);
  });

  it('assigns experts who score independently; the step moves on when the last one has scored', async () => {
    const subjectId = await application('Scored');
    await submitInstance(t.deps, { kind: KIND, subjectId, actor: person });
    // Opened after version 2 was published: it follows version 2, with its sign-off.
    await act(t.deps, { kind: KIND, subjectId, step: 'check', action: 'approve', actor: reviewer });
    await act(t.deps, { kind: KIND, subjectId, step: 'sign-off', action: 'approve', actor: reviewer });
    expect(
      await refusalOf(
        act(t.deps, {
          kind: KIND,
          subjectId,
          step: 'assign',
          action: 'assign-experts',
          actor: reviewer,
          assignees: [999_999],
        }),
      ),
    ).toBe('workflow.assigneeUnknown');
    await act(t.deps, {
      kind: KIND,
      subjectId,
      step: 'assign',
      action: 'assign-experts',
      actor: reviewer,
      assignees: [expertA.accountId, expertB.accountId],
    });
    expect((await messagesOf(expertA.accountId))[0]?.titleKey).toBe('workflow.notice.assigned.title');
    const score = (actor: TSessionUser) =>
      act(t.deps, { kind: KIND, subjectId, step: 'score', action: 'score', actor, data: { total: 80 } });
    expect((await score(expertA)).instance.currentStep).toBe('score');
    expect(await refusalOf(score(expertA))).toBe('workflow.alreadyActed');
    expect(await refusalOf(score(reviewer))).toBe('workflow.notYours');
    expect((await score(expertB)).instance.currentStep).toBe('final');
    const done = await act(t.deps, {
      kind: KIND,
      subjectId,
      step: 'final',
      action: 'approve',
      actor: reviewer2,
    });
    expect(done.instance).toMatchObject({ status: 'approved', currentStep: null });
    expect(done.instance.decidedAt).not.toBeNull();
    expect((await messagesOf(person.accountId))[0]?.titleKey).toBe('workflow.notice.approved.title');
  });

  it('reminds before a deadline and marks it overdue after, once, through the job runner', async () => {
    const subjectId = await application('Slow');
    const { instance } = await submitInstance(t.deps, { kind: KIND, subjectId, actor: person });
    // Reached the step 40 of its 48 hours ago: past the reminder (12 hours before), not yet due.
    const hour = 3600_000;
    expect(instance.dueAt!.getTime() - instance.remindAt!.getTime()).toBe(12 * hour);
    const since = Date.now() - 40 * hour;
    const row = eq(workflowInstances.id, instance.id);
    await t.deps.db
      .update(workflowInstances)
      .set({ dueAt: new Date(since + 48 * hour), remindAt: new Date(since + 36 * hour) })
      .where(row);
    const reminders = () =>
      t.deps.db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.recipientId, reviewer.accountId),
            eq(messages.titleKey, 'workflow.notice.reminder.title'),
          ),
        );

    await t.deps.jobs.runNow(WORKFLOW_DEADLINE_JOB);
    await t.deps.jobs.runNow(WORKFLOW_DEADLINE_JOB);
    const sent = (await reminders()).filter((m) => (m.params as { title?: string }).title === 'Slow');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ due: { date: new Date(since + 48 * hour).toISOString() } });
    // The applicant is not among those who may act, so gets no reminder.
    expect(
      (await messagesOf(person.accountId)).some((m) => m.titleKey === 'workflow.notice.reminder.title'),
    ).toBe(false);

    await t.deps.db
      .update(workflowInstances)
      .set({ dueAt: new Date(Date.now() - hour) })
      .where(row);
    await t.deps.jobs.runNow(WORKFLOW_DEADLINE_JOB);
    await t.deps.jobs.runNow(WORKFLOW_DEADLINE_JOB);
    const overdue = (await messagesOf(reviewer2.accountId)).filter(
      (m) =>
        m.titleKey === 'workflow.notice.overdue.title' && (m.params as { title?: string }).title === 'Slow',
    );
    expect(overdue).toHaveLength(1);
    expect((await workflowView(t.deps.db, KIND, subjectId))!.overdue).toBe(true);

    // Deciding the step clears the marks and starts the next step's clock.
    const moved = await act(t.deps, {
      kind: KIND,
      subjectId,
      step: 'check',
      action: 'approve',
      actor: reviewer,
    });
    expect(moved.instance).toMatchObject({ overdueAt: null, remindedAt: null, dueAt: null });
  });
});
