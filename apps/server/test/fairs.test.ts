import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TFairDetail, TFairSummary, TFairTicketView } from '@rcwb/shared';
import {
  boothApplicationPostings,
  boothApplications,
  fairBooths,
  fairSuspensions,
  gb01,
  jobFairs,
  messages,
} from '../src/db/schema';
import { demoFairsSeed, demoLayout } from '../src/modules/fairs/fairs.seed';
import { makeOrg, publishJob } from './jobs-helpers';
import { makePerson, makeResume } from './deliveries-helpers';
import { testAppWith } from './test-app-helpers';

const DAY = 86_400_000;
const { t, api, tokens } = testAppWith(['editor', 'reviewer', 'person']);
const [editor, reviewer, person] = tokens;

/** The rows of a page answer, typed. */
const rowsOf = <T>(res: { body: { rows?: unknown[] } }) => (res.body.rows ?? []) as T[];

const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const fairForm = (over: Record<string, unknown> = {}) => ({
  title: '测试招聘会',
  kind: 'onsite',
  area: '350100',
  startsAt: at(10),
  endsAt: at(10.3),
  bookingOpensAt: at(1),
  bookingClosesAt: at(8),
  cancelDeadline: at(9),
  venue: '福州海峡国际会展中心',
  organiser: '福州市人力资源服务中心',
  description: '<p>综合招聘会</p><script>alert(1)</script>',
  capacity: 100,
  ...over,
});

async function createFair(over: Record<string, unknown> = {}): Promise<number> {
  const res = await api.post<{ id: number }>('/fair/editor', fairForm(over), editor);
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.id;
}

async function publishedFair(over: Record<string, unknown> = {}, rows = 3, cols = 4): Promise<number> {
  const id = await createFair(over);
  if ((over.kind ?? 'onsite') !== 'online') {
    const layout = demoLayout(rows, cols, [{ code: 'A', name: 'IT' }]);
    const saved = await api.put(`/fair/editor/${id}/layout`, { layout }, editor);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
  }
  expect((await api.post(`/fair/editor/${id}/publish`, {}, editor)).body.code).toBe(200);
  return id;
}

/** An organisation approved into a booth of the fair, as the booth review would leave it. */
async function approvedInBooth(fairId: number, code: string | null, jobIds: number[] = []) {
  const org = await makeOrg(t, `参展单位${code ?? 'online'}`);
  const [booth] = code
    ? await t.deps.db
        .select()
        .from(fairBooths)
        .where(and(eq(fairBooths.fairId, fairId), eq(fairBooths.code, code)))
    : [];
  const [app] = await t.deps.db
    .insert(boothApplications)
    .values({
      fairId,
      orgId: org.id,
      status: 'approved',
      boothId: booth?.id ?? null,
      checkInCode: `C${Math.random().toString(36).slice(2)}${fairId}`,
    })
    .returning({ id: boothApplications.id });
  if (jobIds.length)
    await t.deps.db
      .insert(boothApplicationPostings)
      .values(jobIds.map((jobId) => ({ applicationId: app!.id, jobId })));
  return { org, applicationId: app!.id };
}

/** A fair written straight into the table, e.g. one that has already ended. */
async function insertFair(over: Partial<typeof jobFairs.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(jobFairs)
    .values({
      title: '历史招聘会',
      kind: 'onsite',
      area: '350100',
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - 9 * DAY),
      bookingOpensAt: new Date(Date.now() - 40 * DAY),
      bookingClosesAt: new Date(Date.now() - 12 * DAY),
      cancelDeadline: new Date(Date.now() - 11 * DAY),
      organiser: '测试',
      status: 'published',
      ...over,
    })
    .returning({ id: jobFairs.id });
  return row!.id;
}

