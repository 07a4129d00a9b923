import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  accounts,
  contactViews,
  messages,
  personalDataReads,
  resumes,
  talentInvitations,
} from '../src/db/schema';
import { demoInvitationsSeed } from '../src/modules/talent/demo-invitations';
import { createTestApp, type TTestApp } from './harness';
import { caller, jobForm, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';
import { type TPerson, insertResume, makeTalentPerson } from './talent-helpers';

type TCard = {
  id: number;
  title: string;
  maskedName: string;
  gender?: string | null;
  age?: number | null;
  education: string;
  workYears: number | null;
  skills: string[];
  summary: string;
};
type TSearch = { rows: TCard[]; total: number; page: number; limit: number };
type TDetail = TCard & {
  access: 'full' | 'summary';
  content?: unknown;
  contact: { state: string; name?: string; mobile?: string | null; email?: string | null };
};

let t: TTestApp;
let api: ReturnType<typeof caller>;
let reviewer: string;
let org: { id: number; token: string };
let otherOrg: { id: number; token: string };
let pendingOrg: { id: number; token: string };
let zhang: TPerson;
let li: TPerson;
let wang: TPerson;
let zhangResume: number;
let liResume: number;
let privateResume: number;
let hiddenResume: number;
let orgJob: number;

const search = (params: Record<string, unknown>, token?: string) =>
  api.get<TSearch>('/recruitment/talent/search', params, token);
const ids = async (params: Record<string, unknown>) =>
  (await search(params)).body.data!.rows.map((r) => r.id);
const info = (id: number, token?: string) => api.get<TDetail>(`/recruitment/talent/${id}`, undefined, token);

/** Nothing that reaches or identifies the person appears anywhere in the answer. */
function expectNoContact(raw: unknown, person: TPerson) {
  const json = JSON.stringify(raw);
  expect(json).not.toContain(person.mobile);
  expect(json).not.toContain(person.email);
  expect(json).not.toContain(person.fullName);
  expect(json).not.toContain('1995-06-15');
  expect(json).not.toMatch(/idNumber|id_number|photo/i);
}

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  // The demo person's seeded public resume would join every search: these tests own the set.
  await t.deps.db.delete(resumes);
  reviewer = await signInAs(t, 'reviewer');
  org = await makeOrg(t, '闽江软件有限公司');
  otherOrg = await makeOrg(t, '鼓楼数据有限公司');
  pendingOrg = await makeOrg(t, '待审单位有限公司', 'pending');
  zhang = await makeTalentPerson(t, '张伟明');
  li = await makeTalentPerson(t, '李小红', { gender: '2', birthDate: '1990-01-01' });
  wang = await makeTalentPerson(t, '王强');
  zhangResume = await insertResume(
    t,
    zhang.id,
    'Java 后端工程师',
    {
      basic: { education: '4', workYears: 4 },
      intention: { categories: ['0201'], areas: ['350102'] },
      skills: [
        { name: 'Java', level: 'expert' },
        { name: 'PostgreSQL', level: 'good' },
      ],
      selfEvaluation: '熟悉微服务架构与数据库调优',
    },
    { refreshedAt: new Date(Date.now() - 60_000) },
  );
  liResume = await insertResume(t, li.id, '数据分析师', {
    basic: { education: '5', workYears: 12 },
    intention: { categories: ['0302'], areas: ['350000'] },
    skills: [{ name: 'Python', level: 'expert' }],
    selfEvaluation: '擅长统计建模',
  });
  privateResume = await insertResume(t, wang.id, 'Java 架构师 私密', {}, { visibility: 'hidden' });
  hiddenResume = await insertResume(t, wang.id, 'Java 违规简历', {}, { staffHidden: true });
  orgJob = await publishJob(api, org.token, reviewer);
});

afterAll(async () => {
  await t?.close();
});

