import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkbenchCards, TWorkbenchFigure } from '@rcwb/shared';
import { announcements, loginLogs } from '../src/db/schema';
import type { TRouter } from '../src/modules/system/router-tree';
import { daysAhead, makePerson, makeResume } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, jobForm, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: string;
let reviewer: string;
let editor: string;
let person: string;
let org: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  [admin, reviewer, editor, person] = await Promise.all([
    signInAs(t, 'admin'),
    signInAs(t, 'reviewer'),
    signInAs(t, 'editor'),
    signInAs(t, 'person'),
  ]);
  org = await makeOrg(t, '工作台测试单位');
});
afterAll(() => t.close());

const cardsOf = async (group: string, token: string) => {
  const res = await api.get<TWorkbenchCards>(`/workbench/${group}`, undefined, token);
  expect(res.body.code).toBe(200);
  return res.body.data!.cards;
};
const figuresOf = async (group: string, token: string): Promise<Map<string, TWorkbenchFigure>> =>
  new Map((await cardsOf(group, token)).flatMap((c) => c.figures.map((f) => [`${c.key}/${f.key}`, f])));
const valueOf = async (group: string, token: string, key: string) =>
  (await figuresOf(group, token)).get(key)?.value;

describe('the organisation workbench (GET /workbench/org)', () => {
  it('is refused to accounts that hold none of its lists', async () => {
    for (const token of [person, editor, reviewer])
      expect((await api.get('/workbench/org', undefined, token)).body.code).toBe(403);
  });

  it("counts the organisation's own pipeline, postings and interviews, and follows the data", async () => {
    const before = await figuresOf('org', org.token);
    expect(before.get('pipeline/delivery.delivered')).toMatchObject({
      value: 0,
      link: '/g05/g050104?status=delivered',
    });
    expect(before.get('postings/posting.published')?.value).toBe(0);

    const draft = await api.post<{ id: number }>('/job/my', jobForm({ title: '草稿职位' }), org.token);
    expect(draft.body.code).toBe(200);
    const jobId = await publishJob(api, org.token, reviewer, { title: '工作台职位' });
    const ann = await makePerson(t, '林安');
    const resumeId = await makeResume(t, ann.id, { isDefault: true });
    const delivery = await api.post<{ id: number }>('/delivery', { jobId, resumeId }, ann.token);
    expect(delivery.body.code).toBe(200);

    let now = await figuresOf('org', org.token);
    expect(now.get('postings/posting.draft')?.value).toBe(1);
    expect(now.get('postings/posting.published')).toMatchObject({
      value: 1,
      link: '/g05/g050103?status=published',
    });
    expect(now.get('pipeline/delivery.delivered')?.value).toBe(1);
    expect(now.get('interviews/interview.upcoming')?.value).toBe(0);

    const invite = await api.post(
      `/delivery/${delivery.body.data!.id}/interview`,
      { startsAt: daysAhead(3), place: '福州市鼓楼区五四路 158 号', contactName: '张先生', note: '' },
      org.token,
    );
    expect(invite.body.code).toBe(200);
    now = await figuresOf('org', org.token);
    expect(now.get('pipeline/delivery.interview')?.value).toBe(1);
    expect(now.get('pipeline/delivery.delivered')?.value).toBe(0);
    expect(now.get('interviews/interview.week')).toMatchObject({ value: 1, link: '/g05/g050105' });
    expect(now.get('interviews/interview.upcoming')?.value).toBe(1);

    // Another organisation's figures are its own.
    const other = await makeOrg(t, '另一家单位');
    expect(await valueOf('org', other.token, 'pipeline/delivery.interview')).toBe(0);
  });
});

describe('the reviewers workbench (GET /workbench/review)', () => {
  it('is refused to accounts that may open no review queue', async () => {
    for (const token of [person, org.token, editor])
      expect((await api.get('/workbench/review', undefined, token)).body.code).toBe(403);
  });

  it('lists every declared queue with its count and the list it opens', async () => {
    const before = await figuresOf('review', reviewer);
    expect([...before.keys()]).toEqual([
      'queues/organisations',
      'queues/postings',
      'queues/gigs',
      'queues/worker-cards',
      'queues/booths',
      'queues/talent-recognitions',
      'queues/talent-services',
      'queues/program-persons',
      'queues/program-orgs',
    ]);
    expect(before.get('queues/organisations')).toMatchObject({
      screen: 'g070101:gbIndex',
      link: '/g07/g070101/gbIndex?reviewStatus=pending',
    });
    expect(before.get('queues/postings')).toMatchObject({ screen: 'g070102', link: '/g07/g070102' });
    expect(before.get('queues/booths')).toMatchObject({
      screen: 'g070108',
      link: '/g07/g070108?status=pending',
    });

    await makeOrg(t, '待审核单位', 'pending');
    const job = await api.post<{ id: number }>('/job/my', jobForm({ title: '待审职位' }), org.token);
    expect((await api.post(`/job/my/${job.body.data!.id}/submit`, {}, org.token)).body.code).toBe(200);

    const after = await figuresOf('review', reviewer);
    expect(after.get('queues/organisations')?.value).toBe(
      Number(before.get('queues/organisations')!.value) + 1,
    );
    expect(after.get('queues/postings')?.value).toBe(Number(before.get('queues/postings')!.value) + 1);

    await api.post(`/job/review/${job.body.data!.id}/approve`, {}, reviewer);
    expect(await valueOf('review', reviewer, 'queues/postings')).toBe(before.get('queues/postings')!.value);
  });
});