describe('guards', () => {
  it('keeps the editor routes to editors and the tickets to persons', async () => {
    expect((await api.get('/fair/editor/list', {})).body.code).toBe(401);
    expect((await api.get('/fair/editor/list', {}, person)).body.code).toBe(403);
    expect((await api.get('/fair/editor/list', {}, reviewer)).body.code).toBe(403);
    expect((await api.get('/fair/editor/list', {}, editor)).body.code).toBe(200);
    expect((await api.post('/fair/editor', fairForm(), person)).body.code).toBe(403);
    expect((await api.get('/fair/ticket/my', {})).body.code).toBe(401);
    expect((await api.get('/fair/ticket/my', {}, editor)).body.code).toBe(403);
    expect((await api.get('/fair/ticket/my', {}, person)).body.code).toBe(200);
    expect((await api.get('/fair/public/list', {})).body.code).toBe(200);
  });

  it('shows drafts and withdrawn fairs to nobody but the editor', async () => {
    const id = await createFair();
    expect((await api.get(`/fair/public/${id}`, {})).body.code).toBe(404);
    expect((await api.get(`/fair/editor/${id}`, {}, editor)).body.code).toBe(200);
    expect((await api.post('/fair/ticket', { fairId: id }, person)).body.code).toBe(404);
  });
});

