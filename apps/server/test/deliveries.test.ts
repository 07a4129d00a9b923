import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type {
  TDeliveryDetail,
  TDeliveryRow,
  TInterviewDefaults,
  TInterviewPage,
  TInvitationRow,
} from '@rcwb/shared';
import {
  accounts,
  contactViews,
  deliveries,
  gb01,
  interviews,
  jobSearch,
  messages,
  resumes,
  talentInvitations,
} from '../src/db/schema';
import { deliveriesDemoSeed } from '../src/modules/deliveries/demo-seed';
import { jobForm, makeOrg, publishJob } from './jobs-helpers';
import { daysAhead, makeInvitation, makePerson, makeResume } from './deliveries-helpers';
import { signInAs } from './sessions';
import { PDF, downloadFile, uploadFile } from './accounts-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer']);
const [reviewer] = tokens;
let org: { id: number; token: string };
let otherOrg: { id: number; token: string };
let ann: Awaited<ReturnType<typeof makePerson>>;
let bob: Awaited<ReturnType<typeof makePerson>>;
let annResume: number;
let bobResume: number;

beforeAll(async () => {
  org = await makeOrg(t, '榕城数据科技有限公司');
  otherOrg = await makeOrg(t, '另一家招聘单位');
  ann = await makePerson(t, '林安');
  bob = await makePerson(t, '陈博');
  annResume = await makeResume(t, ann.id, { isDefault: true });
  bobResume = await makeResume(t, bob.id, { isDefault: true, title: '陈博的简历' });
});

const OK = 200;
const refused = (msg: string) => ({ code: 601, msg });
const missing = (msg = 'this application does not exist or is not yours') => ({ code: 404, msg });

const newJob = (title = '数据分析师') => publishJob(api, org.token, reviewer, { title });

async function deliver(jobId: number, who = ann, resumeId = annResume) {
  const res = await api.post<{ id: number }>('/delivery', { jobId, resumeId }, who.token);
  expect(res.body).toMatchObject({ code: OK });
  return res.body.data!.id;
}
const detail = async (id: number, token: string) =>
  (await api.get<TDeliveryDetail>(`/delivery/${id}`, undefined, token)).body;
const step = (id: number, action: string, body: Record<string, unknown>, token: string) =>
  api.post(`/delivery/${id}/${action}`, body, token);
const invite = (id: number, token = org.token, over: Record<string, unknown> = {}) =>
  api.post<{ id: number }>(
    `/delivery/${id}/interview`,
    {
      startsAt: daysAhead(3),
      place: '福州市鼓楼区五四路 158 号',
      contactName: '张先生',
      note: '带上作品集',
      ...over,
    },
    token,
  );
const latestInterviewId = async (id: number) => (await detail(id, org.token)).data!.interviews.at(-1)!.id;
const messagesOf = (accountId: number) =>
  t.deps.db.select().from(messages).where(eq(messages.recipientId, accountId)).orderBy(desc(messages.id));

describe('guards', () => {
  it('keeps each side to its own calls', async () => {
    expect((await api.get('/delivery/my/list', {}, org.token)).body.code).toBe(403);
    expect((await api.post('/delivery', { jobId: 1, resumeId: 1 }, org.token)).body.code).toBe(403);
    expect((await api.post('/delivery', { jobId: 1, resumeId: 1 }, reviewer)).body.code).toBe(403);
    expect((await api.get('/delivery/org/list', {}, ann.token)).body.code).toBe(403);
    expect((await api.get('/delivery/org/counts', {}, ann.token)).body.code).toBe(403);
    expect((await step(1, 'hire', {}, ann.token)).body.code).toBe(403);
    expect((await step(1, 'hire', {}, reviewer)).body.code).toBe(403);
    expect((await step(1, 'view', {}, ann.token)).body.code).toBe(403);
    expect((await step(1, 'notes', { body: 'x' }, ann.token)).body.code).toBe(403);
    expect((await api.get('/delivery/1/notes', undefined, ann.token)).body.code).toBe(403);
    expect((await api.get('/interview/org/list', {}, ann.token)).body.code).toBe(403);
    expect((await step(1, 'withdraw', {}, org.token)).body.code).toBe(403);
    expect((await api.post('/interview/1/accept', {}, org.token)).body.code).toBe(403);
    expect((await api.post('/invitation/1/accept', { resumeId: 1 }, org.token)).body.code).toBe(403);
    expect((await api.get('/invitation/my/list', {}, org.token)).body.code).toBe(403);
    expect((await api.get('/delivery/staff/list', {}, org.token)).body.code).toBe(403);
    expect((await api.get('/delivery/staff/counts', {}, ann.token)).body.code).toBe(403);
    expect((await api.get('/delivery/my/list', {})).body.code).toBe(401);
    expect((await api.get('/delivery/1', undefined)).body.code).toBe(401);
  });
});