describe('public talent search', () => {
  it('lists only public resumes staff did not hide, newest first', async () => {
    const res = await search({ sort: 'newest' });
    expect(res.body.code).toBe(200);
    const found = res.body.data!.rows.map((r) => r.id);
    expect(found).toEqual([liResume, zhangResume]);
    expect(res.body.data!.total).toBe(2);
    expect(found).not.toContain(privateResume);
    expect(found).not.toContain(hiddenResume);
  });

  it('shows summary cards (masked name, education, work years, skills, a short summary), never contact, full name, birth date, gender or age', async () => {
    const res = await search({});
    const card = res.body.data!.rows.find((r) => r.id === zhangResume)!;
    expect(card.maskedName).toBe('张*');
    expect(card).toMatchObject({ education: '4', workYears: 4, summary: '熟悉微服务架构与数据库调优' });
    expect(card).not.toHaveProperty('gender');
    expect(card).not.toHaveProperty('age');
    expect(card.skills).toEqual(['Java', 'PostgreSQL']);
    expectNoContact(res.body, zhang);
    expectNoContact(res.body, li);
    for (const token of [undefined, zhang.token, org.token, pendingOrg.token]) {
      const asCaller = await search({ keyword: 'java' }, token);
      expectNoContact(asCaller.body, zhang);
    }
  });

  it('finds one- and two-character Chinese keywords and English prefixes', async () => {
    expect(await ids({ keyword: '统' })).toEqual([liResume]);
    expect(await ids({ keyword: '统计' })).toEqual([liResume]);
    expect(await ids({ keyword: '微服务' })).toEqual([zhangResume]);
    expect(await ids({ keyword: 'JAVA' })).toEqual([zhangResume]);
    expect(await ids({ keyword: 'postg' })).toEqual([zhangResume]);
    expect(await ids({ keyword: '私密' })).toEqual([]);
    expect(await ids({ keyword: '违规' })).toEqual([]);
  });

  it('filters by intention category, area (either way along the tree), education and work years', async () => {
    expect(await ids({ category: '02' })).toEqual([zhangResume]);
    expect(await ids({ category: '0201' })).toEqual([zhangResume]);
    expect(await ids({ category: '0202' })).toEqual([]);
    // Zhang wants district 350102; Li anywhere in the province.
    expect((await ids({ area: '350100', sort: 'newest' })).sort()).toEqual([zhangResume, liResume].sort());
    expect((await ids({ area: '350102' })).sort()).toEqual([zhangResume, liResume].sort());
    expect(await ids({ area: '350200' })).toEqual([liResume]);
    expect(await ids({ area: '110000' })).toEqual([]);
    expect(await ids({ education: '5' })).toEqual([liResume]);
    expect(await ids({ experience: '4' })).toEqual([zhangResume]);
    expect(await ids({ experience: '6' })).toEqual([liResume]);
    expect(await ids({ experience: '3' })).toEqual([]);
    // "Any" work experience is no filter.
    expect((await ids({ experience: '0' })).sort()).toEqual([zhangResume, liResume].sort());
  });

  it('pages with the page sizes of SPEC §9 and refuses others', async () => {
    const first = await search({ limit: 10, page: 1, sort: 'newest' });
    expect(first.body.data).toMatchObject({ page: 1, limit: 10, total: 2 });
    expect((await search({ limit: 10, page: 2 })).body.data!.rows).toEqual([]);
    expect((await search({ limit: 7 })).body.code).not.toBe(200);
    expect((await search({ area: 'abc' })).body.code).not.toBe(200);
  });
});

