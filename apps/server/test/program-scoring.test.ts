import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TSessionUser } from '../src/core/session-user';
import { act, runDeadlines } from '../src/core/workflow';
import { feedbacks, workflowInstances } from '../src/db/schema';
import { PROGRAM_APPLICATION_KIND } from '../src/modules/programs';
import { type TCallResult, createTestApp, type TTestApp } from './harness';
import { caller } from './jobs-helpers';
import { makeBatch } from './program-helpers';
import { applicationAtScoring, evenScores, messageKeys } from './program-scoring-helpers';
import { signInAs } from './sessions';
import { makeActor } from './workflow-helpers';

/**
 * Expert scoring and the public notice of talent programs through the API on the real database:
 * an expert's own tasks and scores only, the staff's aggregate and rank, the reminder, the notice
 * period that ends by itself and the objection that reopens the review.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let reviewer: TSessionUser;
let reviewerToken: string;
const experts: { user: TSessionUser; token: string }[] = [];
let batch: Awaited<ReturnType<typeof makeBatch>>;

type TTask = { applicationId: number; state: string; dueAt: string | null; mine: { total: number } | null };
type TForm = TTask & { sheet: { key: string }[]; info: Record<string, unknown> };
type TDetail = {
  aggregate: { mean: number | null; counted: number; dropped: { highest: number; lowest: number } | null };
  rank: { rank: number; withinQuota: boolean; of: number } | null;
  scores: { expertName: string; total: number; comment: string }[];
  pending: { id: number }[];
  finished: boolean;
};
type TPublic = { id: number; name: string; batch: string; state: string; endsAt: string };

/** The rows of a paged answer, typed as the call's type parameter says. */
const rowsOf = <T>(res: TCallResult<T>) => (res.body.rows ?? []) as T[];

const instanceOf = async (id: number) =>
  (
    await t.deps.db
      .select()
      .from(workflowInstances)
      .where(and(eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND), eq(workflowInstances.subjectId, id)))
  )[0]!;

const score = (expert: number, id: number, each: number, comment = '') =>
  api.post<TForm>(
    `/program/scoring/application/${id}/submit`,
    { scores: evenScores(each), comment },
    experts[expert]!.token,
  );

/** Takes an application past the final decision to the notice step. */
const toNotice = (id: number) =>
  act(t.deps, {
    kind: PROGRAM_APPLICATION_KIND,
    subjectId: id,
    step: 'final',
    action: 'approve',
    actor: reviewer,
  });

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  reviewer = await makeActor(t, 'reviewer');
  reviewerToken = await signInAs(t, reviewer.username);
  for (let i = 0; i < 6; i++) {
    const user = await makeActor(t, 'expert');
    experts.push({ user, token: await signInAs(t, user.username) });
  }
  batch = await makeBatch(t, { category: '02', quota: 1, noticeDays: 3 });
});
afterAll(() => t.close());

const ex = (...i: number[]) => i.map((n) => experts[n]!.user);