describe('delivering', () => {
  it('delivers a snapshot of the resume and posting, tells the organisation and shows the status', async () => {
    const jobId = await newJob('投递快照职位');
    const id = await deliver(jobId);
    const [row] = await t.deps.db.select().from(deliveries).where(eq(deliveries.id, id));
    expect(row).toMatchObject({
      status: 'delivered',
      personId: ann.id,
      orgId: org.id,
      jobId,
      resumeId: annResume,
    });
    expect(row!.snapshot).toMatchObject({
      resume: { id: annResume, title: '数据分析方向简历', completeness: 60 },
      person: { name: '林安', gender: '2', birthDate: '1995-03-08', mobile: ann.mobile },
      job: { id: jobId, title: '投递快照职位', orgName: '榕城数据科技有限公司' },
    });
    expect((await messagesOf(org.id))[0]).toMatchObject({
      kind: 'delivery',
      link: `/g010702/info_td?id=${id}`,
    });
    expect((await messagesOf(org.id))[0]!.title).toContain('投递快照职位');
    expect((await api.get(`/delivery/my/job/${jobId}`, undefined, ann.token)).body.data).toEqual({
      id,
      status: 'delivered',
    });
    expect((await api.get(`/delivery/my/job/${jobId}`, undefined, bob.token)).body.data).toBeNull();
    const list = (await api.get<never>('/delivery/my/list', { status: 'delivered' }, ann.token))
      .body as unknown as {
      rows: TDeliveryRow[];
    };
    expect(list.rows.find((r) => r.id === id)).toMatchObject({
      jobTitle: '投递快照职位',
      orgName: '榕城数据科技有限公司',
      latestEvent: { kind: 'delivered' },
    });
    expect(list.rows[0]).not.toHaveProperty('personName');
  });

  it('lists only the person’s deliverable resumes, the default first', async () => {
    const hidden = await makeResume(t, ann.id, { title: '被屏蔽的简历', staffHidden: true });
    const res = await api.get<{ id: number; isDefault: boolean }[]>(
      '/delivery/my/resumes',
      undefined,
      ann.token,
    );
    // What the deliver dialog warns about: a resume hidden from search or not yet complete.
    expect(res.body.data![0]).toMatchObject({
      id: annResume,
      isDefault: true,
      visibility: 'hidden',
      completeness: 60,
    });
    expect(res.body.data!.map((r) => r.id)).not.toContain(hidden);
    expect(res.body.data!.map((r) => r.id)).not.toContain(bobResume);
  });

  it('refuses another’s resume, a hidden resume, a closed posting and an unapproved organisation', async () => {
    const jobId = await newJob('规则职位');
    expect((await api.post('/delivery', { jobId, resumeId: bobResume }, ann.token)).body).toMatchObject(
      refused('this resume cannot be sent: it is not one of your resumes or staff have hidden it'),
    );
    const hidden = await makeResume(t, ann.id, { staffHidden: true });
    expect((await api.post('/delivery', { jobId, resumeId: hidden }, ann.token)).body.code).toBe(601);
    const draft = await api.post<{ id: number }>('/job/my', jobForm(), org.token);
    expect(
      (await api.post('/delivery', { jobId: draft.body.data!.id, resumeId: annResume }, ann.token)).body,
    ).toMatchObject(refused('this posting is not open for applications'));
    expect(
      (await api.post('/delivery', { jobId: 99_999_999, resumeId: annResume }, ann.token)).body.code,
    ).toBe(601);
    const pendingOrg = await makeOrg(t, '待审核单位');
    const theirJob = await publishJob(api, pendingOrg.token, reviewer);
    await t.deps.db.update(gb01).set({ reviewStatus: 'pending' }).where(eq(gb01.accountId, pendingOrg.id));
    expect(
      (await api.post('/delivery', { jobId: theirJob, resumeId: annResume }, ann.token)).body,
    ).toMatchObject(refused('this organisation is not approved, so it cannot receive applications'));
  });

  it('allows one open delivery per person and posting, even when two requests race', async () => {
    const jobId = await newJob('并发职位');
    const results = await Promise.all([
      api.post('/delivery', { jobId, resumeId: annResume }, ann.token),
      api.post('/delivery', { jobId, resumeId: annResume }, ann.token),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 601]);
    expect(results.find((r) => r.body.code === 601)!.body.msg).toBe(
      'you have already applied for this posting; wait for the answer or withdraw first',
    );
    const open = await t.deps.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.jobId, jobId), eq(deliveries.personId, ann.id)));
    expect(open).toHaveLength(1);
    // After withdrawing, the person may apply again.
    expect((await step(open[0]!.id, 'withdraw', { note: '改投其他岗位' }, ann.token)).body.code).toBe(OK);
    expect((await api.post('/delivery', { jobId, resumeId: annResume }, ann.token)).body.code).toBe(OK);
  });

  it('keeps the snapshot when the resume is edited later', async () => {
    const jobId = await newJob('快照不变职位');
    const id = await deliver(jobId, bob, bobResume);
    await t.deps.db
      .update(resumes)
      .set({
        title: '改过的标题',
        content: { ...(await detail(id, org.token)).data!.resume.content!, selfEvaluation: '改过' },
      })
      .where(eq(resumes.id, bobResume));
    const seen = (await detail(id, org.token)).data!;
    expect(seen.resume.title).toBe('陈博的简历');
    expect(seen.resume.content!.selfEvaluation).toBe('熟悉 SQL 与 Python，三年数据分析经验。');
  });
});