describe('talentInfo and the contact rule', () => {
  it('shows a visitor only the summary of a public resume, with a sign-in prompt', async () => {
    const res = await info(zhangResume);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      access: 'summary',
      maskedName: '张*',
      education: '4',
      workYears: 4,
      skills: ['Java', 'PostgreSQL'],
      summary: '熟悉微服务架构与数据库调优',
      contact: { state: 'signIn' },
    });
    // The server leaves out what the summary does not show: the web cannot leak it.
    for (const field of ['content', 'gender', 'age']) expect(res.body.data).not.toHaveProperty(field);
    expectNoContact(res.body, zhang);
  });

  it('shows other persons and organisations not approved the summary only; approved ones the whole resume, logged', async () => {
    for (const token of [li.token, pendingOrg.token]) {
      const res = await info(zhangResume, token);
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({ access: 'summary', contact: { state: 'orgOnly' } });
      for (const field of ['content', 'gender', 'age']) expect(res.body.data).not.toHaveProperty(field);
      expectNoContact(res.body, zhang);
    }
    const readsBefore = await t.deps.db
      .select()
      .from(personalDataReads)
      .where(eq(personalDataReads.subjectId, zhang.id));
    expect(readsBefore).toEqual([]);
    for (const viewer of [org, otherOrg]) {
      const res = await info(zhangResume, viewer.token);
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({ access: 'full', gender: '1', contact: { state: 'notEntitled' } });
      expect(res.body.data!.content).toMatchObject({ selfEvaluation: '熟悉微服务架构与数据库调优' });
      expectNoContact(res.body, zhang);
    }
    // Each full read by an organisation is a logged read of the person's resume.
    const reads = await t.deps.db
      .select()
      .from(personalDataReads)
      .where(eq(personalDataReads.subjectId, zhang.id));
    expect(reads.map((r) => [r.viewerId, r.kinds, r.objectType, r.objectId])).toEqual(
      expect.arrayContaining([
        [org.id, ['resume'], 'resume', String(zhangResume)],
        [otherOrg.id, ['resume'], 'resume', String(zhangResume)],
      ]),
    );
    expect(reads).toHaveLength(2);
    expect(await t.deps.db.select().from(contactViews).where(eq(contactViews.personId, zhang.id))).toEqual(
      [],
    );
  });

  it('refuses private and staff-hidden resumes to everyone but the owner', async () => {
    for (const id of [privateResume, hiddenResume]) {
      for (const token of [undefined, org.token, zhang.token]) {
        const res = await info(id, token);
        expect(res.body.code).toBe(404);
        expect(res.raw).not.toContain(wang.mobile);
      }
      const own = await info(id, wang.token);
      expect(own.body.data!.contact).toMatchObject({ state: 'own', mobile: wang.mobile });
    }
    expect((await info(999_999)).body.code).toBe(404);
  });

  it('shows an entitled organisation the contact details and records every read', async () => {
    // Zhang accepted an invitation of the org (the deliveries side sets this).
    await t.deps.db.insert(talentInvitations).values({
      orgId: org.id,
      jobId: orgJob,
      personId: zhang.id,
      resumeId: zhangResume,
      status: 'accepted',
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await info(zhangResume, org.token);
      expect(res.body.data!.contact).toEqual({
        state: 'shown',
        name: zhang.fullName,
        mobile: zhang.mobile,
        email: zhang.email,
      });
    }
    const views = await t.deps.db.select().from(contactViews).where(eq(contactViews.personId, zhang.id));
    expect(views).toHaveLength(2);
    expect(views.every((v) => v.viewerId === org.id && v.resumeId === zhangResume)).toBe(true);
    // Another organisation is still not entitled, and the search never shows contacts.
    expectNoContact((await info(zhangResume, otherOrg.token)).body, zhang);
    expectNoContact((await search({}, org.token)).body, zhang);
  });

  it('lets the person read who saw their contact details, and nobody else', async () => {
    const mine = await api.get<{ viewerId: number; viewerName: string }[]>(
      '/talent/contactViews',
      {},
      zhang.token,
    );
    expect(mine.body.code).toBe(200);
    const page = mine.body as unknown as { rows: { viewerId: number; viewerName: string }[]; total: number };
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({ viewerId: org.id, viewerName: '闽江软件有限公司' });
    const others = (await api.get('/talent/contactViews', {}, li.token)).body as unknown as { total: number };
    expect(others.total).toBe(0);
    expect((await api.get('/talent/contactViews', {}, org.token)).body.code).toBe(403);
    expect((await api.get('/talent/contactViews', {})).body.code).toBe(401);
  });
});

describe('organisation talent search and invitations', () => {
  const invite = (body: Record<string, unknown>, token = org.token) =>
    api.post<{ id: number }>('/talent/invitation', body, token);

  it('serves the same search to organisations only', async () => {
    const res = await api.get<TSearch>('/talent/org/search', { keyword: '统计' }, org.token);
    expect(res.body.data!.rows.map((r) => r.id)).toEqual([liResume]);
    expectNoContact(res.body, li);
    expect((await api.get('/talent/org/search', {}, li.token)).body.code).toBe(403);
    expect((await api.get('/talent/org/search', {})).body.code).toBe(401);
  });

  it('offers the organisation its own published postings only', async () => {
    const draft = await api.post<{ id: number }>('/job/my', jobForm({ title: '草稿职位' }), org.token);
    const res = await api.get<{ id: number; title: string }[]>('/talent/invitation/postings', {}, org.token);
    expect(res.body.data!.map((p) => p.id)).toEqual([orgJob]);
    expect(res.body.data!.map((p) => p.id)).not.toContain(draft.body.data!.id);
    expect((await api.get('/talent/invitation/postings', {}, li.token)).body.code).toBe(403);
  });

  it('invites to a published posting of its own, notifies the person and refuses a second pending one', async () => {
    const res = await invite({ resumeId: liResume, jobId: orgJob, message: '欢迎加入' });
    expect(res.body.code).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(talentInvitations)
      .where(eq(talentInvitations.id, res.body.data!.id));
    expect(row).toMatchObject({
      orgId: org.id,
      personId: li.id,
      resumeId: liResume,
      status: 'pending',
      message: '欢迎加入',
    });
    const told = await t.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, li.id), eq(messages.kind, 'invitation')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe('/g01/g010702/deliver?tab=invitations');
    expect(told[0]!.body).toContain('欢迎加入');

    const again = await invite({ resumeId: liResume, jobId: orgJob });
    expect(again.body.code).toBe(601);
    expect(again.body.msg).toMatch(/pending invitation/);
  });

  it('refuses other organisations’ postings, unpublished postings, hidden resumes and unapproved organisations', async () => {
    const otherJob = await publishJob(api, otherOrg.token, reviewer, { title: '别家的职位' });
    expect((await invite({ resumeId: zhangResume, jobId: otherJob })).body.code).toBe(404);
    const draft = await api.post<{ id: number }>('/job/my', jobForm({ title: '未发布职位' }), org.token);
    const unpublished = await invite({ resumeId: zhangResume, jobId: draft.body.data!.id });
    expect(unpublished.body.code).toBe(601);
    expect(unpublished.body.msg).toMatch(/published/);
    expect((await invite({ resumeId: privateResume, jobId: orgJob })).body.code).toBe(404);
    expect((await invite({ resumeId: hiddenResume, jobId: orgJob })).body.code).toBe(404);
    const pending = await invite({ resumeId: zhangResume, jobId: orgJob }, pendingOrg.token);
    expect(pending.body.code).toBe(601);
    expect(pending.body.msg).toMatch(/approved/);
    expect((await invite({ resumeId: zhangResume, jobId: orgJob }, li.token)).body.code).toBe(403);
    expect((await api.post('/talent/invitation', { resumeId: zhangResume, jobId: orgJob })).body.code).toBe(
      401,
    );
    expect((await invite({ resumeId: 'x', jobId: orgJob })).body.code).not.toBe(200);
  });

  it('lists the organisation’s own sent invitations with masked names and status', async () => {
    const res = await api.get('/talent/invitation/list', {}, org.token);
    const body = res.body as unknown as {
      rows: { maskedName: string; status: string; jobTitle: string }[];
      total: number;
    };
    expect(body.total).toBe(2);
    expect(body.rows.map((r) => r.status).sort()).toEqual(['accepted', 'pending']);
    expect(body.rows.map((r) => r.maskedName).sort()).toEqual(['张*', '李*']);
    expectNoContact(res.body, li);
    const pendingOnly = (await api.get('/talent/invitation/list', { status: 'pending' }, org.token))
      .body as unknown as { total: number };
    expect(pendingOnly.total).toBe(1);
    const other = (await api.get('/talent/invitation/list', {}, otherOrg.token)).body as unknown as {
      total: number;
    };
    expect(other.total).toBe(0);
  });
});