describe('the expert’s scoring tasks', () => {
  it('lists only my own tasks, with the step’s deadline, and refuses another’s application', async () => {
    const mine = await applicationAtScoring(t, batch, reviewer, ex(0, 1));
    const other = await applicationAtScoring(t, batch, reviewer, ex(2));
    const todo = await api.get<TTask>('/program/scoring/tasks', { state: 'todo' }, experts[0]!.token);
    expect(rowsOf(todo).map((r) => r.applicationId)).toEqual([mine.id]);
    expect(rowsOf(todo)[0]!.dueAt).toBe((await instanceOf(mine.id)).dueAt!.toISOString());
    const form = await api.get<TForm>(
      `/program/scoring/application/${mine.id}`,
      undefined,
      experts[0]!.token,
    );
    expect(form.body.data!.sheet.map((c) => c.key)).toEqual([
      'potential',
      'achievement',
      'innovation',
      'plan',
    ]);
    expect(form.body.data!.info).not.toHaveProperty('mobile');
    expect(
      (await api.get(`/program/scoring/application/${other.id}`, undefined, experts[0]!.token)).body.code,
    ).toBe(404);
    // An expert not assigned cannot score it either.
    const refused = await score(0, other.id, 8);
    expect(refused.body.code).toBe(404);
    expect(refused.body.msg).toBe('This application is not among your scoring tasks');
  });

  it('checks the scores against the sheet, keeps one score per expert and never shows another’s', async () => {
    const { id } = await applicationAtScoring(t, batch, reviewer, ex(0, 1));
    const over = await api.post(
      `/program/scoring/application/${id}/submit`,
      { scores: { ...evenScores(8), plan: 11 }, comment: '' },
      experts[0]!.token,
    );
    expect(over.body.msg).toBe('The score for “Development plan” must be between 0 and 10');
    const first = await score(0, id, 8, 'Solid record');
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'done', mine: { total: 80 } });
    const twice = await score(0, id, 9);
    expect(twice.body.code).toBe(601);
    expect(twice.body.msg).toBe('You have already given your part at this step');
    expect((await score(1, id, 6, 'Second opinion kept apart')).body.code).toBe(200);
    const seen = await api.get(`/program/scoring/application/${id}`, undefined, experts[0]!.token);
    expect(seen.raw).not.toContain('Second opinion kept apart');
    expect(JSON.stringify(seen.body.data)).not.toContain('"total":60');
    const done = await api.get<TTask>('/program/scoring/tasks', { state: 'done' }, experts[0]!.token);
    expect(rowsOf(done).map((r) => r.applicationId)).toContain(id);
    // The last expert's scores moved it to the final decision.
    expect((await instanceOf(id)).currentStep).toBe('final');
  });

  it('reminds the experts who have not scored when the reminder time comes', async () => {
    const { id } = await applicationAtScoring(t, batch, reviewer, ex(3, 4));
    expect((await score(3, id, 7)).body.code).toBe(200);
    const inst = await instanceOf(id);
    await runDeadlines(t.deps, new Date(inst.remindAt!.getTime() + 1000));
    expect(await messageKeys(t, experts[4]!.user.accountId)).toContain('workflow.notice.reminder.title');
    expect(await messageKeys(t, experts[3]!.user.accountId)).not.toContain('workflow.notice.reminder.title');
  });
});

describe('the staff’s scores', () => {
  it('drops the highest and the lowest of five experts and ranks the batch against its quota', async () => {
    const own = await makeBatch(t, { category: '02', quota: 1 });
    const five = await applicationAtScoring(t, own, reviewer, ex(0, 1, 2, 3, 4));
    const two = await applicationAtScoring(t, own, reviewer, ex(0, 1));
    for (const [i, each] of [9, 6, 7, 8, 3].entries())
      expect((await score(i, five.id, each)).body.code).toBe(200);
    const partial = await api.get<TDetail>(`/program/scoring/detail/${two.id}`, undefined, reviewerToken);
    expect(partial.body.data).toMatchObject({ finished: false, rank: null, pending: [{}, {}] });
    await score(0, two.id, 10);
    await score(1, two.id, 6);
    const detail = await api.get<TDetail>(`/program/scoring/detail/${five.id}`, undefined, reviewerToken);
    expect(detail.body.data!.aggregate).toEqual({
      mean: 70,
      counted: 3,
      dropped: { highest: 90, lowest: 30 },
    });
    expect(detail.body.data!.scores.map((s) => s.total).sort()).toEqual([30, 60, 70, 80, 90]);
    expect(detail.body.data!.rank).toEqual({ rank: 2, withinQuota: false, of: 2 });
    const top = await api.get<TDetail>(`/program/scoring/detail/${two.id}`, undefined, reviewerToken);
    expect(top.body.data).toMatchObject({ aggregate: { mean: 80 }, rank: { rank: 1, withinQuota: true } });
    const list = await api.get<{ id: number }>(
      '/program/scoring/list',
      { applicantType: 'person', batchId: own.id },
      reviewerToken,
    );
    expect(rowsOf(list).map((r) => r.id)).toEqual([two.id, five.id]);
    // Experts have no staff view.
    expect(
      (await api.get(`/program/scoring/detail/${five.id}`, undefined, experts[0]!.token)).body.code,
    ).toBe(403);
  });
});

