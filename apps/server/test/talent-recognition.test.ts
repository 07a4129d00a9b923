import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { files, messages } from '../src/db/schema';
import { talentServiceFiles } from '../src/modules/talent-services';
import { makePerson } from './deliveries-helpers';
import { signInAll } from './sessions';
import { type TRecognitionOut, applyFor, decide, filesFor, tierEvidence } from './talent-services-helpers';
import { testAppWith } from './test-app-helpers';
import { makeActor } from './workflow-helpers';

/**
 * Talent recognition (g090201 / g090202) through the API on the real database: applying for a
 * tier with evidence, the preliminary check's return for correction and the resubmission, the
 * final decision that recognises the tier with its validity, refusals, guards and ownership.
 */
const { t, api, tokens } = testAppWith(['reviewer', 'org', 'admin']);
const [reviewer, org, admin] = tokens;

const mine = (token: string, id: number) =>
  api.get<TRecognitionOut>(`/talent-service/recognition/${id}`, undefined, token);

describe('talent recognition', () => {
  it('lists the tiers open to recognition with their criteria, validity and evidence', async () => {
    const me = await makePerson(t, '吴桐');
    const res = await api.get<
      { code: string; criteria: string; validityYears: number; evidence: string[] }[]
    >('/talent-service/recognition/tiers', undefined, me.token);
    expect(res.body.code).toBe(200);
    const c = res.body.data!.find((x) => x.code === 'C')!;
    expect(c.validityYears).toBe(3);
    expect(c.criteria).toContain('博士');
    expect(c.evidence).toEqual(await tierEvidence(t, 'C'));
  });

  it('goes through the preliminary check, a return for correction, the resubmission and the final decision', async () => {
    const me = await makePerson(t, '郑楠');
    const applied = await applyFor(t, api, me, 'C');
    expect(applied.body.code).toBe(200);
    const id = applied.body.data!.id;
    expect(applied.body.data!.view.status).toBe('submitted');
    expect(applied.body.data!.view.step?.key).toBe('preliminary');
    expect(applied.body.data!.evidence.every((e) => e.file !== null)).toBe(true);

    // The reviewer returns it for correction with an opinion; the applicant sees both.
    const noOpinion = await decide(api, reviewer, 'recognition', id, {
      step: 'preliminary',
      action: 'return',
    });
    expect(noOpinion.body.msg).toBe('Write an opinion: the applicant is told it');
    const returned = await decide(api, reviewer, 'recognition', id, {
      step: 'preliminary',
      action: 'return',
      opinion: '学历证书不清晰。',
    });
    expect(returned.body.code).toBe(200);
    const seen = (await mine(me.token, id)).body.data!;
    expect(seen.view.status).toBe('returned');
    expect(seen.view.returned).toMatchObject({ step: 'preliminary', opinion: '学历证书不清晰。' });
    expect(seen.editable).toBe(true);

    // The applicant corrects the evidence and hands it in again: back at the preliminary check.
    const evidence = await filesFor(t, me.id, await tierEvidence(t, 'C'));
    const again = await api.post<TRecognitionOut>(
      `/talent-service/recognition/${id}/submit`,
      { statement: '补充了清晰的学历证书。', evidence },
      me.token,
    );
    expect(again.body.code).toBe(200);
    expect(again.body.data!.view.step?.key).toBe('preliminary');
    expect(again.body.data!.statement).toBe('补充了清晰的学历证书。');
    const twice = await api.post(
      `/talent-service/recognition/${id}/submit`,
      { statement: 'x', evidence },
      me.token,
    );
    expect(twice.body.msg).toBe(
      'Only an application returned for changes can be changed and submitted again',
    );

    // A decision on a step already passed is refused; the final approval recognises the tier.
    expect(
      (await decide(api, reviewer, 'recognition', id, { step: 'preliminary', action: 'approve' })).body.code,
    ).toBe(200);
    const stale = await decide(api, reviewer, 'recognition', id, { step: 'preliminary', action: 'approve' });
    expect(stale.body.code).toBe(601);
    const held0 = await api.get<unknown[]>('/talent-service/recognition/held', undefined, me.token);
    expect(held0.body.data).toEqual([]);
    const final = await decide(api, admin, 'recognition', id, { step: 'final', action: 'approve' });
    expect(final.body.code).toBe(200);
    expect(final.body.data!.view.status).toBe('approved');
    expect(final.body.data!.decidedTier?.code).toBe('C');
    const from = final.body.data!.validFrom!;
    const [y, m, d] = from.split('-');
    const until = new Date(Date.UTC(Number(y) + 3, Number(m) - 1, Number(d)) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(final.body.data!.validUntil).toBe(until);

    const held = await api.get<{ tier: { code: string }; validUntil: string }[]>(
      '/talent-service/recognition/held',
      undefined,
      me.token,
    );
    expect(held.body.data!.map((h) => [h.tier.code, h.validUntil])).toEqual([['C', until]]);
    expect(final.body.data!.view.timeline.map((e) => e.action)).toEqual([
      'submit',
      'return',
      'resubmit',
      'approve',
      'approve',
    ]);
    // A message at every step: received, returned, received again, moved on, approved.
    const notes = await t.deps.db.select().from(messages).where(eq(messages.recipientId, me.id));
    expect(notes.length).toBe(5);

    // A tier held is not applied for again.
    const held2 = await applyFor(t, api, me, 'C');
    expect(held2.body.msg).toBe(`You are already recognised at this tier until ${until}`);
  });

  it('rejects with an opinion, and a rejected tier may be applied for again', async () => {
    const me = await makePerson(t, '叶青');
    const id = (await applyFor(t, api, me, 'E')).body.data!.id;
    const pending = await applyFor(t, api, me, 'E');
    expect(pending.body.msg).toBe(
      'You already have an application for this tier under review; wait for its decision',
    );
    const rejected = await decide(api, reviewer, 'recognition', id, {
      step: 'preliminary',
      action: 'reject',
      opinion: '不符合认定条件。',
    });
    expect(rejected.body.data!.view.status).toBe('rejected');
    expect(rejected.body.data!.decidedTier).toBeNull();
    expect((await applyFor(t, api, me, 'E')).body.code).toBe(200);
  });

  it('refuses evidence that is missing, unknown or not the applicant’s own, and an unknown tier', async () => {
    const me = await makePerson(t, '洪亮');
    const other = await makePerson(t, '江帆');
    const names = await tierEvidence(t, 'D');
    const body = (evidence: unknown[]) => ({ tier: 'D', statement: '高级技师。', evidence });
    const post = (b: Record<string, unknown>) => api.post('/talent-service/recognition', b, me.token);
    expect((await post(body([]))).body.msg).toBe(`Upload “${names[0]}” before submitting`);
    const others = await filesFor(t, other.id, names);
    expect((await post(body(others))).body.msg).toBe(`The file for “${names[0]}” is not among your uploads`);
    const odd = await filesFor(t, me.id, ['奖状']);
    expect((await post(body(odd))).body.msg).toBe('“奖状” is not a material of this application');
    expect((await post({ ...body([]), tier: 'Z' })).body.msg).toBe('This tier is not open to recognition');
  });

  it('keeps applications to their applicant, the reviewers’ routes to reviewers, drafts out of the lists', async () => {
    const me = await makePerson(t, '施然');
    const stranger = await makePerson(t, '游乐');
    const rec = (await applyFor(t, api, me, 'E')).body.data!;
    expect((await mine(stranger.token, rec.id)).body.code).toBe(404);
    const resubmit = await api.post(
      `/talent-service/recognition/${rec.id}/submit`,
      { statement: 'x' },
      stranger.token,
    );
    expect(resubmit.body.code).toBe(404);
    expect((await api.get('/talent-service/recognition/my', undefined, org)).body.code).toBe(403);
    expect((await api.get('/talent-service/recognition/my', undefined, reviewer)).body.code).toBe(403);
    expect((await api.get('/talent-service/review/recognition/list', undefined, me.token)).body.code).toBe(
      403,
    );
    const act = await decide(api, me.token, 'recognition', rec.id, {
      step: 'preliminary',
      action: 'approve',
    });
    expect(act.body.code).toBe(403);

    const list = await api.get<{ id: number; applicantName: string }[]>(
      '/talent-service/review/recognition/list',
      { keyword: '施然', status: 'submitted' },
      reviewer,
    );
    expect(
      (list.body.rows as { id: number; applicantName: string }[]).map((r) => [r.id, r.applicantName]),
    ).toEqual([[rec.id, '施然']]);
    const detail = await api.get<TRecognitionOut>(
      `/talent-service/review/recognition/${rec.id}`,
      undefined,
      reviewer,
    );
    expect(detail.body.data!.evidence.length).toBeGreaterThan(0);
    expect((await api.get('/talent-service/review/recognition/999999', undefined, reviewer)).body.code).toBe(
      404,
    );

    // A reviewer of recognitions reads the evidence handed in; a reviewer without the permission does not.
    const fileId = detail.body.data!.evidence[0]!.file!.id;
    const [file] = await t.deps.db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId)));
    const withPerm = await makeActor(t, 'reviewer', ['g09:recognition:list']);
    const without = await makeActor(t, 'reviewer', []);
    expect(await talentServiceFiles(t.deps.db, file!, withPerm)).toBe(true);
    expect(await talentServiceFiles(t.deps.db, file!, without)).toBe(false);
  });

  it('the demo person holds a recognised tier with its validity', async () => {
    const [person] = await signInAll(t, ['person']);
    const held = await api.get<{ tier: { code: string }; validFrom: string; validUntil: string }[]>(
      '/talent-service/recognition/held',
      undefined,
      person,
    );
    expect(held.body.data!.map((h) => h.tier.code)).toEqual(['C']);
  });
});