describe('ownership', () => {
  it('never lets a person read or change another person’s delivery or interview', async () => {
    const id = await deliver(await newJob('所有权职位'));
    expect(await detail(id, bob.token)).toMatchObject(missing());
    expect((await step(id, 'withdraw', {}, bob.token)).body).toMatchObject(missing());
    expect((await invite(id)).body.code).toBe(OK);
    const interviewId = await latestInterviewId(id);
    expect((await api.get(`/interview/${interviewId}`, undefined, bob.token)).body.code).toBe(404);
    expect((await api.post(`/interview/${interviewId}/accept`, {}, bob.token)).body.code).toBe(404);
    expect((await api.get(`/interview/${interviewId}`, undefined, otherOrg.token)).body.code).toBe(404);
  });

  it('never lets an organisation read or change another organisation’s deliveries or notes', async () => {
    const id = await deliver(await newJob('单位所有权职位'));
    expect(await detail(id, otherOrg.token)).toMatchObject(missing());
    for (const action of ['view', 'hire'])
      expect((await step(id, action, {}, otherOrg.token)).body).toMatchObject(missing());
    expect((await step(id, 'reject', { reason: '不合适' }, otherOrg.token)).body).toMatchObject(missing());
    expect((await invite(id, otherOrg.token)).body).toMatchObject(missing());
    expect((await api.get(`/delivery/${id}/notes`, undefined, otherOrg.token)).body).toMatchObject(missing());
    expect((await step(id, 'notes', { body: '偷看' }, otherOrg.token)).body).toMatchObject(missing());
    const list = (await api.get<never>('/delivery/org/list', {}, otherOrg.token)).body as unknown as {
      rows: TDeliveryRow[];
    };
    expect(list.rows.map((r) => r.id)).not.toContain(id);
  });

  it('lets the organisation download the attachment of a resume delivered to it, and no one else', async () => {
    const cara = await makePerson(t, '郑佳', 'delivery_cara');
    const file = await uploadFile(t, cara.token, '郑佳-简历.pdf', PDF);
    const resumeId = await makeResume(t, cara.id, { isDefault: true });
    await t.deps.db.update(resumes).set({ attachmentFileId: file }).where(eq(resumes.id, resumeId));
    const download = (token: string) => downloadFile(t, token, { fileName: file });
    // Before the delivery the organisation may not read the file.
    expect((await download(org.token)).envelope).toMatchObject({ code: 403 });

    const id = await deliver(await newJob('附件职位'), cara, resumeId);
    const seen = (await detail(id, org.token)).data!;
    expect(seen.resume.attachment).toMatchObject({ id: file, name: '郑佳-简历.pdf' });
    const got = await download(org.token);
    expect(got.res.statusCode).toBe(200);
    expect(got.bytes.equals(PDF)).toBe(true);
    for (const token of [otherOrg.token, bob.token])
      expect((await download(token)).envelope).toMatchObject({ code: 403 });
  });
});