describe('saved resumes (collect_JL)', () => {
  type TItem = { targetId: number; available: boolean; title: string; subtitle: string; link: string };
  it('collects public resumes as masked summaries and refuses private ones', async () => {
    expect(
      (await api.post('/collection/add', { kind: 'resume', targetId: liResume }, org.token)).body.code,
    ).toBe(200);
    expect(
      (await api.post('/collection/add', { kind: 'resume', targetId: privateResume }, org.token)).body.code,
    ).toBe(404);
    const res = await api.get('/collection/list', { kind: 'resume' }, org.token);
    const body = res.body as unknown as { rows: TItem[]; total: number };
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({
      targetId: liResume,
      available: true,
      title: '李* · 数据分析师',
      link: `/recruitment/talentInfo?id=${liResume}`,
    });
    expectNoContact(res.body, li);
    expect(
      (await api.post('/collection/remove', { kind: 'resume', targetId: liResume }, org.token)).body.code,
    ).toBe(200);
    const after = (await api.get('/collection/list', { kind: 'resume' }, org.token)).body as unknown as {
      total: number;
    };
    expect(after.total).toBe(0);
  });

  it('is for organisations only', async () => {
    expect(
      (await api.post('/collection/add', { kind: 'resume', targetId: liResume }, zhang.token)).body.code,
    ).toBe(403);
  });
});

describe('demo invitations', () => {
  it('invite the demo persons with public resumes from the demo organisation, once there are some', async () => {
    const [demoOrg] = await t.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, 'org'));
    const ofDemoOrg = () =>
      t.deps.db
        .select()
        .from(talentInvitations)
        .where(eq(talentInvitations.orgId, demoOrg!.id))
        .orderBy(talentInvitations.id);
    await demoInvitationsSeed.run(t.deps);
    expect(await ofDemoOrg()).toEqual([]);

    const orgToken = await signInAs(t, 'org');
    await publishJob(api, orgToken, reviewer, { title: '演示职位' });
    const people = [];
    for (const n of ['01', '02']) {
      const person = await makeTalentPerson(t, `演示${n}`);
      await t.deps.db
        .update(accounts)
        .set({ username: `demoperson${n}` })
        .where(eq(accounts.id, person.id));
      people.push({ id: person.id, resumeId: await insertResume(t, person.id, `演示简历${n}`) });
    }
    await demoInvitationsSeed.run(t.deps);
    const rows = await ofDemoOrg();
    expect(rows.map((r) => [r.personId, r.resumeId, r.status])).toEqual([
      [people[0]!.id, people[0]!.resumeId, 'pending'],
      [people[1]!.id, people[1]!.resumeId, 'declined'],
    ]);
  });
});
