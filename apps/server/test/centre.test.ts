import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  TFeedbackStaffView,
  TFeedbackView,
  TMessageView,
  TPersonWorkbench,
  TRecommendedJob,
  TRecommendedTalent,
} from '@rcwb/shared';
import {
  collections,
  interviews,
  jobAlerts,
  jobPostings,
  jobSearch,
  messages,
  talentInvitations,
} from '../src/db/schema';
import { ownedFile } from './accounts-helpers';
import { insertDelivery, insertResume, makePerson, resumeContent } from './centre-helpers';
import { jobForm, makeOrg, publishJob } from './jobs-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer', 'admin']);
const [reviewer, admin] = tokens;
let org: { id: number; token: string };
let otherOrg: { id: number; token: string };

type TPage<T> = { code: number; msg: string; rows: T[]; total: number };
const pageOf = async <T>(url: string, params: Record<string, unknown>, token: string) =>
  (await api.get(url, params, token)).body as unknown as TPage<T>;

beforeAll(async () => {
  org = await makeOrg(t, '榕城数据科技有限公司');
  otherOrg = await makeOrg(t, '闽江软件有限公司');
});

describe('message centre', () => {
  it('filters by kind and unread, marks all read and deletes only the caller’s messages', async () => {
    const alice = await makePerson(t, '林小雨');
    const bob = await makePerson(t, '陈大海');
    await t.deps.notifier.notify(alice.id, {
      kind: 'delivery',
      titleKey: 'A1',
      link: '/g01/g010702/deliver',
    });
    await t.deps.notifier.notify(alice.id, { kind: 'feedback', titleKey: 'A2', link: '/g01/g010801/add' });
    await t.deps.notifier.notify(bob.id, { kind: 'delivery', titleKey: 'B1' });

    const byKind = await pageOf<TMessageView>('/message/list', { kind: 'feedback' }, alice.token);
    expect(byKind.rows.map((m) => m.title)).toEqual(['A2']);

    expect((await api.put('/message/read', { all: true }, alice.token)).body.data).toEqual({ count: 0 });
    const [bobsMessage] = await t.deps.db.select().from(messages).where(eq(messages.recipientId, bob.id));
    expect(bobsMessage!.readAt).toBeNull();
    expect((await pageOf<TMessageView>('/message/list', { unread: true }, alice.token)).total).toBe(0);

    // Bob's id sent by Alice removes nothing of Bob's.
    expect((await api.post('/message/remove', { ids: [bobsMessage!.id] }, alice.token)).body.code).toBe(200);
    expect(await t.deps.db.select().from(messages).where(eq(messages.id, bobsMessage!.id))).toHaveLength(1);
    const a2 = byKind.rows[0]!.id;
    expect((await api.post('/message/remove', { ids: [a2] }, alice.token)).body.code).toBe(200);
    expect((await pageOf<TMessageView>('/message/list', {}, alice.token)).rows.map((m) => m.title)).toEqual([
      'A1',
    ]);
  });

  it('refuses removal without a session and with no ids', async () => {
    expect((await api.post('/message/remove', { ids: [1] })).body.code).toBe(401);
    const p = await makePerson(t, '王五');
    expect((await api.post('/message/remove', { ids: [] }, p.token)).body.code).toBe(601);
  });
});