describe('the organisation’s pipeline', () => {
  it('marks a delivery viewed on first open, records the contact view and tells the person', async () => {
    const id = await deliver(await newJob('查看职位'));
    const seen = (await detail(id, org.token)).data!;
    expect(seen).toMatchObject({ side: 'org', status: 'viewed', actions: ['invite', 'hire', 'reject'] });
    expect(seen.person).toMatchObject({ name: '林安', mobile: ann.mobile });
    expect(seen.events.map((e) => e.kind)).toEqual(['delivered', 'viewed']);
    const views = await t.deps.db
      .select()
      .from(contactViews)
      .where(and(eq(contactViews.viewerId, org.id), eq(contactViews.personId, ann.id)));
    expect(views.length).toBeGreaterThan(0);
    expect((await messagesOf(ann.id))[0]).toMatchObject({
      kind: 'delivery',
      link: `/g010702/info_td?id=${id}`,
    });
    expect((await step(id, 'view', {}, org.token)).body).toMatchObject(
      refused('this application has already been viewed'),
    );
  });

  it('marks viewed explicitly, lists with masked names and counts per status', async () => {
    const jobId = await newJob('计数职位');
    const id = await deliver(jobId);
    expect((await step(id, 'view', {}, org.token)).body.code).toBe(OK);
    await deliver(jobId, bob, bobResume);
    const list = (await api.get<never>('/delivery/org/list', { jobId }, org.token)).body as unknown as {
      rows: TDeliveryRow[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.personName).sort()).toEqual(['林*', '陈*']);
    const counts = (await api.get<Record<string, number>>('/delivery/org/counts', { jobId }, org.token)).body
      .data;
    expect(counts).toMatchObject({ delivered: 1, viewed: 1, interview: 0, hired: 0 });
  });

  it('shows each row its own latest step and that step\u2019s date in both lists', async () => {
    const older = await deliver(await newJob('最新步骤旧职位'), bob, bobResume);
    const id = await deliver(await newJob('最新步骤职位'));
    expect((await invite(id)).body.code).toBe(OK);
    const timeline = (await detail(id, org.token)).data!.events;
    const last = timeline.at(-1)!;
    expect(last.kind).not.toBe('delivered');
    const rowOf = async (path: string, token: string, rowId: number) =>
      (
        (await api.get<never>(path, { limit: 100 }, token)).body as unknown as { rows: TDeliveryRow[] }
      ).rows.find((r) => r.id === rowId);
    for (const [path, token] of [
      ['/delivery/my/list', ann.token],
      ['/delivery/org/list', org.token],
    ] as const)
      expect((await rowOf(path, token, id))?.latestEvent).toEqual({
        kind: last.kind,
        createdAt: last.createdAt,
      });
    const olderRow = await rowOf('/delivery/org/list', org.token, older);
    expect(olderRow?.latestEvent?.kind).toBe('delivered');
    expect(olderRow?.latestEvent?.createdAt).toBe(
      (await detail(older, bob.token)).data!.events.at(-1)!.createdAt,
    );
  });

  it('starts the invitation form from the last invitation, or the posting contact and the address', async () => {
    const fresh = await makeOrg(t, '面试默认值单位');
    await t.deps.db
      .update(gb01)
      .set({ address: '福州市仓山区金山大道 1 号' })
      .where(eq(gb01.accountId, fresh.id));
    const jobId = await publishJob(api, fresh.token, reviewer, { title: '默认值职位' });
    const id = await deliver(jobId);
    const defaults = async (token: string) =>
      (await api.get<TInterviewDefaults>(`/delivery/${id}/interview/defaults`, undefined, token)).body;
    // The first invitation: the posting's contact (jobForm's) and the organisation's address.
    expect((await defaults(fresh.token)).data).toEqual({
      place: '福州市仓山区金山大道 1 号',
      contactName: '张先生',
      contactPhone: '0591-88888888',
      note: '',
    });
    const over = {
      place: '线上：会议号 123 456',
      contactName: '王女士',
      contactPhone: '13900000000',
      note: '带作品集',
    };
    expect((await invite(id, fresh.token, over)).body.code).toBe(OK);
    // Then the last invitation, for any of its deliveries.
    expect((await defaults(fresh.token)).data).toEqual(over);
    // Another organisation's delivery reads like a missing one.
    expect((await defaults(otherOrg.token)).code).toBe(404);
  });

  it('runs an interview round: refuses past times, one pending interview at a time, then hires', async () => {
    const id = await deliver(await newJob('面试职位'));
    expect(
      (await invite(id, org.token, { startsAt: new Date(Date.now() - 60_000).toISOString() })).body,
    ).toMatchObject(refused('the interview must be in the future'));
    expect((await invite(id, org.token, { place: '' })).body.code).toBe(601);
    expect((await invite(id)).body.code).toBe(OK);
    const interviewId = await latestInterviewId(id);
    const notice = (await messagesOf(ann.id))[0]!;
    expect(notice).toMatchObject({ kind: 'interview', link: `/g010703/index?id=${interviewId}` });
    expect((await invite(id)).body).toMatchObject(
      refused('an interview is already waiting for the applicant’s answer'),
    );
    const page = (await api.get<TInterviewPage>(`/interview/${interviewId}`, undefined, ann.token)).body
      .data!;
    expect(page).toMatchObject({
      side: 'person',
      status: 'pending',
      place: '福州市鼓楼区五四路 158 号',
      deliveryStatus: 'interview',
    });
    expect(
      (await api.post(`/interview/${interviewId}/accept`, { note: '准时到' }, ann.token)).body.code,
    ).toBe(OK);
    expect((await messagesOf(org.id))[0]).toMatchObject({ kind: 'interview' });
    expect((await api.post(`/interview/${interviewId}/decline`, {}, ann.token)).body).toMatchObject(
      refused('you have already accepted this interview'),
    );
    expect((await invite(id)).body).toMatchObject(
      refused('the applicant accepted the interview; hire or turn down the application instead'),
    );
    const interviews = (await api.get<never>('/interview/org/list', {}, org.token)).body as unknown as {
      rows: { id: number; status: string; personName: string }[];
    };
    expect(interviews.rows.find((r) => r.id === interviewId)).toMatchObject({
      status: 'accepted',
      personName: '林*',
    });
    expect((await step(id, 'hire', { note: '欢迎加入' }, org.token)).body.code).toBe(OK);
    expect((await messagesOf(ann.id))[0]!.title).toContain('面试职位');
    // Nothing moves a decided delivery.
    expect((await step(id, 'withdraw', {}, ann.token)).body).toMatchObject(
      refused('this application was already accepted (hired)'),
    );
    expect((await step(id, 'reject', { reason: '改主意' }, org.token)).body).toMatchObject(
      refused('this application was already accepted (hired)'),
    );
    expect((await invite(id)).body.code).toBe(601);
    expect((await step(id, 'hire', {}, org.token)).body.code).toBe(601);
    const timeline = (await detail(id, ann.token)).data!.events.map((e) => e.kind);
    // Inviting straight from the list skips the separate "viewed" step.
    expect(timeline).toEqual(['delivered', 'interview', 'interview_accepted', 'hired']);
  });

  it('invites again after the person declined', async () => {
    const id = await deliver(await newJob('再次邀约职位'));
    expect((await invite(id)).body.code).toBe(OK);
    const first = await latestInterviewId(id);
    expect((await api.post(`/interview/${first}/decline`, { note: '时间冲突' }, ann.token)).body.code).toBe(
      OK,
    );
    expect((await api.post(`/interview/${first}/accept`, {}, ann.token)).body).toMatchObject(
      refused('you have already declined this interview'),
    );
    expect((await invite(id, org.token, { startsAt: daysAhead(5) })).body.code).toBe(OK);
    const seen = (await detail(id, org.token)).data!;
    expect(seen.interviews.map((i) => i.status)).toEqual(['declined', 'pending']);
  });

  it('rejects with a required reason shown to the person; notes stay with the organisation', async () => {
    const id = await deliver(await newJob('备注职位'));
    expect((await step(id, 'notes', { body: '机密备注：薪资要求偏高' }, org.token)).body.code).toBe(OK);
    expect((await step(id, 'notes', { body: ' ' }, org.token)).body).toMatchObject({
      code: 601,
      data: { fields: { body: 'deliveries.noteRequired' } },
    });
    const notes = await api.get<{ body: string }[]>(`/delivery/${id}/notes`, undefined, org.token);
    expect(notes.body.data!.map((n) => n.body)).toEqual(['机密备注：薪资要求偏高']);
    expect((await detail(id, org.token)).data!.notes!.map((n) => n.body)).toEqual(['机密备注：薪资要求偏高']);
    expect((await step(id, 'reject', { reason: '' }, org.token)).body).toMatchObject({
      code: 601,
      data: { fields: { reason: 'deliveries.reasonRequired' } },
    });
    expect((await step(id, 'reject', { reason: '工作经验与岗位要求不符' }, org.token)).body.code).toBe(OK);
    const mine = await api.get<TDeliveryDetail>(`/delivery/${id}`, undefined, ann.token);
    expect(mine.body.data).toMatchObject({
      side: 'person',
      status: 'rejected',
      rejectReason: '工作经验与岗位要求不符',
    });
    expect(mine.body.data).not.toHaveProperty('notes');
    expect(mine.body.data).not.toHaveProperty('person');
    const raw =
      JSON.stringify(mine.body) + JSON.stringify((await api.get('/delivery/my/list', {}, ann.token)).body);
    expect(raw).not.toContain('机密备注');
    const interviewRaw = JSON.stringify((await api.get('/invitation/my/list', {}, ann.token)).body);
    expect(interviewRaw).not.toContain('机密备注');
    expect((await messagesOf(ann.id))[0]!.body).toContain('工作经验与岗位要求不符');
    expect((await step(id, 'withdraw', {}, ann.token)).body).toMatchObject(
      refused('this application was turned down'),
    );
  });

  it('refuses every organisation step on a withdrawn delivery and tells the organisation of the withdrawal', async () => {
    const id = await deliver(await newJob('撤回职位'));
    expect((await step(id, 'withdraw', {}, ann.token)).body.code).toBe(OK);
    expect((await messagesOf(org.id))[0]!.title).toContain('撤回职位');
    for (const action of ['view', 'hire'])
      expect((await step(id, action, {}, org.token)).body).toMatchObject(
        refused('this application was withdrawn'),
      );
    expect((await step(id, 'reject', { reason: '不合适' }, org.token)).body).toMatchObject(
      refused('this application was withdrawn'),
    );
    expect((await invite(id)).body).toMatchObject(refused('this application was withdrawn'));
    expect((await step(id, 'withdraw', {}, ann.token)).body).toMatchObject(
      refused('this application was withdrawn'),
    );
    // Opening it does not mark a withdrawn delivery viewed.
    expect((await detail(id, org.token)).data).toMatchObject({ status: 'withdrawn', actions: [] });
  });
});

