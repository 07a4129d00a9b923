import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { personalDataReads } from '../src/db/schema';
import { makePerson } from './deliveries-helpers';
import { makeBatch } from './program-helpers';
import {
  type TRequestOut,
  applyFor,
  askFor,
  decide,
  filesFor,
  serviceMaterials,
} from './talent-services-helpers';
import { testAppWith } from './test-app-helpers';

/**
 * Talent services (g090301 / g090302) through the API on the real database: a request refused
 * until the person holds a recognised tier the type's rules allow, then accepted; eligibility
 * check, handling and grant with a subsidy's amount and period; payment records; guards and
 * ownership.
 */
const { t, api, tokens } = testAppWith(['reviewer', 'admin', 'org']);
const [reviewer, admin, org] = tokens;

/** A person recognised at a tier through the API (both steps approved). */
async function recognised(name: string, tier: string) {
  const me = await makePerson(t, name);
  const id = (await applyFor(t, api, me, tier)).body.data!.id;
  await decide(api, reviewer, 'recognition', id, { step: 'preliminary', action: 'approve' });
  await decide(api, reviewer, 'recognition', id, { step: 'final', action: 'approve' });
  return me;
}

const through = async (id: number, steps: string[]) => {
  for (const step of steps) {
    const r = await decide(api, reviewer, 'service-request', id, { step, action: 'approve' });
    expect(r.body.code, r.body.msg).toBe(200);
  }
};

type TType = { code: string; eligible: boolean; amountCap: number | null; underWay: number | null };

