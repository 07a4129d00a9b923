import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import { accountRoles, accounts, browseHistory, jobAlertSends, messages, roles } from '../src/db/schema';
import { HISTORY_CAP } from '../src/modules/browse-history';
import { announcePosting } from '../src/modules/job-alerts';
import { createTestApp, type TTestApp } from './harness';
import { caller, jobForm, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';

type TPage<T> = { code: number; msg?: string; rows: T[]; total: number };
type TItem = {
  id: number;
  kind: string;
  targetId: number;
  available: boolean;
  title: string;
  subtitle: string;
  link: string;
};
type TAlert = {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  enabled: boolean;
  newCount: number;
};

let t: TTestApp;
let api: ReturnType<typeof caller>;
let org: { id: number; token: string };
let reviewer: string;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

/** A person account with the person role, signed in (registration is tested by accounts tests). */
async function makePerson(name: string) {
  const username = `p${crypto.randomBytes(4).toString('hex')}`;
  const [account] = await t.deps.db
    .insert(accounts)
    .values({ username, passwordHash: 'x', userType: UserType.person, name, profileComplete: true })
    .returning({ id: accounts.id });
  const [role] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'person'));
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
  return { id: account!.id, token: await signInAs(t, username) };
}

const publish = (over: Record<string, unknown> = {}) => publishJob(api, org.token, reviewer, over);

const alertMessages = (accountId: number) =>
  t.deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipientId, accountId), eq(messages.kind, 'job-alert')));

/** Waits for the matching that runs after a publication's commit. */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const until = Date.now() + 5_000;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  org = await makeOrg(t, '榕城数据科技有限公司');
  reviewer = await signInAs(t, 'reviewer');
  alice = await makePerson('Alice');
  bob = await makePerson('Bob');
});
afterAll(() => t.close());

describe('collecting postings and organisations', () => {
  it('collects a published posting and an approved organisation, with readable summaries', async () => {
    const jobId = await publish({ title: '数据工程师' });
    expect((await api.post('/collection/add', { kind: 'job', targetId: jobId }, alice.token)).body.code).toBe(
      200,
    );
    expect(
      (await api.post('/collection/add', { kind: 'org', targetId: org.id }, alice.token)).body.code,
    ).toBe(200);
    const jobs = (await api.get('/collection/list', { kind: 'job' }, alice.token))
      .body as unknown as TPage<TItem>;
    expect(jobs.rows[0]).toMatchObject({
      targetId: jobId,
      available: true,
      title: '数据工程师',
      link: `/recruitment/jobInfo?id=${jobId}`,
    });
    expect(jobs.rows[0]!.subtitle).toMatch(/^榕城数据科技有限公司 · .+ · 8k–15k\/month$/);
    const orgs = (await api.get('/collection/list', { kind: 'org' }, alice.token))
      .body as unknown as TPage<TItem>;
    expect(orgs.rows[0]).toMatchObject({
      title: '榕城数据科技有限公司',
      link: `/recruitment/companyInfo?id=${org.id}`,
    });
    // Bob sees none of Alice's.
    expect(
      ((await api.get('/collection/list', { kind: 'job' }, bob.token)).body as unknown as TPage<TItem>).total,
    ).toBe(0);
  });

  it('refuses drafts, unapproved organisations and unknown kinds', async () => {
    const draft = (await api.post<{ id: number }>('/job/my', jobForm(), org.token)).body.data!.id;
    expect((await api.post('/collection/add', { kind: 'job', targetId: draft }, alice.token)).body.code).toBe(
      404,
    );
    const pending = await makeOrg(t, '待审核单位', 'pending');
    expect(
      (await api.post('/collection/add', { kind: 'org', targetId: pending.id }, alice.token)).body.code,
    ).toBe(404);
    const unknown = await api.post('/collection/add', { kind: 'vehicle', targetId: 1 }, alice.token);
    expect(unknown.body).toMatchObject({ code: 601, msg: 'This kind of item cannot be collected' });
  });

  it('marks a collected posting that was closed as unavailable', async () => {
    const jobId = await publish({ title: '将关闭的职位' });
    await api.post('/collection/add', { kind: 'job', targetId: jobId }, alice.token);
    await api.post(`/job/my/${jobId}/close`, {}, org.token);
    const jobs = (await api.get('/collection/list', { kind: 'job' }, alice.token))
      .body as unknown as TPage<TItem>;
    expect(jobs.rows.find((r) => r.targetId === jobId)).toMatchObject({ available: false, title: '' });
  });
});