describe('feedback and complaints', () => {
  let alice: Awaited<ReturnType<typeof makePerson>>;
  let bob: Awaited<ReturnType<typeof makePerson>>;
  let jobId: number;
  let complaintId: number;

  beforeAll(async () => {
    alice = await makePerson(t, '林小雨', { mobile: '13800000001', email: 'alice@example.com' });
    bob = await makePerson(t, '陈大海');
    jobId = await publishJob(api, org.token, reviewer);
  });

  it('a person files a complaint about a posting with attachments of their own', async () => {
    const file = await ownedFile(t, alice.id);
    const res = await api.post<{ id: number }>(
      '/feedback/my',
      {
        kind: 'complaint',
        targetKind: 'job',
        targetId: jobId,
        title: '职位信息与实际不符',
        content: '面试时告知的薪资与发布的不一致。',
        attachmentFileIds: [file.id],
      },
      alice.token,
    );
    expect(res.body.code).toBe(200);
    complaintId = res.body.data!.id;
    const mine = await pageOf<TFeedbackView>('/feedback/my', {}, alice.token);
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      id: complaintId,
      kind: 'complaint',
      targetKind: 'job',
      targetLabel: '数据分析师',
      status: 'open',
      reply: null,
      attachments: [{ id: file.id, name: 'licence.pdf', size: 10 }],
    });
  });

  it('refuses another’s attachment, a missing target, someone else’s delivery and bad fields', async () => {
    const bobsFile = await ownedFile(t, bob.id);
    const base = { kind: 'complaint', title: '标题', content: '内容' };
    const post = (body: Record<string, unknown>) =>
      api.post('/feedback/my', { ...base, ...body }, alice.token);
    expect((await post({ attachmentFileIds: [bobsFile.id] })).body).toMatchObject({ code: 601 });
    expect((await post({ targetKind: 'job', targetId: 999_999 })).body.code).toBe(601);
    const bobsDelivery = await insertDelivery(t, bob.id, jobId);
    const refused = await post({ targetKind: 'delivery', targetId: bobsDelivery.id });
    expect(refused.body.code).toBe(601);
    expect(refused.body.msg).toMatch(/does not exist, or is not yours/);
    expect((await post({ targetKind: 'job' })).body.code).toBe(601);
    expect((await post({ title: '' })).body.code).toBe(601);
    expect((await post({ content: 'x'.repeat(2001) })).body.code).toBe(601);
    const files = await Promise.all([1, 2, 3, 4].map(() => ownedFile(t, alice.id)));
    expect((await post({ attachmentFileIds: files.map((f) => f.id) })).body.code).toBe(601);
    // Bob may complain about his own delivery.
    const own = await api.post(
      '/feedback/my',
      { ...base, targetKind: 'delivery', targetId: bobsDelivery.id },
      bob.token,
    );
    expect(own.body.code).toBe(200);
  });

  it('takes at most 10 items a day from one author', async () => {
    const busy = await makePerson(t, '忙碌者');
    const send = () =>
      api.post('/feedback/my', { kind: 'feedback', title: '建议', content: '内容' }, busy.token);
    for (let i = 0; i < 10; i += 1) expect((await send()).body.code).toBe(200);
    const refused = await send();
    expect(refused.body.code).toBe(601);
    expect(refused.body.msg).toMatch(/at most 10 items a day/);
  });

  it('an organisation sends feedback; no one reads another’s items', async () => {
    expect(
      (
        await api.post(
          '/feedback/my',
          { kind: 'feedback', title: '建议', content: '希望增加批量导出' },
          org.token,
        )
      ).body.code,
    ).toBe(200);
    const orgs = await pageOf<TFeedbackView>('/feedback/my', {}, org.token);
    expect(orgs.rows.map((r) => r.title)).toEqual(['建议']);
    expect(
      (await pageOf<TFeedbackView>('/feedback/my', {}, bob.token)).rows.every((r) => r.id !== complaintId),
    ).toBe(true);
    expect((await api.get(`/feedback/staff/${complaintId}`, {}, bob.token)).body.code).toBe(403);
    expect((await api.get('/feedback/staff/list', {}, org.token)).body.code).toBe(403);
    expect(
      (await api.post(`/feedback/staff/${complaintId}/reply`, { reply: 'x' }, alice.token)).body.code,
    ).toBe(403);
    expect((await api.get('/feedback/my', {})).body.code).toBe(401);
    // Staff have the desk, not the author's form.
    expect(
      (await api.post('/feedback/my', { kind: 'feedback', title: 'a', content: 'b' }, reviewer)).body.code,
    ).toBe(403);
  });

  it('staff list with filters and read the whole item with the author’s contact', async () => {
    const complaints = await pageOf<TFeedbackView & { authorName: string }>(
      '/feedback/staff/list',
      { kind: 'complaint', status: 'open', keyword: '实际不符' },
      reviewer,
    );
    expect(complaints.rows.map((r) => r.id)).toEqual([complaintId]);
    expect(complaints.rows[0]!.authorName).toBe('林小雨');
    expect((await pageOf('/feedback/staff/list', { keyword: '100%_' }, reviewer)).total).toBe(0);
    expect((await pageOf('/feedback/staff/list', { status: 'nonsense' }, reviewer)).code).toBe(601);
    const detail = await api.get<TFeedbackStaffView>(`/feedback/staff/${complaintId}`, {}, admin);
    expect(detail.body.data).toMatchObject({
      id: complaintId,
      content: '面试时告知的薪资与发布的不一致。',
      author: { id: alice.id, name: '林小雨', mobile: '13800000001', email: 'alice@example.com' },
    });
    expect((await api.get('/feedback/staff/999999', {}, reviewer)).body.code).toBe(404);
  });

  it('a staff reply marks it replied and tells the author, linking to their list; closing ends it', async () => {
    expect((await api.post(`/feedback/staff/${complaintId}/reply`, { reply: ' ' }, reviewer)).body.code).toBe(
      601,
    );
    const replied = await api.post(
      `/feedback/staff/${complaintId}/reply`,
      { reply: '已核实并联系单位。' },
      reviewer,
    );
    expect(replied.body.data).toEqual({ id: complaintId, status: 'replied' });
    const [notice] = await t.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, alice.id), eq(messages.kind, 'feedback')));
    expect(notice).toMatchObject({ body: '已核实并联系单位。', link: '/g01/g010801/add' });
    expect(notice!.title).toContain('职位信息与实际不符');
    const mine = await pageOf<TFeedbackView>('/feedback/my', {}, alice.token);
    expect(mine.rows[0]).toMatchObject({ status: 'replied', reply: '已核实并联系单位。' });

    expect((await api.post(`/feedback/staff/${complaintId}/close`, {}, reviewer)).body.data).toEqual({
      id: complaintId,
      status: 'closed',
    });
    const again = await api.post(`/feedback/staff/${complaintId}/close`, {}, reviewer);
    expect(again.body.code).toBe(500);
    expect(again.body.msg).toMatch(/closed/);
    expect((await api.post(`/feedback/staff/${complaintId}/reply`, { reply: 'x' }, reviewer)).body.code).toBe(
      500,
    );
  });
});