describe('the editor', () => {
  it('creates a fair with a 3 × 4 layout, publishes it, and the public sees its floor plan', async () => {
    const id = await publishedFair({ title: '福州春季招聘会测试' });
    const list = await api.get<TFairSummary>('/fair/public/list', {
      page: 1,
      limit: 50,
      keyword: '福州春季招聘会测试',
    });
    expect(rowsOf<TFairSummary>(list).map((r) => r.id)).toEqual([id]);
    expect(rowsOf<TFairSummary>(list)[0]!.phase).toBe('upcoming');
    const detail = (await api.get<TFairDetail>(`/fair/public/${id}`, {})).body.data!;
    expect(detail.booths).toHaveLength(12);
    expect(detail.booths.map((b) => b.code).slice(0, 3)).toEqual(['A-01', 'A-02', 'A-03']);
    expect(detail.description).not.toContain('script');
    // Filters: city matches its districts, month, kind, phase.
    const q = (f: Record<string, unknown>) =>
      api.get<TFairSummary>('/fair/public/list', { page: 1, limit: 50, keyword: '福州春季招聘会测试', ...f });
    expect((await q({ city: '350100' })).body.total).toBe(1);
    expect((await q({ city: '350200' })).body.total).toBe(0);
    expect((await q({ kind: 'online' })).body.total).toBe(0);
    expect((await q({ phase: 'ended' })).body.total).toBe(0);
    expect((await q({ month: at(10).slice(0, 7) })).body.total).toBe(1);
  });

  it('refuses dates out of order and a fair in the past', async () => {
    const bad = await api.post('/fair/editor', fairForm({ endsAt: at(9) }), editor);
    expect(bad.body.code).toBe(601);
    const past = await api.post(
      '/fair/editor',
      fairForm({
        startsAt: at(-3),
        endsAt: at(-2),
        bookingOpensAt: at(-9),
        bookingClosesAt: at(-4),
        cancelDeadline: at(-4),
      }),
      editor,
    );
    expect(past.body.code).toBe(601);
    expect(past.body.msg).toContain('ended');
  });

  it('refuses to edit a fair that has ended, except its recap', async () => {
    const id = await insertFair();
    const edit = await api.put(`/fair/editor/${id}`, fairForm(), editor);
    expect(edit.body.code).toBe(601);
    expect(edit.body.msg).toBe('This job fair has ended: only its recap can still be changed');
    const layout = await api.put(
      `/fair/editor/${id}/layout`,
      { layout: demoLayout(2, 2, [{ code: 'A', name: 'A' }]) },
      editor,
    );
    expect(layout.body.code).toBe(601);
    const recap = await api.put(
      `/fair/editor/${id}/recap`,
      { recap: '<p>120 家单位参展</p>', recapPhotos: [] },
      editor,
    );
    expect(recap.body.code).toBe(200);
    const detail = (await api.get<TFairDetail>(`/fair/public/${id}`, {})).body.data!;
    expect(detail.phase).toBe('ended');
    expect(detail.recap).toContain('120');
  });

  it('keeps booths that approved organisations hold when the layout changes', async () => {
    const id = await publishedFair();
    const { org } = await approvedInBooth(id, 'A-03');
    // Shrinking to 1 × 2 removes A-03 (an approved booth): refused, the layout stays.
    const shrink = await api.put(
      `/fair/editor/${id}/layout`,
      { layout: demoLayout(1, 2, [{ code: 'A', name: 'IT' }]) },
      editor,
    );
    expect(shrink.body.code).toBe(601);
    expect(shrink.body.msg).toContain('A-03');
    expect(await t.deps.db.select().from(fairBooths).where(eq(fairBooths.fairId, id))).toHaveLength(12);
    // Moving A-03 to another cell keeps the booth row and the organisation in it.
    const layout = demoLayout(3, 4, [{ code: 'A', name: 'IT' }]);
    const a03 = layout.cells.find((c) => c.code === 'A-03')!;
    const a04 = layout.cells.find((c) => c.code === 'A-04')!;
    [a03.col, a04.col] = [a04.col, a03.col];
    expect((await api.put(`/fair/editor/${id}/layout`, { layout }, editor)).body.code).toBe(200);
    const detail = (await api.get<TFairDetail>(`/fair/public/${id}`, {})).body.data!;
    const booth = detail.booths.find((b) => b.code === 'A-03')!;
    expect(booth.col).toBe(3);
    expect(booth.org?.id).toBe(org.id);
    expect(detail.counts.organisations).toBe(1);
    // Two booths with one code, and a zone nobody declared, are refused.
    const twice = demoLayout(1, 2, [{ code: 'A', name: 'IT' }]);
    twice.cells[1]!.code = 'A-01';
    expect((await api.put(`/fair/editor/${id}/layout`, { layout: twice }, editor)).body.code).toBe(601);
    const zone = demoLayout(1, 2, [{ code: 'A', name: 'IT' }]);
    zone.cells[0]!.zone = 'Z';
    expect((await api.put(`/fair/editor/${id}/layout`, { layout: zone }, editor)).body.code).toBe(601);
  });

  it('saves a layout as a template and applies it to another fair', async () => {
    const from = await publishedFair({}, 2, 3);
    const saved = await api.post<{ id: number }>(
      '/fair/editor/template',
      { fairId: from, name: '小展厅' },
      editor,
    );
    expect(saved.body.code).toBe(200);
    const to = await createFair();
    const applied = await api.post(
      `/fair/editor/${to}/applyTemplate`,
      { templateId: saved.body.data!.id },
      editor,
    );
    expect(applied.body.code).toBe(200);
    expect(await t.deps.db.select().from(fairBooths).where(eq(fairBooths.fairId, to))).toHaveLength(6);
  });

  it('publishes an onsite fair only with booths, withdraws and deletes drafts only', async () => {
    const id = await createFair();
    expect((await api.post(`/fair/editor/${id}/publish`, {}, editor)).body.code).toBe(601);
    const online = await createFair({ kind: 'online', capacity: null });
    expect((await api.post(`/fair/editor/${online}/publish`, {}, editor)).body.code).toBe(200);
    expect((await api.post(`/fair/editor/${online}/withdraw`, {}, editor)).body.code).toBe(200);
    expect((await api.get(`/fair/public/${online}`, {})).body.code).toBe(404);
    expect((await api.del(`/fair/editor/${online}`, editor)).body.code).toBe(601);
    expect((await api.del(`/fair/editor/${id}`, editor)).body.code).toBe(200);
  });

  it('cancels a fair and tells every applicant organisation and registered visitor', async () => {
    const id = await publishedFair();
    const { org } = await approvedInBooth(id, 'A-01');
    const visitor = await makePerson(t, '参会者甲');
    expect((await api.post('/fair/ticket', { fairId: id }, visitor.token)).body.code).toBe(200);
    const res = await api.post<{ notified: number }>(
      `/fair/editor/${id}/cancel`,
      { reason: '场馆检修' },
      editor,
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data!.notified).toBe(2);
    const told = await t.deps.db
      .select({ to: messages.recipientId, params: messages.params })
      .from(messages)
      .where(
        and(
          inArray(messages.recipientId, [org.id, visitor.id]),
          eq(messages.titleKey, 'fairs.notice.cancelled.title'),
        ),
      );
    expect(told.map((m) => m.to).sort()).toEqual([org.id, visitor.id].sort());
    expect(told[0]!.params).toMatchObject({ reason: '场馆检修' });
    const [app] = await t.deps.db.select().from(boothApplications).where(eq(boothApplications.orgId, org.id));
    expect(app!.status).toBe('cancelled');
    const detail = (await api.get<TFairDetail>(`/fair/public/${id}`, {})).body.data!;
    expect(detail.status).toBe('cancelled');
    expect(detail.cancelReason).toBe('场馆检修');
    // A cancelled fair is no longer edited, and a blank reason is refused.
    expect((await api.put(`/fair/editor/${id}`, fairForm(), editor)).body.code).toBe(601);
    expect(
      (await api.post(`/fair/editor/${await publishedFair()}/cancel`, { reason: ' ' }, editor)).body.code,
    ).toBe(601);
  });
});