describe('the editors workbench (GET /workbench/editor)', () => {
  it('is refused to accounts that may list no content', async () => {
    for (const token of [person, org.token, reviewer])
      expect((await api.get('/workbench/editor', undefined, token)).body.code).toBe(403);
  });

  it('counts the drafts of each kind the editor may list, linked to its screen', async () => {
    const before = await figuresOf('editor', editor);
    const key = 'drafts/draft.g07:announcement';
    expect(before.get(key)).toMatchObject({ screen: 'g070114', link: '/g07/g070114' });
    await t.deps.db.insert(announcements).values({ title: '工作台草稿公告' });
    expect(await valueOf('editor', editor, key)).toBe(Number(before.get(key)!.value) + 1);
  });
});

describe('the administrator workbench (GET /workbench/system)', () => {
  it('is refused to every other role', async () => {
    for (const token of [person, org.token, reviewer, editor])
      expect((await api.get('/workbench/system', undefined, token)).body.code).toBe(403);
  });

  it('reports the real state of the server', async () => {
    const figures = await figuresOf('system', admin);
    expect(figures.get('health/database')?.value).toBe('up');
    expect(figures.get('health/databaseLatency')?.value).toEqual(expect.any(Number));
    expect(figures.get('health/version')?.value).toBe('0.1.0');
    expect(Number(figures.get('health/diskFree')?.value)).toBeGreaterThan(0);
    expect(Number(figures.get('health/diskTotal')?.value)).toBeGreaterThanOrEqual(
      Number(figures.get('health/diskFree')?.value),
    );
    expect(Number(figures.get('health/uptime')?.value)).toBeGreaterThanOrEqual(0);
    expect(figures.get('accounts/role.admin')).toMatchObject({ link: '/g30/g300101' });
    expect(Number(figures.get('accounts/role.admin')?.value)).toBeGreaterThanOrEqual(1);
    expect(figures.has('jobs/job.failed')).toBe(true);

    const failed = Number(figures.get('signIns/failedHour')!.value);
    await t.deps.db.insert(loginLogs).values({ username: 'nobody', success: false, reason: 'password' });
    expect(await valueOf('system', admin, 'signIns/failedHour')).toBe(failed + 1);
    const roles = Number(figures.get('accounts/role.person')!.value);
    await makePerson(t, '陈博');
    expect(await valueOf('system', admin, 'accounts/role.person')).toBe(roles + 1);
  });
});

/** The screens of a menu tree by component key, depth first. */
const screensOf = (list: TRouter[]): string[] =>
  list.flatMap((r) => [
    ...(r.component && !['Layout', 'ParentView', 'InnerLink'].includes(r.component) ? [r.component] : []),
    ...screensOf(r.children ?? []),
  ]);
const menuOf = async (token: string) =>
  screensOf((await api.get<TRouter[]>('/system/menu/getRouters', undefined, token)).body.data!);

describe("the administrator's menu", () => {
  it('holds the staff screens, not the job seekers’ or the organisations’ own pages', async () => {
    const mine = await menuOf(admin);
    const theirs = [...(await menuOf(person)), ...(await menuOf(org.token))];
    const shared = theirs.filter((s) => mine.includes(s));
    console.log(
      `admin menu: ${mine.length} screens; of the person's and organisation's ${new Set(theirs).size}, ${new Set(shared).size} shared`,
    );
    for (const own of ['g010501/index', 'g010105/index', 'g010702/deliver', 'g050103/index', 'g050104/index'])
      expect(mine).not.toContain(own);
    // What every account has stays: messages, account security and a posting's details.
    expect(new Set(shared)).toEqual(new Set(['g010705/index', 'g019901/index', 'g010701/detail']));
    for (const staff of [
      'g300101/index',
      'g070102/index',
      'g070101/gbIndex',
      'g070114/index',
      'g070113/index',
    ])
      expect(mine).toContain(staff);
    // The separated audit logs stay the auditor's.
    expect(mine).not.toContain('g070112/index');
    // A reviewer's menu is unchanged: its grants only.
    expect(await menuOf(reviewer)).toContain('g070102/index');
  });
});