describe('closing a posting', () => {
  it('closes its open deliveries with a system event and tells each person (organisation close)', async () => {
    const jobId = await newJob('将关闭职位');
    const open = await deliver(jobId);
    const withdrawn = await deliver(jobId, bob, bobResume);
    await step(withdrawn, 'withdraw', {}, bob.token);
    expect((await invite(open)).body.code).toBe(OK);
    expect((await api.post(`/job/my/${jobId}/close`, {}, org.token)).body.code).toBe(OK);
    const seen = (await detail(open, ann.token)).data!;
    expect(seen.status).toBe('closed');
    expect(seen.events.at(-1)).toMatchObject({ kind: 'closed', actorSide: 'system', status: 'closed' });
    expect(seen.interviews.at(-1)!.status).toBe('cancelled');
    expect((await detail(withdrawn, bob.token)).data!.status).toBe('withdrawn');
    await new Promise((r) => setTimeout(r, 100)); // the notices are sent after the commit
    expect((await messagesOf(ann.id))[0]).toMatchObject({
      kind: 'delivery',
      link: `/g010702/info_td?id=${open}`,
    });
    expect((await messagesOf(ann.id))[0]!.title).toContain('将关闭职位');
    expect((await step(open, 'hire', {}, org.token)).body).toMatchObject(
      refused('this application was closed because the posting closed'),
    );
  });

  it('closes them when staff take the posting down', async () => {
    const jobId = await newJob('将下架职位');
    const id = await deliver(jobId, bob, bobResume);
    expect((await api.post(`/job/review/${jobId}/takedown`, { reason: '违规' }, reviewer)).body.code).toBe(
      OK,
    );
    expect((await detail(id, bob.token)).data!.status).toBe('closed');
  });
});

