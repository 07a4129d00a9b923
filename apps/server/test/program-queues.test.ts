import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkbenchCards } from '@rcwb/shared';
import { actAs, handedIn } from './approval-helpers';
import { makePerson } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg } from './jobs-helpers';
import { makeBatch } from './program-helpers';
import { signInAs } from './sessions';
import { makeActor } from './workflow-helpers';

/**
 * The reviewers' landing counts the talent program applications waiting for a reviewer, one
 * queue per applicant kind: at the reviewers' steps, not while experts score or a notice runs.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  reviewer = await signInAs(t, 'reviewer');
});
afterAll(() => t.close());

const queues = async () => {
  const res = await api.get<TWorkbenchCards>('/workbench/review', undefined, reviewer);
  expect(res.body.code).toBe(200);
  const figures = res.body.data!.cards.flatMap((c) => c.figures);
  return {
    persons: figures.find((f) => f.key === 'program-persons'),
    orgs: figures.find((f) => f.key === 'program-orgs'),
  };
};

describe('program review queues on the reviewers’ landing', () => {
  it('count what waits for a reviewer, per applicant kind, and open the kind’s approvals', async () => {
    const before = await queues();
    expect(before.persons).toMatchObject({ screen: 'g060102', link: '/g06/g060102' });
    expect(before.orgs).toMatchObject({ screen: 'g060105', link: '/g06/g060105' });
    const n = Number(before.persons!.value);
    const orgs = Number(before.orgs!.value);

    const batch = await makeBatch(t, { process: 'talent-program.person' });
    const orgBatch = await makeBatch(t, { applicantType: 'org', process: 'talent-program.org' });
    const a = await handedIn(t, batch, await makePerson(t, '排队甲'));
    await handedIn(t, batch, await makePerson(t, '排队乙'));
    await handedIn(t, batch, await makePerson(t, '草稿丙'), { draft: true });
    const org = await makeOrg(t, '排队单位');
    await handedIn(t, orgBatch, { id: org.id, name: '排队单位' });
    expect((await queues()).persons!.value).toBe(n + 2);
    expect((await queues()).orgs!.value).toBe(orgs + 1);

    // Still the reviewers' at expert assignment; the experts' own while they score.
    const staff = await makeActor(t, 'reviewer');
    await actAs(t, staff, a, 'preliminary', 'approve');
    expect((await queues()).persons!.value).toBe(n + 2);
    const expert = await makeActor(t, 'expert');
    await actAs(t, staff, a, 'assign', 'assign-experts', [expert.accountId]);
    expect((await queues()).persons!.value).toBe(n + 1);
    await actAs(t, expert, a, 'scoring', 'score');
    expect((await queues()).persons!.value).toBe(n + 2);
  });
});