describe('tickets', () => {
  it('registers once per person and fair, shows a QR image, and refuses when full', async () => {
    const id = await publishedFair({ capacity: 2 });
    const [a, b, c] = await Promise.all(['甲', '乙', '丙'].map((n) => makePerson(t, `访客${n}`)));
    // A double click (five at once) gives one ticket.
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/fair/ticket', { fairId: id }, a!.token)),
    );
    expect(tries.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(
      tries.filter((r) => r.body.code === 601).every((r) => r.body.msg.includes('already registered')),
    ).toBe(true);
    expect((await api.post('/fair/ticket', { fairId: id }, b!.token)).body.code).toBe(200);
    const full = await api.post('/fair/ticket', { fairId: id }, c!.token);
    expect(full.body.code).toBe(601);
    expect(full.body.msg).toBe('This job fair is full (2 visitors): registration is closed');
    const mine = await api.get<TFairTicketView>('/fair/ticket/my', { page: 1, limit: 10 }, a!.token);
    expect(mine.body.total).toBe(1);
    expect(rowsOf<TFairTicketView>(mine)[0]!.code).toMatch(/^T[A-Z2-9]{25}$/);
    expect(rowsOf<TFairTicketView>(mine)[0]!.qr).toMatch(/^data:image\/png;base64,/);
    const forFair = await api.get<TFairTicketView>(`/fair/ticket/forFair/${id}`, {}, a!.token);
    expect(forFair.body.data!.id).toBe(rowsOf<TFairTicketView>(mine)[0]!.id);
    expect((await api.get(`/fair/ticket/forFair/${id}`, {}, c!.token)).body.data).toBeNull();
    // Cancelling frees the place.
    expect(
      (await api.post(`/fair/ticket/${rowsOf<TFairTicketView>(mine)[0]!.id}/cancel`, {}, a!.token)).body.code,
    ).toBe(200);
    expect((await api.post('/fair/ticket', { fairId: id }, c!.token)).body.code).toBe(200);
  });

  it("cancels only one's own ticket and only before the deadline", async () => {
    const id = await publishedFair();
    const [a, b] = await Promise.all([makePerson(t, '访客丁'), makePerson(t, '访客戊')]);
    const reg = await api.post<{ id: number }>('/fair/ticket', { fairId: id }, a.token);
    const ticket = reg.body.data!.id;
    expect((await api.post(`/fair/ticket/${ticket}/cancel`, {}, b.token)).body.code).toBe(404);
    await t.deps.db
      .update(jobFairs)
      .set({ cancelDeadline: new Date('2020-03-01T02:00:00Z') })
      .where(eq(jobFairs.id, id));
    const late = await api.post(`/fair/ticket/${ticket}/cancel`, {}, a.token);
    expect(late.body.code).toBe(601);
    expect(late.body.msg).toBe('Tickets could be cancelled until 2020-03-01 10:00; that time has passed');
  });

  it('refuses registration for an ended fair', async () => {
    const id = await insertFair();
    const res = await api.post('/fair/ticket', { fairId: id }, person);
    expect(res.body.code).toBe(601);
    expect(res.body.msg).toContain('ended');
  });
});

describe('delivering from an online fair', () => {
  it("gives the delivery the fair, within the fair's rules", async () => {
    const org = await makeOrg(t, '线上参展单位');
    const jobId = await publishJob(api, org.token, reviewer);
    const other = await publishJob(api, org.token, reviewer, { title: '未参展职位' });
    const fairId = await publishedFair({ kind: 'online', capacity: null, minResumeCompleteness: 50 });
    const [app] = await t.deps.db
      .insert(boothApplications)
      .values({ fairId, orgId: org.id, status: 'approved', checkInCode: `Conline${fairId}` })
      .returning({ id: boothApplications.id });
    await t.deps.db.insert(boothApplicationPostings).values({ applicationId: app!.id, jobId });
    const p = await makePerson(t, '线上求职者');
    const resumeId = await makeResume(t, p.id);
    const notShown = await api.post('/delivery', { jobId: other, resumeId, fairId }, p.token);
    expect(notShown.body.msg).toBe('This posting is not shown at this job fair');
    const ok = await api.post<{ id: number }>('/delivery', { jobId, resumeId, fairId }, p.token);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
    const postings = await api.get('/fair/public/' + fairId + '/postings', { page: 1, limit: 10 });
    expect(postings.body.total).toBe(1);
    await t.deps.db.update(jobFairs).set({ minResumeCompleteness: 90 }).where(eq(jobFairs.id, fairId));
    const p2 = await makePerson(t, '线上求职者二');
    const r2 = await makeResume(t, p2.id);
    const low = await api.post('/delivery', { jobId, resumeId: r2, fairId }, p2.token);
    expect(low.body.msg).toBe(
      'This job fair asks for a resume at least 90% complete; complete your resume first',
    );
  });
});