describe('invitations', () => {
  it('lists pending first, accepts by delivering the chosen resume and tells the organisation', async () => {
    const jobA = await newJob('邀请职位 A');
    const jobB = await newJob('邀请职位 B');
    const a = await makeInvitation(t, org.id, jobA, ann.id);
    const b = await makeInvitation(t, org.id, jobB, ann.id);
    const theirs = await makeInvitation(t, org.id, jobB, bob.id);
    expect(
      (await api.post(`/invitation/${theirs}/accept`, { resumeId: annResume }, ann.token)).body,
    ).toMatchObject({
      code: 404,
    });
    expect((await api.post(`/invitation/${b}/decline`, {}, ann.token)).body.code).toBe(OK);
    expect((await messagesOf(org.id))[0]).toMatchObject({ kind: 'invitation' });
    const list = (await api.get<never>('/invitation/my/list', {}, ann.token)).body as unknown as {
      rows: TInvitationRow[];
    };
    const ids = list.rows.map((r) => r.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(list.rows.find((r) => r.id === a)).toMatchObject({
      status: 'pending',
      jobTitle: '邀请职位 A',
      orgName: '榕城数据科技有限公司',
      message: '欢迎投递我们的职位',
      jobOpen: true,
    });
    expect((await api.post(`/invitation/${a}/accept`, { resumeId: bobResume }, ann.token)).body.code).toBe(
      601,
    );
    // The refused accept left the invitation pending.
    const [still] = await t.deps.db.select().from(talentInvitations).where(eq(talentInvitations.id, a));
    expect(still!.status).toBe('pending');
    expect((await api.post(`/invitation/${a}/accept`, { resumeId: annResume }, ann.token)).body.code).toBe(
      OK,
    );
    const [made] = await t.deps.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.jobId, jobA), eq(deliveries.personId, ann.id)));
    expect(made).toMatchObject({ invitationId: a, status: 'delivered' });
    expect((await messagesOf(org.id))[0]).toMatchObject({
      kind: 'invitation',
      link: `/g010702/info_td?id=${made!.id}`,
    });
    expect(
      (await api.post(`/invitation/${a}/accept`, { resumeId: annResume }, ann.token)).body,
    ).toMatchObject(refused('you have already accepted this invitation'));
    expect(
      (await api.post(`/invitation/${b}/accept`, { resumeId: annResume }, ann.token)).body,
    ).toMatchObject(refused('you have already declined this invitation'));
  });
});