describe('recommendations', () => {
  let jobs: Record<'exact' | 'group' | 'elsewhere' | 'delivered' | 'draft', number>;

  beforeAll(async () => {
    jobs = {
      exact: await publishJob(api, org.token, reviewer, {
        title: '数据分析专员',
        description: '<p>熟练使用SQL</p>',
      }),
      group: await publishJob(api, org.token, reviewer, {
        title: '运营助理',
        category: '0202',
        area: '350103',
      }),
      elsewhere: await publishJob(api, otherOrg.token, reviewer, {
        title: '厦门销售',
        category: '0801',
        area: '350203',
      }),
      delivered: await publishJob(api, org.token, reviewer, { title: '已投递职位' }),
      draft: (await api.post<{ id: number }>('/job/my', jobForm({ title: '草稿职位' }), org.token)).body.data!
        .id,
    };
  });

  it('asks a person without a resume to create one', async () => {
    const p = await makePerson(t, '赵六');
    expect((await api.get('/recommend/jobs', {}, p.token)).body.data).toEqual({
      hasResume: false,
      total: 0,
      rows: [],
    });
  });

  it('ranks published postings for the default resume with reasons, leaving out delivered ones', async () => {
    const p = await makePerson(t, '孙七');
    await insertResume(t, p.id);
    await insertDelivery(t, p.id, jobs.delivered);
    const res = await api.get<{ hasResume: boolean; total: number; rows: TRecommendedJob[] }>(
      '/recommend/jobs',
      {},
      p.token,
    );
    const ids = res.body.data!.rows.map((r) => r.jobId);
    expect(res.body.data!.hasResume).toBe(true);
    expect(ids).toContain(jobs.exact);
    expect(ids).toContain(jobs.group);
    expect(ids.indexOf(jobs.exact)).toBeLessThan(ids.indexOf(jobs.group));
    expect(ids).not.toContain(jobs.delivered);
    expect(ids).not.toContain(jobs.elsewhere);
    expect(ids).not.toContain(jobs.draft);
    const exact = res.body.data!.rows.find((r) => r.jobId === jobs.exact)!;
    expect(exact.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['category', 'area', 'salary', 'education', 'jobType', 'skills', 'fresh']),
    );
    expect(exact.reasons.find((r) => r.code === 'skills')!.value).toContain('SQL');
    expect(exact.orgName).toBe('榕城数据科技有限公司');
    // A page size above 10 is refused (pages of 10 over the top 50).
    expect((await api.get('/recommend/jobs', { limit: 50 }, p.token)).body.code).toBe(601);
  });

  it('never recommends a posting taken off the search', async () => {
    const p = await makePerson(t, '周八');
    await insertResume(t, p.id);
    await t.deps.db.update(jobPostings).set({ status: 'closed' }).where(eq(jobPostings.id, jobs.group));
    await t.deps.db.delete(jobSearch).where(eq(jobSearch.jobId, jobs.group));
    const res = await api.get<{ rows: TRecommendedJob[] }>('/recommend/jobs', {}, p.token);
    expect(res.body.data!.rows.map((r) => r.jobId)).not.toContain(jobs.group);
  });

  it('recommends public resumes to an organisation for its posting, masked and without contact data', async () => {
    const shown = await makePerson(t, '欧阳娜娜', { mobile: '13900000009', email: 'nana@example.com' });
    const hidden = await makePerson(t, '隐藏者');
    const banned = await makePerson(t, '违规者');
    const shownResume = await insertResume(t, shown.id);
    await insertResume(t, hidden.id, { visibility: 'hidden' });
    await insertResume(t, banned.id, { staffHidden: true });
    const res = await pageOf<TRecommendedTalent>('/recommend/talents', { jobId: jobs.exact }, org.token);
    expect(res.code).toBe(200);
    const ids = res.rows.map((r) => r.resumeId);
    expect(ids).toContain(shownResume.id);
    const names = res.rows.map((r) => r.maskedName);
    expect(names).not.toContain('隐*');
    expect(names).not.toContain('违*');
    const row = res.rows.find((r) => r.resumeId === shownResume.id)!;
    expect(row.maskedName).toBe('欧*');
    expect(row.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['category', 'area']));
    const raw = JSON.stringify(res);
    for (const secret of ['13900000009', 'nana@example.com', '欧阳娜娜']) expect(raw).not.toContain(secret);
  });

  it('refuses another organisation’s posting and persons on the organisation side', async () => {
    expect((await api.get('/recommend/talents', { jobId: jobs.exact }, otherOrg.token)).body.code).toBe(601);
    const p = await makePerson(t, '吴九');
    expect((await api.get('/recommend/talents', { jobId: jobs.exact }, p.token)).body.code).toBe(403);
    expect((await api.get('/recommend/postings', {}, p.token)).body.code).toBe(403);
    expect((await api.get('/recommend/jobs', {}, org.token)).body.code).toBe(403);
    const postings = await api.get<{ id: number; title: string }[]>('/recommend/postings', {}, org.token);
    expect(postings.body.data!.map((p) => p.id)).toContain(jobs.exact);
    expect(postings.body.data!.map((p) => p.id)).not.toContain(jobs.elsewhere);
  });
});

