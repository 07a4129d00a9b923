import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { programApplications, workflowInstances } from '../src/db/schema';
import { PROGRAM_APPLICATION_KIND } from '../src/modules/programs';
import { demoApplicationsSeed } from '../src/modules/programs/demo-applications';
import { demoScoringSeed } from '../src/modules/program-scoring/demo-scoring';
import { makePerson } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller } from './jobs-helpers';
import { signInAs } from './sessions';

/**
 * The demo data of talent programs past the preliminary check: every approval screen has live
 * content on the first start (applications at scoring, at the final decision, waiting for and on
 * public notice, with opinions and scores), and a restart adds nothing.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  // The demo persons come with the bulk demo volume, which the tests leave out: made here, then
  // the demo seeds run as on a first start.
  for (const [i, name] of ['周明', '吴静', '郑浩', '孙悦', '马骏'].entries())
    await makePerson(t, name, `demoperson0${i + 1}`);
  await demoApplicationsSeed.run(t.deps);
  await demoScoringSeed.run(t.deps);
});
afterAll(() => t.close());

const steps = async () =>
  (
    await t.deps.db
      .select({ step: workflowInstances.currentStep, round: workflowInstances.round })
      .from(workflowInstances)
      .innerJoin(programApplications, eq(programApplications.id, workflowInstances.subjectId))
      .where(
        and(
          eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
          inArray(workflowInstances.currentStep, ['scoring', 'final', 'notice', 'publicity']),
        ),
      )
  )
    .map((r) => `${r.step}:${r.round}`)
    .sort();

describe('program demo data', () => {
  it('has applications at scoring, final, notice and on notice, and a restart changes nothing', async () => {
    const before = await steps();
    expect(before.map((s) => s.split(':')[0])).toEqual([
      'final',
      'notice',
      'publicity',
      'publicity',
      'scoring',
    ]);

    // The demo expert has one application waiting for their scores and three scored.
    const expert = await signInAs(t, 'expert');
    const todo = await api.get('/program/scoring/tasks', { page: 1, limit: 10, state: 'todo' }, expert);
    expect(todo.body.total).toBe(1);
    const done = await api.get('/program/scoring/tasks', { page: 1, limit: 10, state: 'done' }, expert);
    expect(done.body.total).toBe(4);

    // Staff see the scores, the candidates for the notice, and the portal the notice.
    const reviewer = await signInAs(t, 'reviewer');
    const scores = await api.get(
      '/program/scoring/list',
      { page: 1, limit: 20, applicantType: 'person' },
      reviewer,
    );
    expect(Number(scores.body.total)).toBeGreaterThanOrEqual(5);
    const candidates = await api.get<unknown[]>('/program/scoring/notice/candidates', {}, reviewer);
    expect(candidates.body.data).toHaveLength(1);
    const notices = await api.get('/public/program-notices', { page: 1, limit: 20 });
    expect(notices.body.total).toBe(2);

    await demoApplicationsSeed.run(t.deps);
    await demoScoringSeed.run(t.deps);
    expect(await steps()).toEqual(before);
  });
});
