import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TStatDashboard } from '@rcwb/shared';
import { statisticsDrift } from '../src/modules/statistics';
import { type TArchiveOut, type TRequestOut, certificateForm } from './archives-helpers';
import { makePerson } from './deliveries-helpers';
import { applyFor, askFor, decide } from './talent-services-helpers';
import { testAppWith } from './test-app-helpers';

/**
 * The archives and talent-services figures of the statistics dashboard (g210101): archives
 * received and transferred out, archive requests handled, recognitions granted per tier, services
 * granted and the yuan granted per service type, each following the writes of its module.
 */
const { t, api, tokens } = testAppWith(['reviewer', 'archivist']);
const [reviewer, archivist] = tokens;
let today: string;

beforeAll(async () => {
  const res = await t.deps.db.execute<{ d: string }>(sql`SELECT stat_day(now())::text AS d`);
  today = res.rows[0]!.d;
});

const dayView = async () =>
  (await api.get<TStatDashboard>('/statistics/dashboard', { period: 'day', from: today }, reviewer)).body
    .data!;
const value = (d: TStatDashboard, key: string) => d.figures.find((f) => f.key === key)!.value;
const grown = (before: TStatDashboard, after: TStatDashboard, key: string) =>
  value(after, key) - value(before, key);

const newPerson = async (name: string) => {
  const username = `p${crypto.randomBytes(4).toString('hex')}`;
  return { ...(await makePerson(t, name, username)), username };
};

describe('archives figures', () => {
  it('counts archives received on their day, transfers out and requests handled', async () => {
    const before = await dayView();
    const p = await newPerson('统计档案人');
    const registered = await api.post<TArchiveOut>(
      '/archive/registry',
      {
        number: `DA-S${Date.now()}`,
        holderUsername: p.username,
        source: '福州大学',
        receivedOn: today,
        shelf: 'S-01',
      },
      archivist,
    );
    expect(registered.body.code, registered.body.msg).toBe(200);
    // One request closed, one rejected, one still at its first step.
    const request = async () => {
      const made = await api.post<TRequestOut>('/archive/request', certificateForm(), p.token);
      expect(made.body.code, made.body.msg).toBe(200);
      const id = made.body.data!.id;
      await api.post(`/archive/request/${id}/submit`, {}, p.token);
      return id;
    };
    const act = (id: number, action: string, step: string, opinion = '') =>
      api.post(`/archive/handling/${id}/${action}`, { step, opinion }, archivist);
    const closed = await request();
    for (const step of ['check', 'handle', 'issue']) await act(closed, 'approve', step);
    const rejected = await request();
    await act(rejected, 'reject', 'check', '材料不全，无法办理。');
    await request();

    // Transferred out once its requests are done.
    const sent = await api.post(
      `/archive/registry/${registered.body.data!.id}/transfer`,
      { targetAgency: '厦门市人才服务中心', letterNo: '调2026-9', dispatch: 'ems', trackingNo: 'EMS7654321' },
      archivist,
    );
    expect(sent.body.code, sent.body.msg).toBe(200);

    const after = await dayView();
    expect(grown(before, after, 'archive_received')).toBe(1);
    expect(grown(before, after, 'archive_transferred')).toBe(1);
    expect(grown(before, after, 'archive_request_handled')).toBe(2);
    expect(after.trend.find((r) => r.key === today)!.values.archive_received).toBe(
      value(after, 'archive_received'),
    );
    expect(await statisticsDrift(t.deps.db)).toBe(0);
  });
});

describe('talent services figures', () => {
  it('counts recognitions granted per tier, services granted and the yuan granted', async () => {
    const before = await dayView();
    const me = await makePerson(t, '统计人才');
    const recognition = (await applyFor(t, api, me, 'C')).body.data!.id;
    await decide(api, reviewer, 'recognition', recognition, { step: 'preliminary', action: 'approve' });
    const mid = await dayView();
    // Not granted until the final step approves it.
    expect(grown(before, mid, 'recognition_granted')).toBe(0);
    await decide(api, reviewer, 'recognition', recognition, { step: 'final', action: 'approve' });

    const subsidy = (await askFor(t, api, me, 'housing')).body.data!.id;
    for (const step of ['eligibility', 'handling'])
      await decide(api, reviewer, 'service-request', subsidy, { step, action: 'approve' });
    const granted = await decide(api, reviewer, 'service-request', subsidy, {
      step: 'grant',
      action: 'approve',
      grant: { amount: 60_000, from: '2026-01-01', until: '2027-12-31' },
    });
    expect(granted.body.code, granted.body.msg).toBe(200);

    const after = await dayView();
    expect(grown(before, after, 'recognition_granted')).toBe(1);
    expect(grown(before, after, 'service_granted')).toBe(1);
    expect(grown(before, after, 'service_amount')).toBe(60_000);
    // Per tier and per service type, with their names.
    const row = (d: TStatDashboard, key: string) => d.byIndustry.find((r) => r.key === key)?.values;
    expect(
      (row(after, 'tier:C')?.recognition_granted ?? 0) - (row(before, 'tier:C')?.recognition_granted ?? 0),
    ).toBe(1);
    expect(
      (row(after, 'service:housing')?.service_amount ?? 0) -
        (row(before, 'service:housing')?.service_amount ?? 0),
    ).toBe(60_000);
    expect(after.labels['service:housing']).toBeTruthy();
    expect(after.labels['tier:C']).toBeTruthy();
    expect(await statisticsDrift(t.deps.db)).toBe(0);
  });
});
