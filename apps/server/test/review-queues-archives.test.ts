import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TWorkbenchCards } from '@rcwb/shared';
import { type TRequestOut, certificateForm, registerArchive } from './archives-helpers';
import { makePerson } from './deliveries-helpers';
import { applyFor } from './talent-services-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['archivist', 'reviewer']);
const [archivist, reviewer] = tokens;

const queue = async (token: string, key: string) => {
  const res = await api.get<TWorkbenchCards>('/workbench/review', undefined, token);
  expect(res.body.code).toBe(200);
  return res.body.data!.cards.flatMap((c) => c.figures).find((f) => f.key === key);
};

describe("the archivists' landing", () => {
  it('counts the archive requests waiting in request handling, following submissions and decisions', async () => {
    const before = await queue(archivist, 'archive-requests');
    expect(before).toMatchObject({ screen: 'g080302', link: '/g08/g080302', unit: 'count' });
    const waiting = await api.get('/archive/handling/list', { page: 1, limit: 1 }, archivist);
    const submittedOrAtStep = ['submitted', 'in-review'];
    let n = 0;
    for (const status of submittedOrAtStep)
      n += (await api.get('/archive/handling/list', { status, page: 1, limit: 1 }, archivist)).body.total!;
    expect(waiting.body.code).toBe(200);
    expect(before!.value).toBe(n);

    const username = `p${crypto.randomBytes(4).toString('hex')}`;
    const holder = await makePerson(t, '郭宁', username);
    await registerArchive(t, archivist, username);
    const created = await api.post<TRequestOut>('/archive/request', certificateForm(), holder.token);
    const id = created.body.data!.id;
    // A draft is the holder's own business: not counted until submitted.
    expect((await queue(archivist, 'archive-requests'))!.value).toBe(n);
    expect((await api.post(`/archive/request/${id}/submit`, {}, holder.token)).body.code).toBe(200);
    expect((await queue(archivist, 'archive-requests'))!.value).toBe(n + 1);

    const returned = await api.post(
      `/archive/handling/${id}/return`,
      { step: 'check', opinion: '缺少身份证复印件' },
      archivist,
    );
    expect(returned.body.code).toBe(200);
    expect((await queue(archivist, 'archive-requests'))!.value).toBe(n);
  });

  it('is not a queue of reviewers, who may not handle archive requests', async () => {
    expect(await queue(reviewer, 'archive-requests')).toBeUndefined();
  });
});

describe("the talent reviewers' landing", () => {
  it('counts recognitions waiting for a decision', async () => {
    const before = (await queue(reviewer, 'talent-recognitions'))!;
    expect(before).toMatchObject({ screen: 'g090202' });
    const me = await makePerson(t, '邱越');
    expect((await applyFor(t, api, me, 'C')).body.code).toBe(200);
    expect((await queue(reviewer, 'talent-recognitions'))!.value).toBe(Number(before.value) + 1);
  });
});
