import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STAT_METRICS, type TStatDashboard, WIRE, encodeBody } from '@rcwb/shared';
import { deliveries, fairTickets, jobPostings } from '../src/db/schema';
import { statisticsDrift } from '../src/modules/statistics';
import { EN } from './accounts-helpers';
import { makePerson } from './deliveries-helpers';
import { makeFair, makeTicket } from './fair-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';
import { waitForOperation } from './audit-helpers';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: string;
let reviewer: string;
let org: { id: number; token: string };
let today: string;
beforeAll(async () => {
  // The job runner on: the rebuild job runs as it would at night.
  t = await createTestApp({ RCWB_JOBS: 'on' });
  api = caller(t);
  [admin, reviewer] = await Promise.all([signInAs(t, 'admin'), signInAs(t, 'reviewer')]);
  org = await makeOrg(t, '榕城统计测试有限公司');
  const res = await t.deps.db.execute<{ d: string }>(sql`SELECT stat_day(now())::text AS d`);
  today = res.rows[0]!.d;
});
afterAll(() => t.close());

const DISTRICT = '350104';
const dashboard = async (q: Record<string, unknown>, token = reviewer) =>
  (await api.get<TStatDashboard>('/statistics/dashboard', q, token)).body;
const figure = (d: TStatDashboard, key: string) => d.figures.find((f) => f.key === key)!;
const monthQuery = () => ({ period: 'month', from: today, district: DISTRICT });
/** The same figure counted in the table itself, over the month of today. */
const direct = async (from: ReturnType<typeof sql>) =>
  Number(
    (
      await t.deps.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM ${from} AND date_trunc('month', ${sql.raw('at')}) = date_trunc('month', ${today}::date)`,
      )
    ).rows[0]!.n,
  );
const postingsCreated = () =>
  direct(sql`(SELECT stat_day(created_at) AS at FROM job_posting WHERE area = ${DISTRICT}) p WHERE true`);
const deliveriesMade = () =>
  direct(
    sql`(SELECT stat_day(d.created_at) AS at FROM delivery d JOIN job_posting p ON p.id = d.job_id
          WHERE p.area = ${DISTRICT}) x WHERE true`,
  );

async function deliver(jobId: number) {
  const person = await makePerson(t, '统计测试求职者');
  const [row] = await t.deps.db
    .insert(deliveries)
    .values({ personId: person.id, jobId, orgId: org.id, snapshot: {} as never })
    .returning({ id: deliveries.id });
  return row!.id;
}

describe('guards and validation', () => {
  it('answers staff only', async () => {
    const person = await makePerson(t, '统计访客');
    expect((await dashboard(monthQuery(), '')).code).toBe(401);
    expect((await dashboard(monthQuery(), person.token)).code).toBe(403);
    expect((await dashboard(monthQuery(), org.token)).code).toBe(403);
    expect((await dashboard(monthQuery(), admin)).code).toBe(200);
    expect((await dashboard(monthQuery(), reviewer)).code).toBe(200);
  });

  it('refuses a range that is missing, reversed, too long or not a date', async () => {
    const refused = async (q: Record<string, unknown>) => {
      const body = await dashboard(q);
      // 601: the validation warning the web app shows beside the form.
      expect(body.code).toBe(601);
      return JSON.stringify(body.data);
    };
    expect(await refused({ period: 'custom', from: '2026-01-10' })).toContain('statistics.rangeMissing');
    expect(await refused({ period: 'custom', from: '2026-01-10', to: '2026-01-01' })).toContain(
      'statistics.rangeReversed',
    );
    expect(await refused({ period: 'custom', from: '2020-01-01', to: '2026-01-01' })).toContain(
      'statistics.rangeTooLong',
    );
    await refused({ period: 'month', from: '2026-02-30' });
    await refused({ period: 'quarter', from: '2026-02-01' });
    await refused({ period: 'month', from: '2026-02-01', district: '35010x' });
  });
});

describe('figures follow the writes', () => {
  it('counts postings, deliveries and hires as a count of the tables does, and moves them with the posting', async () => {
    const before = await dashboard(monthQuery());
    const a = await publishJob(api, org.token, reviewer, { area: DISTRICT });
    const b = await publishJob(api, org.token, reviewer, { area: DISTRICT });
    expect((await api.post(`/job/my/${b}/close`, {}, org.token)).body.code).toBe(200);
    const d1 = await deliver(a);
    await deliver(a);
    await t.deps.db
      .update(deliveries)
      .set({ status: 'hired', decidedAt: new Date() })
      .where(eq(deliveries.id, d1));

    const after = (await dashboard(monthQuery())).data!;
    const grew = (key: string) => figure(after, key).value - figure(before.data!, key).value;
    expect(grew('posting_new')).toBe(2);
    expect(grew('posting_published')).toBe(2);
    expect(grew('posting_closed')).toBe(1);
    expect(grew('delivery')).toBe(2);
    expect(grew('hire')).toBe(1);
    expect(figure(after, 'posting_new').value).toBe(await postingsCreated());
    expect(figure(after, 'delivery').value).toBe(await deliveriesMade());
    const row = after.byDistrict.find((r) => r.key === DISTRICT)!;
    expect(row.values.delivery).toBe(figure(after, 'delivery').value);
    expect(after.trend.find((r) => r.key === today)!.values.posting_new).toBeGreaterThanOrEqual(2);

    // The posting moves to another district: its deliveries go with it.
    await t.deps.db.update(jobPostings).set({ area: '350105' }).where(eq(jobPostings.id, a));
    const moved = (await dashboard(monthQuery())).data!;
    expect(figure(moved, 'delivery').value).toBe(await deliveriesMade());
    expect(figure(moved, 'delivery').value).toBe(figure(after, 'delivery').value - 2);
    const elsewhere = (await dashboard({ ...monthQuery(), district: '350105' })).data!;
    expect(figure(elsewhere, 'delivery').value).toBeGreaterThanOrEqual(2);

    // A posting deleted with its deliveries takes their figures away.
    await t.deps.db.delete(jobPostings).where(eq(jobPostings.id, a));
    expect(await statisticsDrift(t.deps.db)).toBe(0);
  });

  it('counts fair visitors and check-ins in the fair district, and nothing drifts', async () => {
    const { fair } = await makeFair(t, { area: DISTRICT });
    const before = (await dashboard(monthQuery())).data!;
    const ticket = await makeTicket(t, fair.id);
    await makeTicket(t, fair.id);
    await makeTicket(t, fair.id, 'cancelled');
    await t.deps.db.update(fairTickets).set({ checkedInAt: new Date() }).where(eq(fairTickets.id, ticket.id));
    const after = (await dashboard(monthQuery())).data!;
    expect(figure(after, 'fair_visitor').value - figure(before, 'fair_visitor').value).toBe(2);
    expect(figure(after, 'fair_checkin').value - figure(before, 'fair_checkin').value).toBe(1);
    expect(await statisticsDrift(t.deps.db)).toBe(0);
  });

  it('compares with the previous period of the same length', async () => {
    const d = (await dashboard({ period: 'custom', from: '2026-03-01', to: '2026-03-10' })).data!;
    expect(d.previous).toEqual({ from: '2026-02-19', to: '2026-02-28' });
    expect(d.trend.map((r) => r.key)).toHaveLength(10);
    const year = (await dashboard({ period: 'year', from: today })).data!;
    expect(year.bucket).toBe('month');
    expect(year.trend).toHaveLength(12);
    const sum = year.trend.reduce((s, r) => s + r.values.posting_new, 0);
    expect(sum).toBe(figure(year, 'posting_new').value);
  });
});

describe('rebuild job', () => {
  it('writes a wiped day and month again from the sources', async () => {
    const day = { period: 'day', from: today };
    const before = (await dashboard(day)).data!;
    expect(figure(before, 'posting_new').value).toBeGreaterThan(0);
    await t.deps.db.execute(sql`DELETE FROM stat_daily WHERE day = ${today}::date`);
    await t.deps.db.execute(sql`DELETE FROM stat_monthly WHERE month = date_trunc('month', ${today}::date)`);
    expect(figure((await dashboard(day)).data!, 'posting_new').value).toBe(0);
    expect(await statisticsDrift(t.deps.db)).toBeGreaterThan(0);

    await t.deps.jobs.runNow('statistics.rebuild', 60_000);
    expect((await dashboard(day)).data!.figures).toEqual(before.figures);
    expect(await statisticsDrift(t.deps.db)).toBe(0);
  });
});

/** POST with an encrypted body, keeping the raw bytes of the answer (exports are not envelopes). */
async function postRaw(url: string, body: Record<string, unknown>, token: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...EN,
      [WIRE.requestTypeHeader]: WIRE.sm4,
      'content-type': 'application/json',
      repeatsubmit: 'false',
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify(encodeBody(t.api.cipher, body)),
  });
}

describe('export', () => {
  it('answers a real xlsx of the view with the same numbers, and is audited', async () => {
    const q = monthQuery();
    const view = (await dashboard(q)).data!;
    const refused = await postRaw('/statistics/export', q, org.token);
    expect(refused.statusCode === 403 || refused.json().code === 403).toBe(true);

    const res = await postRaw('/statistics/export', q, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Figures', 'Trend', 'By district', 'By industry']);
    const figures = book.getWorksheet('Figures')!;
    expect(figures.getRow(1).getCell(2).value).toBe(`This period (${view.range.from} to ${view.range.to})`);
    view.figures.forEach((f, i) => {
      expect(figures.getRow(i + 2).getCell(2).value).toBe(f.value);
      expect(figures.getRow(i + 2).getCell(3).value).toBe(f.previous);
    });
    const districts = book.getWorksheet('By district')!;
    view.byDistrict.forEach((r, i) => {
      STAT_METRICS.forEach((m, j) => expect(districts.getRow(i + 2).getCell(j + 2).value).toBe(r.values[m]));
    });
    expect(book.getWorksheet('Trend')!.rowCount).toBe(view.trend.length + 1);

    await waitForOperation(t.deps.db, (l) => l.actionKey === 'exportStatistics');
  });
});