describe('talent services', () => {
  it('refuses a request before a tier is recognised and accepts it after', async () => {
    const me = await makePerson(t, '蔡明');
    const types = await api.get<TType[]>('/talent-service/service-request/types', undefined, me.token);
    expect(types.body.data!.find((x) => x.code === 'residence')?.eligible).toBe(false);

    const refused = await askFor(t, api, me, 'residence');
    expect(refused.body.code).toBe(601);
    expect(refused.body.msg).toMatch(
      /^This service is for recognised talents of these tiers: National leading talent, /,
    );
    expect(
      (await api.get<unknown[]>('/talent-service/service-request/my', undefined, me.token)).body.data,
    ).toEqual([]);

    // Recognised at tier E: residence (open to E) is accepted, medical care (A and B only) is not.
    const id = (await applyFor(t, api, me, 'E')).body.data!.id;
    await decide(api, reviewer, 'recognition', id, { step: 'preliminary', action: 'approve' });
    await decide(api, reviewer, 'recognition', id, { step: 'final', action: 'approve' });
    const accepted = await askFor(t, api, me, 'residence');
    expect(accepted.body.code).toBe(200);
    expect(accepted.body.data!.view.step?.key).toBe('eligibility');
    expect((await askFor(t, api, me, 'medical')).body.code).toBe(601);
    const after = await api.get<TType[]>('/talent-service/service-request/types', undefined, me.token);
    expect(after.body.data!.find((x) => x.code === 'residence')).toMatchObject({
      eligible: true,
      underWay: accepted.body.data!.id,
    });
    const twice = await askFor(t, api, me, 'residence');
    expect(twice.body.msg).toBe(
      'You already have a request for this service under way; wait for its decision',
    );
  });

  it('grants a subsidy with its amount and period, within the cap, and records its payments', async () => {
    const me = await recognised('许诺', 'C');
    const req = (await askFor(t, api, me, 'housing')).body.data!;
    await through(req.id, ['eligibility', 'handling']);
    const bare = await decide(api, reviewer, 'service-request', req.id, { step: 'grant', action: 'approve' });
    expect(bare.body.msg).toBe('Enter the amount granted and its period before granting this subsidy');
    const grant = (amount: number) => ({ amount, from: '2026-01-01', until: '2028-12-31' });
    const over = await decide(api, reviewer, 'service-request', req.id, {
      step: 'grant',
      action: 'approve',
      grant: grant(300_001),
    });
    expect(over.body.msg).toBe('The amount granted must not exceed 300000 yuan');

    // Payments wait for the grant.
    const early = await api.post(
      `/talent-service/review/service-request/${req.id}/payment`,
      { paidOn: '2026-02-01', amount: 1000, reference: 'P-0' },
      reviewer,
    );
    expect(early.body.msg).toBe('Payments can be recorded only for a granted subsidy');

    const granted = await decide(api, admin, 'service-request', req.id, {
      step: 'grant',
      action: 'approve',
      opinion: '核定补贴。',
      grant: grant(90_000),
    });
    expect(granted.body.code).toBe(200);
    expect(granted.body.data).toMatchObject({
      grantedAmount: 90_000,
      periodFrom: '2026-01-01',
      periodUntil: '2028-12-31',
    });
    expect(granted.body.data!.view.status).toBe('approved');

    const pay = (amount: number, reference: string) =>
      api.post<TRequestOut>(
        `/talent-service/review/service-request/${req.id}/payment`,
        { paidOn: '2026-02-01', amount, reference },
        reviewer,
      );
    expect((await pay(30_000, 'P-1')).body.code).toBe(200);
    const second = await pay(30_000, 'P-2');
    expect(second.body.data!.payments.map((p) => [p.amount, p.reference])).toEqual([
      [30_000, 'P-1'],
      [30_000, 'P-2'],
    ]);
    expect(second.body.data!.paid).toBe(60_000);
    expect((await pay(1, 'P-2')).body.msg).toBe('A payment with this reference is already recorded');
    expect((await pay(30_001, 'P-3')).body.msg).toBe(
      'With this payment the subsidy would be paid more than the 90000 yuan granted',
    );
    // The person sees the grant and the payments.
    const seen = await api.get<TRequestOut>(`/talent-service/service-request/${req.id}`, undefined, me.token);
    expect(seen.body.data!.paid).toBe(60_000);
  });

  it('grants a service that is not a subsidy without an amount, and refuses one given', async () => {
    const me = await recognised('曾凡', 'C');
    const req = (await askFor(t, api, me, 'schooling')).body.data!;
    await through(req.id, ['eligibility', 'handling']);
    const withAmount = await decide(api, reviewer, 'service-request', req.id, {
      step: 'grant',
      action: 'approve',
      grant: { amount: 1, from: '2026-01-01', until: '2026-12-31' },
    });
    expect(withAmount.body.msg).toBe('This service is not a subsidy: it is granted without an amount');
    const done = await decide(api, reviewer, 'service-request', req.id, { step: 'grant', action: 'approve' });
    expect(done.body.data!.view.status).toBe('approved');
    expect(done.body.data!.grantedAmount).toBeNull();
    expect(done.body.data!.view.timeline.map((e) => e.action)).toEqual([
      'submit',
      'approve',
      'approve',
      'approve',
    ]);
  });

  it('returns a request for its materials, takes it back corrected, and rejects at handling', async () => {
    const me = await recognised('邱实', 'C');
    const req = (await askFor(t, api, me, 'spouse-job')).body.data!;
    const ret = await decide(api, reviewer, 'service-request', req.id, {
      step: 'eligibility',
      action: 'return',
      opinion: '结婚证不清晰。',
    });
    expect(ret.body.data!.view.status).toBe('returned');
    const materials = await filesFor(t, me.id, await serviceMaterials(t, 'spouse-job'));
    const again = await api.post<TRequestOut>(
      `/talent-service/service-request/${req.id}/submit`,
      { reason: '补充了结婚证。', contact: '13800000002', materials },
      me.token,
    );
    expect(again.body.code).toBe(200);
    expect(again.body.data!.view.step?.key).toBe('eligibility');
    await through(req.id, ['eligibility']);
    const no = await decide(api, reviewer, 'service-request', req.id, {
      step: 'handling',
      action: 'reject',
      opinion: '暂无匹配岗位。',
    });
    expect(no.body.data!.view.status).toBe('rejected');
  });

  it('keeps requests to their applicant and the reviewers’ routes to reviewers', async () => {
    const me = await recognised('周全', 'C');
    const stranger = await makePerson(t, '苏醒');
    const req = (await askFor(t, api, me, 'residence')).body.data!;
    expect(
      (await api.get(`/talent-service/service-request/${req.id}`, undefined, stranger.token)).body.code,
    ).toBe(404);
    const resubmit = await api.post(
      `/talent-service/service-request/${req.id}/submit`,
      { reason: 'x', contact: '13800000003' },
      stranger.token,
    );
    expect(resubmit.body.code).toBe(404);
    expect((await api.get('/talent-service/service-request/types', undefined, org)).body.code).toBe(403);
    expect(
      (await api.get('/talent-service/review/service-request/list', undefined, me.token)).body.code,
    ).toBe(403);
    const pay = await api.post(
      `/talent-service/review/service-request/${req.id}/payment`,
      { paidOn: '2026-02-01', amount: 1, reference: 'X' },
      me.token,
    );
    expect(pay.body.code).toBe(403);
    const list = await api.get<{ id: number }[]>(
      '/talent-service/review/service-request/list',
      { keyword: '周全' },
      reviewer,
    );
    expect((list.body.rows as { id: number }[]).map((r) => r.id)).toEqual([req.id]);
    // The reviewer was shown the applicant's mobile: the read is logged.
    await api.get(`/talent-service/review/service-request/${req.id}`, undefined, reviewer);
    const reads = await t.deps.db
      .select()
      .from(personalDataReads)
      .where(eq(personalDataReads.subjectId, me.id));
    expect(reads.map((r) => r.kinds)).toContainEqual(['mobile']);
  });

  it('opens talent program batches that ask for a tier once the tier is recognised', async () => {
    const me = await makePerson(t, '罗成');
    const batch = await makeBatch(t, {
      eligibility: { education: null, ageMin: null, ageMax: null, regions: [], tier: 'D' },
    });
    type TBatch = { id: number; reasons: { key: string }[] };
    const reasons = async () =>
      (await api.get<TBatch[]>('/program/application/batches', undefined, me.token)).body
        .data!.find((b) => b.id === batch.id)!
        .reasons.map((r) => r.key);
    expect(await reasons()).toContain('programs.eligibility.tier');
    const id = (await applyFor(t, api, me, 'D')).body.data!.id;
    await decide(api, reviewer, 'recognition', id, { step: 'preliminary', action: 'approve' });
    await decide(api, reviewer, 'recognition', id, { step: 'final', action: 'approve' });
    expect(await reasons()).not.toContain('programs.eligibility.tier');
  });

  it('the demo data holds a granted subsidy with two payments', async () => {
    const rows = await api.get<{ id: number; type: { code: string }; grantedAmount: number | null }[]>(
      '/talent-service/review/service-request/list',
      { status: 'approved', limit: 50 },
      reviewer,
    );
    const subsidy = (
      rows.body.rows as { id: number; type: { code: string }; grantedAmount: number | null }[]
    ).find((r) => r.type.code === 'housing' && r.grantedAmount !== null)!;
    const detail = await api.get<TRequestOut>(
      `/talent-service/review/service-request/${subsidy.id}`,
      undefined,
      reviewer,
    );
    expect(detail.body.data!.payments).toHaveLength(2);
  });
});