describe('the public answers name their places', () => {
  type TNames = { names: { area?: Record<string, { label: string; parent: string | null }> } };
  const labels = (answer: Partial<TNames>) =>
    Object.fromEntries(Object.entries(answer.names?.area ?? {}).map(([code, { label }]) => [code, label]));

  it('names the areas of a list, its city filter, a fair page and its postings, with their ancestors', async () => {
    // 周宁县 (under 宁德市): a fair there and a posting shown at it.
    const id = await publishedFair({ title: '周宁县地名测试招聘会', area: '350925' });
    const org = await makeOrg(t, '周宁地名参展单位');
    await approvedInBooth(id, 'A-01', [await publishJob(api, org.token, reviewer, { area: '350925' })]);

    const list = await api.get('/fair/public/list', {
      page: 1,
      limit: 10,
      keyword: '周宁县地名测试',
      city: '350900',
    });
    expect(rowsOf<TFairSummary>(list).map((r) => r.id)).toEqual([id]);
    expect(labels(list.body as Partial<TNames>)).toMatchObject({
      '350000': 'Fujian',
      '350900': 'Ningde',
      '350925': expect.any(String),
    });
    const detail = (await api.get<TFairDetail & TNames>(`/fair/public/${id}`, {})).body.data!;
    expect(detail.names.area!['350925']!.parent).toBe('350900');
    const postings = await api.get(`/fair/public/${id}/postings`, { page: 1, limit: 10 });
    expect(postings.body.total).toBe(1);
    expect(Object.keys(labels(postings.body as Partial<TNames>))).toEqual(
      expect.arrayContaining(['350000', '350900', '350925']),
    );
  });
});

describe('demo data', () => {
  it('has six fairs across the cities, booths taken, tickets and a suspended organisation', async () => {
    const fairs = await t.deps.db
      .select()
      .from(jobFairs)
      .where(eq(jobFairs.organiser, '福州市人力资源服务中心'));
    expect(fairs.length).toBeGreaterThanOrEqual(1);
    const list = await api.get<TFairSummary>('/fair/public/list', { page: 1, limit: 50 });
    const phases = rowsOf<TFairSummary>(list).map((r) => r.phase);
    expect(phases.filter((p) => p === 'ended').length).toBeGreaterThanOrEqual(2);
    expect(phases).toContain('ongoing');
    expect(phases.filter((p) => p === 'upcoming').length).toBeGreaterThanOrEqual(3);
    expect(
      rowsOf<TFairSummary>(list).some(
        (r) => r.counts.organisations > 0 && r.counts.postings > 0 && r.counts.visitors > 0,
      ),
    ).toBe(true);
    const stats = await api.get<{ counts: Record<string, number> }>('/portal/stats', {});
    expect(stats.body.data!.counts.fairs).toBeGreaterThanOrEqual(6);
  });

  it('suspends a no-show organisation, never the first one (which demo visitors sign in as)', async () => {
    // The template has a single approved organisation, so its seed suspended nobody; the tests
    // above approved more, so seeding again on this database has one to suspend.
    const [first] = await t.deps.db
      .select({ id: gb01.accountId })
      .from(gb01)
      .where(eq(gb01.reviewStatus, 'approved'))
      .orderBy(asc(gb01.accountId))
      .limit(1);
    await t.deps.db.delete(fairSuspensions);
    await t.deps.db.delete(jobFairs);
    await demoFairsSeed.run(t.deps);
    const suspended = await t.deps.db.select().from(fairSuspensions);
    expect(suspended).toHaveLength(1);
    expect(suspended[0]!.orgId).not.toBe(first!.id);
  });
});