describe('browse history', () => {
  it('records views only when a session comes with the request, once per page, newest first', async () => {
    const first = await publish({ title: '历史职位一' });
    const second = await publish({ title: '历史职位二' });
    expect((await api.get(`/recruitment/job/${first}`)).body.code).toBe(200);
    expect(
      await t.deps.db.select().from(browseHistory).where(eq(browseHistory.targetId, first)),
    ).toHaveLength(0);
    // An invalid token is a visitor: the page is served and nothing is recorded.
    expect((await api.get(`/recruitment/job/${first}`, undefined, 'not-a-token')).body.code).toBe(200);
    await api.get(`/recruitment/job/${first}`, undefined, bob.token);
    await api.get(`/recruitment/job/${second}`, undefined, bob.token);
    await api.get(`/recruitment/company/${org.id}`, undefined, bob.token);
    await api.get(`/recruitment/job/${first}`, undefined, bob.token);
    const list = (await api.get('/browse-history/list', {}, bob.token)).body as unknown as TPage<TItem>;
    expect(list.total).toBe(3);
    expect(list.rows.map((r) => [r.kind, r.targetId])).toEqual([
      ['job', first],
      ['org', org.id],
      ['job', second],
    ]);
    expect(list.rows[0]).toMatchObject({ available: true, title: '历史职位一' });
    // A missing page records nothing.
    await api.get('/recruitment/job/99999999', undefined, bob.token);
    expect(
      ((await api.get('/browse-history/list', {}, bob.token)).body as unknown as TPage<TItem>).total,
    ).toBe(3);
    const jobsOnly = (await api.get('/browse-history/list', { kind: 'job' }, bob.token))
      .body as unknown as TPage<TItem>;
    expect(jobsOnly.total).toBe(2);
    expect((await api.get('/browse-history/list', { kind: 'policy' }, bob.token)).body.code).toBe(601);
  });

  it('removes one entry and clears all, only the caller’s own', async () => {
    const jobId = await publish({ title: '删除历史' });
    await api.get(`/recruitment/job/${jobId}`, undefined, alice.token);
    const mine = (await api.get('/browse-history/list', {}, alice.token)).body as unknown as TPage<TItem>;
    const entry = mine.rows.find((r) => r.targetId === jobId)!;
    // Bob cannot remove Alice's entry; it reads as missing.
    const theirs = await api.del(`/browse-history/${entry.id}`, bob.token);
    expect(theirs.body).toMatchObject({
      code: 404,
      msg: 'This history entry does not exist or was already removed',
    });
    expect((await api.del('/browse-history/abc', alice.token)).body.code).toBe(601);
    expect((await api.del(`/browse-history/${entry.id}`, alice.token)).body.code).toBe(200);
    expect((await api.del(`/browse-history/${entry.id}`, alice.token)).body.code).toBe(404);
    const bobBefore = ((await api.get('/browse-history/list', {}, bob.token)).body as unknown as TPage<TItem>)
      .total;
    await api.get(`/recruitment/company/${org.id}`, undefined, alice.token);
    expect((await api.del('/browse-history', alice.token)).body.code).toBe(200);
    expect(
      ((await api.get('/browse-history/list', {}, alice.token)).body as unknown as TPage<TItem>).total,
    ).toBe(0);
    expect(
      ((await api.get('/browse-history/list', {}, bob.token)).body as unknown as TPage<TItem>).total,
    ).toBe(bobBefore);
    expect((await api.get('/browse-history/list', {})).body.code).toBe(401);
  });

  it(`keeps only the newest ${HISTORY_CAP} pages of an account`, async () => {
    const carol = await makePerson('Carol');
    const jobId = await publish({ title: '最新浏览' });
    await t.deps.db.insert(browseHistory).values(
      Array.from({ length: HISTORY_CAP }, (_, i) => ({
        accountId: carol.id,
        kind: 'job',
        targetId: 1_000_000 + i,
        viewedAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    await api.get(`/recruitment/job/${jobId}`, undefined, carol.token);
    const rows = await t.deps.db.select().from(browseHistory).where(eq(browseHistory.accountId, carol.id));
    expect(rows).toHaveLength(HISTORY_CAP);
    expect(rows.some((r) => r.targetId === jobId)).toBe(true);
    // The oldest went.
    expect(rows.some((r) => r.targetId === 1_000_000 + HISTORY_CAP - 1)).toBe(false);
  });
});

describe('job alerts', () => {
  it('are for persons only', async () => {
    expect((await api.get('/job-alert/list', {}, org.token)).body.code).toBe(403);
    expect((await api.post('/job-alert', { filters: {} }, reviewer)).body.code).toBe(403);
    expect((await api.get('/job-alert/list', {})).body.code).toBe(401);
  });

  it('saves a search with a readable default name, validated by the search’s own rules', async () => {
    const saved = await api.post<TAlert>(
      '/job-alert',
      { filters: { keyword: '数据', area: '350100', sort: 'relevance' } },
      bob.token,
    );
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toMatchObject({ enabled: true, filters: { keyword: '数据', area: '350100' } });
    expect(saved.body.data!.name).toMatch(/^数据 · .+/);
    const bad = await api.post('/job-alert', { filters: { area: 'Fuzhou' } }, bob.token);
    expect(bad.body.code).toBe(601);
    expect((await api.post('/job-alert', { name: 'x'.repeat(41), filters: {} }, bob.token)).body.code).toBe(
      601,
    );
    const empty = await api.post<TAlert>('/job-alert', { filters: {} }, bob.token);
    expect(empty.body.data!.name).toBe('All postings');
  });

  it('renames, pauses, resumes and deletes only the owner’s alerts', async () => {
    const id = (
      await api.post<TAlert>('/job-alert', { name: '我的订阅', filters: { keyword: '会计' } }, alice.token)
    ).body.data!.id;
    expect((await api.put(`/job-alert/${id}`, { name: '改名' }, bob.token)).body.code).toBe(404);
    expect((await api.del(`/job-alert/${id}`, bob.token)).body.code).toBe(404);
    expect((await api.post(`/job-alert/${id}/open`, {}, bob.token)).body.code).toBe(404);
    expect((await api.put(`/job-alert/${id}`, { name: '改名' }, alice.token)).body.data).toMatchObject({
      name: '改名',
    });
    expect((await api.put(`/job-alert/${id}`, { enabled: false }, alice.token)).body.data).toMatchObject({
      enabled: false,
    });
    expect((await api.put(`/job-alert/${id}`, {}, alice.token)).body.code).toBe(601);
    expect((await api.put('/job-alert/0', { enabled: true }, alice.token)).body.code).toBe(601);
    const list = (await api.get('/job-alert/list', {}, alice.token)).body as unknown as TPage<TAlert>;
    expect(list.rows.find((a) => a.id === id)).toMatchObject({ name: '改名', enabled: false });
    expect(
      ((await api.get('/job-alert/list', {}, bob.token)).body as unknown as TPage<TAlert>).rows.some(
        (a) => a.id === id,
      ),
    ).toBe(false);
    expect((await api.del(`/job-alert/${id}`, alice.token)).body.code).toBe(200);
    expect((await api.del(`/job-alert/${id}`, alice.token)).body).toMatchObject({
      code: 404,
      msg: 'This job alert does not exist or was already deleted',
    });
  });

  it('keeps at most 20 per person', async () => {
    const dave = await makePerson('Dave');
    for (let i = 0; i < 20; i += 1)
      expect((await api.post('/job-alert', { filters: { keyword: `k${i}` } }, dave.token)).body.code).toBe(
        200,
      );
    const over = await api.post('/job-alert', { filters: { keyword: 'one more' } }, dave.token);
    expect(over.body).toMatchObject({
      code: 601,
      msg: 'You can keep at most 20 job alerts; delete one you no longer need first',
    });
  });

  it('tells the owner once about a matching publication and never about a non-matching one', async () => {
    const erin = await makePerson('Erin');
    const alert = (
      await api.post<TAlert>(
        '/job-alert',
        { name: '区块链', filters: { keyword: '区块链', area: '350100' } },
        erin.token,
      )
    ).body.data!;
    const paused = (await api.post<TAlert>('/job-alert', { filters: { keyword: '区块链' } }, erin.token)).body
      .data!;
    await api.put(`/job-alert/${paused.id}`, { enabled: false }, erin.token);

    // Erin's alerts among those a run told (other tests' alerts may match any posting, and the
    // publication's own run may or may not have claimed them first).
    const erinsTold = async (jobId: number) =>
      (await announcePosting(t.deps, jobId)).filter((id) => id === alert.id || id === paused.id);
    // Different keyword: no message, even when matched directly.
    const other = await publish({ title: '行政助理', description: '<p>日常行政事务</p>' });
    expect(await erinsTold(other)).toEqual([]);
    // Matching keyword but outside the area: no message either.
    const elsewhere = await publish({ title: '区块链开发', area: '350200' });
    expect(await erinsTold(elsewhere)).toEqual([]);

    const matching = await publish({ title: '区块链开发工程师', area: '350102' });
    const told = await eventually(
      () => alertMessages(erin.id),
      (rows) => rows.length > 0,
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/recruitment/jobInfo?id=${matching}` });
    expect(told[0]!.title).toContain('区块链');
    // Announced already: a second run (e.g. close and reopen) tells nobody again.
    expect(await erinsTold(matching)).toEqual([]);
    await api.post(`/job/my/${matching}/close`, {}, org.token);
    await api.post(`/job/my/${matching}/reopen`, {}, org.token);
    // The reopen's matching runs after its response; give it time to (wrongly) send again.
    await new Promise((r) => setTimeout(r, 500));
    const sends = await t.deps.db.select().from(jobAlertSends).where(eq(jobAlertSends.alertId, alert.id));
    expect(sends.map((s) => s.jobId)).toEqual([matching]);
    expect(await alertMessages(erin.id)).toHaveLength(1);
    // The paused alert said nothing; the listed count shows the one new posting.
    const list = (await api.get('/job-alert/list', {}, erin.token)).body as unknown as TPage<TAlert>;
    expect(list.rows.find((a) => a.id === alert.id)!.newCount).toBe(1);
    expect(list.rows.find((a) => a.id === paused.id)!.newCount).toBe(0);
    expect((await api.post(`/job-alert/${alert.id}/open`, {}, erin.token)).body.code).toBe(200);
    const opened = (await api.get('/job-alert/list', {}, erin.token)).body as unknown as TPage<TAlert>;
    expect(opened.rows.find((a) => a.id === alert.id)!.newCount).toBe(0);
  });

  it('tells an alert about a closed posting reopened by its organisation when it had not seen it', async () => {
    const fay = await makePerson('Fay');
    const jobId = await publish({ title: '量子计算研究员' });
    await api.post(`/job/my/${jobId}/close`, {}, org.token);
    await api.post('/job-alert', { filters: { keyword: '量子计算' } }, fay.token);
    expect((await api.post(`/job/my/${jobId}/reopen`, {}, org.token)).body.code).toBe(200);
    const told = await eventually(
      () => alertMessages(fay.id),
      (rows) => rows.length > 0,
    );
    expect(told.map((m) => m.link)).toEqual([`/recruitment/jobInfo?id=${jobId}`]);
  });
});