describe('the public notice', () => {
  it('publishes the chosen results for the batch’s notice days and makes them final when they end', async () => {
    const { id, applicant } = await applicationAtScoring(t, batch, reviewer, ex(5), '陈公示');
    await score(5, id, 9);
    await toNotice(id);
    const published = await api.post(
      `/program/scoring/batch/${batch.id}/publish`,
      { applicationIds: [id] },
      reviewerToken,
    );
    expect(published.body.code).toBe(200);
    const inst = await instanceOf(id);
    expect(inst.currentStep).toBe('publicity');
    expect(Math.abs(inst.dueAt!.getTime() - inst.stepSince!.getTime() - 3 * 24 * 3600_000)).toBeLessThan(
      60_000,
    );
    expect(await messageKeys(t, applicant.accountId)).toContain('workflow.notice.published.title');
    const again = await api.post(
      `/program/scoring/batch/${batch.id}/publish`,
      { applicationIds: [id] },
      reviewerToken,
    );
    expect(again.body.msg).toBe(
      'An application chosen is no longer waiting for its public notice; reload the list',
    );
    const listed = await api.get<TPublic>('/public/program-notices', { page: 1, limit: 20 });
    expect(rowsOf(listed).find((r) => r.name === '陈公示')).toMatchObject({
      batch: batch.name,
      state: 'on-notice',
    });
    expect(listed.raw).not.toContain('13700000009');
    // Nothing happens before the period ends; after it, the job approves it for good.
    await runDeadlines(t.deps, new Date(inst.dueAt!.getTime() - 60_000));
    expect((await instanceOf(id)).status).toBe('in-review');
    await runDeadlines(t.deps, new Date(inst.dueAt!.getTime() + 60_000));
    expect(await instanceOf(id)).toMatchObject({ status: 'approved', currentStep: null });
    expect(await messageKeys(t, applicant.accountId)).toContain('workflow.notice.final.title');
    const after = await api.get<TPublic>('/public/program-notices', { page: 1, limit: 20 });
    expect(rowsOf(after).find((r) => r.name === '陈公示')?.state).toBe('final');
  });

  it('reopens the final decision when an objection is upheld, and only once', async () => {
    const { id, applicant } = await applicationAtScoring(t, batch, reviewer, ex(5), '王异议');
    await score(5, id, 8);
    await toNotice(id);
    await api.post(`/program/scoring/batch/${batch.id}/publish`, { applicationIds: [id] }, reviewerToken);
    const entry = rowsOf(await api.get<TPublic>('/public/program-notices', {})).find(
      (r) => r.name === '王异议',
    )!;
    const objector = await makeActor(t, 'person');
    const objected = await api.post<{ id: number }>(
      '/feedback/my',
      {
        kind: 'complaint',
        targetKind: 'program-notice',
        targetId: entry.id,
        title: '异议',
        content: '材料不实',
      },
      await signInAs(t, objector.username),
    );
    expect(objected.body.code).toBe(200);
    const feedbackId = objected.body.data!.id;
    const upheld = await api.post(
      `/program/scoring/feedback/${feedbackId}/reopen`,
      { opinion: '核实材料' },
      reviewerToken,
    );
    expect(upheld.body.code).toBe(200);
    expect((await instanceOf(id)).currentStep).toBe('final');
    expect(await messageKeys(t, applicant.accountId)).toContain('workflow.notice.reopened.title');
    const [fb] = await t.deps.db.select().from(feedbacks).where(eq(feedbacks.id, feedbackId));
    expect(fb).toMatchObject({ status: 'closed', reply: '核实材料' });
    const listed = await api.get<TPublic>('/public/program-notices', {});
    expect(rowsOf(listed).some((r) => r.name === '王异议')).toBe(false);
    const twice = await api.post(
      `/program/scoring/feedback/${feedbackId}/reopen`,
      { opinion: '再次' },
      reviewerToken,
    );
    expect(twice.body.msg).toBe('The application this objection is about is no longer on public notice');
  });
});
