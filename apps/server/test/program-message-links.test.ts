import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { screenPath } from '@rcwb/shared';
import { act, runDeadlines } from '../src/core/workflow';
import { gc01, messages } from '../src/db/schema';
import { PROGRAM_APPLICATION_KIND } from '../src/modules/programs';
import { ownedFile } from './accounts-helpers';
import { makePerson } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller } from './jobs-helpers';
import { makeBatch } from './program-helpers';
import { makeActor } from './workflow-helpers';

/**
 * The messages of a talent program application open where their reader acts: the applicant's
 * their application on the programs screen, an assigned expert's (the assignment and the step's
 * reminder) the scoring form of that application.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const linksOf = async (accountId: number) =>
  (await t.deps.db.select().from(messages).where(eq(messages.recipientId, accountId))).map((m) => ({
    title: m.title,
    link: m.link,
  }));

describe('program application messages', () => {
  it('link the applicant to the application and the expert to the scoring form', async () => {
    const me = await makePerson(t, '链接申报人');
    await t.deps.db.update(gc01).set({ education: '4', region: '350102' }).where(eq(gc01.accountId, me.id));
    const batch = await makeBatch(t);
    const started = await api.post<{ id: number }>('/program/application', { batchId: batch.id }, me.token);
    const id = started.body.data!.id;
    const url = `/program/application/${id}`;
    await api.put(
      `${url}/info`,
      { name: '链接申报人', mobile: '13700000002', region: '350102', summary: '申报摘要。' },
      me.token,
    );
    const files = [
      { name: '身份证明', fileId: (await ownedFile(t, me.id)).id },
      { name: '学历证书', fileId: (await ownedFile(t, me.id)).id },
    ];
    await api.put(`${url}/materials`, { files, declared: true }, me.token);
    expect((await api.post(`${url}/submit`, {}, me.token)).body.code).toBe(200);

    const reviewer = await makeActor(t, 'reviewer');
    const expert = await makeActor(t, 'expert');
    const step = { kind: PROGRAM_APPLICATION_KIND, subjectId: id, actor: reviewer };
    await act(t.deps, { ...step, step: 'preliminary', action: 'approve' });
    await act(t.deps, { ...step, step: 'assign', action: 'assign-experts', assignees: [expert.accountId] });

    const mine = await linksOf(me.id);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    for (const m of mine) expect(m.link).toBe(screenPath('g020101', undefined, { application: String(id) }));
    const form = screenPath('g060107:score', { id });
    expect(await linksOf(expert.accountId)).toEqual([{ title: expect.any(String), link: form }]);

    // Two days before the scoring step is due, the expert is reminded, with the same link.
    await runDeadlines(t.deps, new Date(Date.now() + 6 * 24 * 3600_000));
    const reminded = await linksOf(expert.accountId);
    expect(reminded).toHaveLength(2);
    expect(reminded.every((m) => m.link === form)).toBe(true);
  });
});
