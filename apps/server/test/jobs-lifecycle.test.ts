import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { jobSearch, messages } from '../src/db/schema';
import { jobForm, makeOrg } from './jobs-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer', 'person']);
const [reviewer, person] = tokens;
let org: { id: number; token: string };
let otherOrg: { id: number; token: string };
beforeAll(async () => {
  org = await makeOrg(t, '闽江智造科技有限公司');
  otherOrg = await makeOrg(t, '另一家单位');
});

type TJob = {
  id: number;
  status: string;
  reviewReason: string | null;
  revision: unknown;
  title: string;
  actions: string[];
};

async function draft(over: Record<string, unknown> = {}, token = org.token) {
  const res = await api.post<{ id: number; status: string }>('/job/my', jobForm(over), token);
  expect(res.body).toMatchObject({ code: 200, data: { status: 'draft' } });
  return res.body.data!.id;
}
const mine = async (id: number, token = org.token) =>
  (await api.get<TJob>(`/job/my/${id}`, undefined, token)).body;
const act = (id: number, action: string, token = org.token) => api.post(`/job/my/${id}/${action}`, {}, token);
const review = (id: number, action: string, body: Record<string, unknown> = {}, token = reviewer) =>
  api.post(`/job/review/${id}/${action}`, body, token);
const lastMessage = async (accountId: number) =>
  (
    await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, accountId))
      .orderBy(desc(messages.id))
  )[0];
async function published(over: Record<string, unknown> = {}) {
  const id = await draft(over);
  expect((await act(id, 'submit')).body.code).toBe(200);
  expect((await review(id, 'approve')).body.code).toBe(200);
  return id;
}

describe('guards', () => {
  it('lets only organisations manage postings and only staff review them', async () => {
    expect((await api.get('/job/my/list', {}, person)).body.code).toBe(403);
    expect((await api.post('/job/my', jobForm(), reviewer)).body.code).toBe(403);
    expect((await api.get('/job/review/list', {}, org.token)).body.code).toBe(403);
    expect((await api.post('/job/review/1/approve', {}, org.token)).body.code).toBe(403);
    expect((await api.post('/job/review/1/takedown', { reason: 'x' }, person)).body.code).toBe(403);
    expect((await api.get('/job/my/list', {})).body.code).toBe(401);
    expect((await api.get('/job/detail/1', {})).body.code).toBe(401);
  });
});

describe('adding and editing', () => {
  it('stores a draft with the description sanitised and lists it as the organisation’s own', async () => {
    const id = await draft({ title: '前端开发工程师' });
    const job = await mine(id);
    expect(job.data).toMatchObject({
      status: 'draft',
      title: '前端开发工程师',
      actions: ['edit', 'submit', 'remove'],
    });
    expect(JSON.stringify(job.data)).not.toContain('<script>');
    const list = (await api.get<never>('/job/my/list', { status: 'draft' }, org.token)).body as unknown as {
      rows: { id: number }[];
    };
    expect(list.rows.map((r) => r.id)).toContain(id);
    const others = (await api.get<never>('/job/my/list', {}, otherOrg.token)).body as unknown as {
      rows: { id: number }[];
    };
    expect(others.rows.map((r) => r.id)).not.toContain(id);
  });

  it('refuses unknown dictionary values, salary ranges upside down and empty descriptions', async () => {
    const bad = async (over: Record<string, unknown>) =>
      (await api.post('/job/my', jobForm(over), org.token)).body;
    expect(await bad({ category: '9999' })).toMatchObject({
      code: 601,
      msg: expect.stringContaining('category'),
    });
    expect(await bad({ area: '999999' })).toMatchObject({ code: 601, msg: expect.stringContaining('area') });
    // Field rules answer the field and its message key, which the form shows next to the field.
    expect(await bad({ salaryMin: 9000, salaryMax: 5000 })).toMatchObject({
      code: 601,
      data: { fields: { salaryMax: 'jobs.salaryOrder' } },
    });
    expect(await bad({ salaryMin: 9000, salaryMax: null })).toMatchObject({
      data: { fields: { salaryMax: 'jobs.salaryBoth' } },
    });
    expect((await bad({ description: '<p> </p><script>x</script>' })).msg).toBe('please describe the job');
    expect(await bad({ title: '' })).toMatchObject({ data: { fields: { title: 'jobs.titleLength' } } });
  });

  it('copies only the organisation’s own postings', async () => {
    const source = await draft({ title: '可复制的职位' });
    const copy = await api.post<{ id: number }>(
      '/job/my',
      { ...jobForm({ title: '可复制的职位' }), copiedFrom: source },
      org.token,
    );
    expect(copy.body.code).toBe(200);
    const foreign = await api.post('/job/my', { ...jobForm(), copiedFrom: source }, otherOrg.token);
    expect(foreign.body).toMatchObject({
      code: 404,
      msg: 'the job posting does not exist or is no longer available',
    });
  });
});