describe('person workbench', () => {
  it('counts what the tables hold for the caller only', async () => {
    const p = await makePerson(t, '郑十');
    const other = await makePerson(t, '冯十一');
    const resume = await insertResume(t, p.id, { completeness: 65, content: resumeContent() });
    const jobA = await publishJob(api, org.token, reviewer, { title: '甲' });
    const jobB = await publishJob(api, org.token, reviewer, { title: '乙' });
    const d1 = await insertDelivery(t, p.id, jobA, 'interview');
    await insertDelivery(t, p.id, jobB, 'rejected');
    await insertDelivery(t, p.id, jobB, 'delivered');
    await insertDelivery(t, other.id, jobA, 'delivered');
    const startsAt = new Date(Date.now() + 86_400_000);
    await t.deps.db.insert(interviews).values([
      { deliveryId: d1.id, personId: p.id, orgId: org.id, startsAt, place: '福州', status: 'pending' },
      { deliveryId: d1.id, personId: p.id, orgId: org.id, startsAt, place: '福州', status: 'cancelled' },
    ]);
    await t.deps.db.insert(talentInvitations).values({ orgId: org.id, jobId: jobA, personId: p.id });
    await t.deps.db.insert(collections).values({ accountId: p.id, kind: 'job', targetId: jobA });
    await t.deps.db.insert(jobAlerts).values({ accountId: p.id, name: '数据', filters: {} });
    await t.deps.notifier.notify(p.id, { kind: 'delivery', titleKey: 'x' });
    await t.deps.notifier.notify(other.id, { kind: 'delivery', titleKey: 'y' });

    const res = await api.get<TPersonWorkbench>('/workbench/person', {}, p.token);
    expect(res.body.data).toEqual({
      profileComplete: true,
      defaultResume: { id: resume.id, title: '数据分析师简历', completeness: 65 },
      resumeCount: 1,
      deliveries: { interview: 1, rejected: 1, delivered: 1 },
      pendingInterviews: 1,
      pendingInvitations: 1,
      collections: 1,
      jobAlerts: 1,
      unreadMessages: 1,
    });
  });

  it('is for persons only', async () => {
    expect((await api.get('/workbench/person', {}, org.token)).body.code).toBe(403);
    expect((await api.get('/workbench/person', {})).body.code).toBe(401);
  });
});