describe('staff overview', () => {
  it('lists, counts and reads deliveries without notes or actions', async () => {
    const jobId = await newJob('员工总览职位');
    const id = await deliver(jobId);
    await step(id, 'notes', { body: '单位私有备注' }, org.token);
    const list = (
      await api.get<never>('/delivery/staff/list', { keyword: '员工总览', orgName: '榕城' }, reviewer)
    ).body as unknown as { rows: TDeliveryRow[]; total: number };
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id, personName: '林安', status: 'delivered' });
    const counts = (
      await api.get<Record<string, number>>('/delivery/staff/counts', { keyword: '员工总览' }, reviewer)
    ).body.data;
    expect(counts).toMatchObject({ delivered: 1, hired: 0 });
    const seen = (await detail(id, reviewer)).data!;
    expect(seen).toMatchObject({ side: 'staff', status: 'delivered', actions: [] });
    expect(JSON.stringify(seen)).not.toContain('单位私有备注');
    // Staff reading does not mark it viewed.
    expect((await detail(id, ann.token)).data!.status).toBe('delivered');
  });
});

describe('demo seed', () => {
  it('delivers the demo persons’ resumes in every state, and skips without resumes', async () => {
    const [person] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
    const [demoOrg] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'org'));
    const ofDemoOrg = () => t.deps.db.select().from(deliveries).where(eq(deliveries.orgId, demoOrg!.id));
    // The app's start seeded the demo person's resumes, then these deliveries. The demo
    // organisation had no live posting: it got three, in the public search too.
    const live = await t.deps.db.select().from(jobSearch).where(eq(jobSearch.orgId, demoOrg!.id));
    expect(live).toHaveLength(3);
    const pending = await t.deps.db
      .select()
      .from(interviews)
      .where(and(eq(interviews.personId, person!.id), eq(interviews.status, 'pending')));
    expect(pending).toHaveLength(1);
    // With a second job seeker every state has a person–posting pair of its own.
    await t.deps.db.delete(deliveries).where(eq(deliveries.orgId, demoOrg!.id));
    const other = await makePerson(t, '演示求职者', 'demoperson01');
    await makeResume(t, other.id, { isDefault: true });
    await deliveriesDemoSeed.run(t.deps);
    const seeded = await ofDemoOrg();
    expect(new Set(seeded.map((d) => d.status))).toEqual(
      new Set(['delivered', 'viewed', 'interview', 'hired', 'rejected', 'withdrawn', 'closed']),
    );
    const answered = await t.deps.db.select().from(interviews).where(eq(interviews.orgId, demoOrg!.id));
    expect(new Set(answered.map((i) => i.status))).toEqual(new Set(['pending', 'accepted', 'declined']));
    // The demo person sees them as their own.
    const token = await signInAs(t, 'person');
    const list = (await api.get<never>('/delivery/my/list', {}, token)).body as unknown as { total: number };
    expect(list.total).toBe(seeded.filter((d) => d.personId === person!.id).length);
    expect(list.total).toBeGreaterThan(0);

    // Without resumes the step delivers nothing.
    await t.deps.db.delete(deliveries).where(eq(deliveries.orgId, demoOrg!.id));
    await t.deps.db.delete(resumes);
    await deliveriesDemoSeed.run(t.deps);
    expect(await ofDemoOrg()).toHaveLength(0);
  });
});