describe('another organisation’s postings', () => {
  it('read as missing for every call', async () => {
    const id = await draft();
    const other = otherOrg.token;
    for (const res of [
      await api.get(`/job/my/${id}`, undefined, other),
      await api.put(`/job/my/${id}`, jobForm(), other),
      await act(id, 'submit', other),
      await act(id, 'close', other),
      await api.del(`/job/my/${id}`, other),
    ])
      expect(res.body.code).toBe(404);
    expect((await mine(id)).data!.status).toBe('draft');
  });
});

describe('lifecycle', () => {
  it('runs draft → pending → published, public only once published, and tells the organisation', async () => {
    const id = await draft({ title: '审核流程测试岗' });
    expect((await api.get(`/recruitment/job/${id}`)).body.code).toBe(404);
    expect((await act(id, 'submit')).body).toMatchObject({ code: 200, data: { status: 'pending' } });
    const queue = (await api.get<never>('/job/review/list', {}, reviewer)).body as unknown as {
      rows: { id: number }[];
    };
    expect(queue.rows.map((r) => r.id)).toContain(id);
    expect((await api.get(`/recruitment/job/${id}`)).body.code).toBe(404);
    expect((await review(id, 'approve')).body).toMatchObject({ code: 200, data: { status: 'published' } });
    expect((await api.get(`/recruitment/job/${id}`)).body).toMatchObject({
      code: 200,
      data: { title: '审核流程测试岗' },
    });
    expect(await lastMessage(org.id)).toMatchObject({
      kind: 'job-review',
      title: '职位审核通过：审核流程测试岗',
    });
    const [row] = await t.deps.db.select().from(jobSearch).where(eq(jobSearch.jobId, id));
    expect(row).toMatchObject({
      areaCity: '350100',
      areaProvince: '350000',
      categoryGroup: '02',
      industrySection: 'I',
    });
  });

  it('rejects back to draft with the reason shown and messaged', async () => {
    const id = await draft({ title: '被驳回的岗位' });
    await act(id, 'submit');
    expect((await review(id, 'reject', {})).body.code).not.toBe(200);
    expect((await review(id, 'reject', { reason: '职位描述不完整' })).body).toMatchObject({
      data: { status: 'draft' },
    });
    expect((await mine(id)).data).toMatchObject({ status: 'draft', reviewReason: '职位描述不完整' });
    expect((await lastMessage(org.id))!.body).toContain('职位描述不完整');
    expect((await act(id, 'submit')).body.code).toBe(200);
    expect((await mine(id)).data!.reviewReason).toBeNull();
  });

  it('refuses every illegal transition with a message saying what the action needs', async () => {
    const d = await draft();
    const p = await published();
    const expectRefused = async (res: Promise<{ body: { code: number; msg: string } }>, msg: string) =>
      expect((await res).body).toMatchObject({ code: 601, msg });
    await expectRefused(act(d, 'refresh'), 'only a published posting can be refreshed');
    await expectRefused(act(d, 'close'), 'only a published posting can be closed');
    await expectRefused(act(d, 'reopen'), 'only a closed posting can be reopened');
    await expectRefused(
      review(d, 'approve'),
      'only a posting or a change waiting for review can be approved',
    );
    await expectRefused(
      review(d, 'reject', { reason: 'x' }),
      'only a posting or a change waiting for review can be rejected',
    );
    await expectRefused(review(d, 'takedown', { reason: 'x' }), 'only a published posting can be taken down');
    await expectRefused(act(p, 'submit'), 'only a draft can be submitted for review');
    await expectRefused(
      api.del(`/job/my/${p}`, org.token),
      'only a draft can be deleted; close a published posting instead',
    );
    await expectRefused(
      review(p, 'approve'),
      'only a posting or a change waiting for review can be approved',
    );
    await act(d, 'submit');
    await expectRefused(act(d, 'submit'), 'only a draft can be submitted for review');
    await expectRefused(act(d, 'close'), 'only a published posting can be closed');
  });

  it('refreshes, closes and reopens a published posting, in and out of the search index', async () => {
    const id = await published({ title: '刷新关闭测试岗' });
    const before = (await mine(id)).data as unknown as { refreshedAt: string };
    await new Promise((r) => setTimeout(r, 20));
    const refreshed = await act(id, 'refresh');
    expect(Date.parse((refreshed.body.data as { refreshedAt: string }).refreshedAt)).toBeGreaterThan(
      Date.parse(before.refreshedAt),
    );
    expect((await act(id, 'close')).body).toMatchObject({ data: { status: 'closed' } });
    expect(await t.deps.db.select().from(jobSearch).where(eq(jobSearch.jobId, id))).toHaveLength(0);
    expect((await api.get(`/recruitment/job/${id}`)).body.code).toBe(404);
    expect((await act(id, 'reopen')).body).toMatchObject({ data: { status: 'published' } });
    expect(await t.deps.db.select().from(jobSearch).where(eq(jobSearch.jobId, id))).toHaveLength(1);
  });

  it('keeps the live version while an edit of a published posting waits for review', async () => {
    const id = await published({ title: '原始职位名称' });
    const edit = await api.put(`/job/my/${id}`, jobForm({ title: '修改后的职位名称' }), org.token);
    expect(edit.body).toMatchObject({ code: 200, data: { status: 'published', revisionPending: true } });
    expect((await api.get(`/recruitment/job/${id}`)).body.data).toMatchObject({ title: '原始职位名称' });
    expect((await mine(id)).data).toMatchObject({
      title: '原始职位名称',
      revision: { title: '修改后的职位名称' },
    });
    expect((await api.get(`/job/detail/${id}`, undefined, person)).body.data).toMatchObject({
      title: '原始职位名称',
      revision: null,
    });
    expect((await review(id, 'reject', { reason: '薪资不合理' })).body.data).toMatchObject({
      status: 'published',
    });
    expect((await lastMessage(org.id))!.title).toBe('职位修改审核未通过：原始职位名称');
    expect((await mine(id)).data).toMatchObject({
      title: '原始职位名称',
      revision: null,
      reviewReason: '薪资不合理',
    });
    await api.put(`/job/my/${id}`, jobForm({ title: '第二次修改' }), org.token);
    expect((await review(id, 'approve')).body.code).toBe(200);
    expect((await api.get(`/recruitment/job/${id}`)).body.data).toMatchObject({ title: '第二次修改' });
    const [row] = await t.deps.db.select().from(jobSearch).where(eq(jobSearch.jobId, id));
    expect(row!.tokens).toContain('t:修改');
  });

  it('takes a posting down; reopening it sends it back to review', async () => {
    const id = await published({ title: '违规职位' });
    expect((await review(id, 'takedown', { reason: '涉嫌收取求职者费用' })).body.data).toMatchObject({
      status: 'closed',
    });
    expect((await api.get(`/recruitment/job/${id}`)).body.code).toBe(404);
    expect(await lastMessage(org.id)).toMatchObject({ title: '职位已被下架：违规职位' });
    expect((await act(id, 'reopen')).body.data).toMatchObject({ status: 'pending' });
  });

  it('deletes drafts only', async () => {
    const id = await draft();
    expect((await api.del(`/job/my/${id}`, org.token)).body.code).toBe(200);
    expect((await mine(id)).code).toBe(404);
  });
});

describe('an organisation not yet approved', () => {
  it('may keep drafts but cannot submit them', async () => {
    const pending = await makeOrg(t, '待审核单位', 'pending');
    const id = await draft({}, pending.token);
    expect((await act(id, 'submit', pending.token)).body).toMatchObject({
      code: 601,
      msg: 'your organisation has not been approved yet; postings can be submitted and published once staff approve it',
    });
    expect((await mine(id, pending.token)).data!.status).toBe('draft');
  });
});

describe('g010701 detail', () => {
  it('shows published postings to everyone signed in and drafts only to their organisation and staff', async () => {
    const d = await draft({ title: '仅本单位可见' });
    expect((await api.get(`/job/detail/${d}`, undefined, person)).body.code).toBe(404);
    expect((await api.get(`/job/detail/${d}`, undefined, otherOrg.token)).body.code).toBe(404);
    expect((await api.get(`/job/detail/${d}`, undefined, org.token)).body.code).toBe(200);
    expect((await api.get(`/job/detail/${d}`, undefined, reviewer)).body.code).toBe(200);
    expect((await api.get(`/job/review/${d}`, undefined, reviewer)).body.data).toMatchObject({
      title: '仅本单位可见',
    });
  });
});
