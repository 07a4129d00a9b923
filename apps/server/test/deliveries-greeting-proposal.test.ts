import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TDeliveryDetail, type TDeliveryRow, ZResumeContent } from '@rcwb/shared';
import { messages, personalDataReads, resumes } from '../src/db/schema';
import { resumeSearchColumns } from '../src/modules/resumes/search-columns';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg, publishJob } from './jobs-helpers';
import { daysAhead, makePerson, makeResume } from './deliveries-helpers';
import { signInAs } from './sessions';

/**
 * Applying with a greeting, proposing another interview time, the organisation's copy of a
 * delivered resume and the match score of its received list (docs/deliveries.md).
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let org: { id: number; token: string };
let otherOrg: { id: number; token: string };
let reviewer: string;
let ann: Awaited<ReturnType<typeof makePerson>>;
let annResume: number;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  org = await makeOrg(t, '榕城问候科技有限公司');
  otherOrg = await makeOrg(t, '另一家问候单位');
  reviewer = await signInAs(t, 'reviewer');
  ann = await makePerson(t, '林问候');
  annResume = await makeResume(t, ann.id, { isDefault: true });
});
afterAll(() => t.close());

const OK = 200;
const refused = (msg: string) => ({ code: 601, msg });
const newJob = (title: string) => publishJob(api, org.token, reviewer, { title });

async function deliver(jobId: number, greeting?: string | null, who = ann, resumeId = annResume) {
  const res = await api.post<{ id: number }>('/delivery', { jobId, resumeId, greeting }, who.token);
  expect(res.body).toMatchObject({ code: OK });
  return res.body.data!.id;
}
const detail = async (id: number, token: string) =>
  (await api.get<TDeliveryDetail>(`/delivery/${id}`, undefined, token)).body.data!;
const orgRows = async (query: Record<string, unknown> = {}) =>
  (await api.get<never>('/delivery/org/list', { limit: 50, ...query }, org.token)).body as unknown as {
    rows: TDeliveryRow[];
  };
const invite = (id: number, startsAt = daysAhead(3)) =>
  api.post(`/delivery/${id}/interview`, { startsAt, place: '福州市鼓楼区五四路 158 号' }, org.token);

describe('applying with a greeting', () => {
  it('keeps the greeting, opens the timeline with it and shows it to the organisation only', async () => {
    const greeting = '您好，我有三年数据分析经验，期待与贵司交流。';
    const id = await deliver(await newJob('问候职位'), `  ${greeting}  `);
    const seen = await detail(id, org.token);
    expect(seen.greeting).toBe(greeting);
    expect(seen.events[0]).toMatchObject({ kind: 'delivered', actorSide: 'person', note: greeting });
    expect((await orgRows()).rows.find((r) => r.id === id)?.greeting).toBe(greeting);
    // The person's own list carries no organisation-side columns.
    const mine = (await api.get<never>('/delivery/my/list', {}, ann.token)).body as unknown as {
      rows: TDeliveryRow[];
    };
    expect(mine.rows.find((r) => r.id === id)).not.toHaveProperty('greeting');
  });

  it('is optional, and refused over 200 characters (counted in characters)', async () => {
    const id = await deliver(await newJob('无问候职位'));
    expect((await detail(id, org.token)).greeting).toBeNull();
    expect((await detail(id, org.token)).events[0]!.note).toBeNull();
    const jobId = await newJob('长问候职位');
    const tooLong = await api.post(
      '/delivery',
      { jobId, resumeId: annResume, greeting: '好'.repeat(201) },
      ann.token,
    );
    expect(tooLong.body).toMatchObject({
      code: 601,
      data: { fields: { greeting: 'deliveries.greetingLength' } },
    });
    // 200 Chinese characters are 600 bytes of UTF-8, and still fit.
    await deliver(jobId, '好'.repeat(200));
  });
});

describe('proposing another interview time', () => {
  async function invited(title: string) {
    const id = await deliver(await newJob(title));
    expect((await invite(id)).body.code).toBe(OK);
    const interviewId = (await detail(id, org.token)).interviews.at(-1)!.id;
    return { id, interviewId };
  }
  const propose = (interviewId: number, times: string[], note: string | null = '那天有考试') =>
    api.post(`/interview/${interviewId}/propose`, { times, note }, ann.token);

  it('runs greeting → proposal → the organisation takes a proposed time → confirmed', async () => {
    const { id, interviewId } = await invited('改期职位');
    expect((await propose(interviewId, [])).body).toMatchObject({
      code: 601,
      data: { fields: { times: 'deliveries.proposedTimesRequired' } },
    });
    expect((await propose(interviewId, [new Date(Date.now() - 60_000).toISOString()])).body).toMatchObject(
      refused('each proposed time must be in the future'),
    );
    const [later, sooner] = [daysAhead(6), daysAhead(4)];
    expect((await propose(interviewId, [later, sooner])).body.code).toBe(OK);
    const notice = (await t.deps.db.select().from(messages).where(eq(messages.recipientId, org.id))).at(-1)!;
    expect(notice).toMatchObject({ kind: 'interview', link: `/g010702/info_td?id=${id}` });
    const seen = await detail(id, org.token);
    expect(seen.interviews.at(-1)).toMatchObject({
      status: 'proposed',
      proposedTimes: [sooner, later],
      responseNote: '那天有考试',
    });
    // Answered once: the person cannot accept the original time now.
    expect((await api.post(`/interview/${interviewId}/accept`, {}, ann.token)).body).toMatchObject(
      refused('you have already proposed other times for this interview'),
    );
    // Only a proposed time, and only by the organisation that invited.
    expect(
      (await api.post(`/interview/${interviewId}/proposal/accept`, { time: daysAhead(9) }, org.token)).body,
    ).toMatchObject(refused('please choose one of the times the applicant proposed'));
    expect(
      (await api.post(`/interview/${interviewId}/proposal/accept`, { time: later }, otherOrg.token)).body
        .code,
    ).toBe(404);
    expect(
      (await api.post(`/interview/${interviewId}/proposal/accept`, { time: later }, org.token)).body.code,
    ).toBe(OK);
    const after = await detail(id, ann.token);
    expect(after.interviews.at(-1)).toMatchObject({ status: 'accepted', startsAt: later });
    expect(after.events.map((e) => e.kind)).toEqual([
      'delivered',
      'interview',
      'interview_proposed',
      'interview_rescheduled',
    ]);
    const told = (await t.deps.db.select().from(messages).where(eq(messages.recipientId, ann.id))).at(-1)!;
    expect(told).toMatchObject({ kind: 'interview', link: `/g010703/index?id=${interviewId}` });
    expect((await api.post(`/interview/${interviewId}/proposal/keep`, {}, org.token)).body).toMatchObject(
      refused('this proposal was already answered: the interview time is confirmed'),
    );
  });

  it('keeps the original time for the person to answer again, or cancels it with a new invitation', async () => {
    const { id, interviewId } = await invited('保留原时间职位');
    expect((await propose(interviewId, [daysAhead(5)])).body.code).toBe(OK);
    expect((await api.post(`/interview/${interviewId}/proposal/keep`, {}, org.token)).body.code).toBe(OK);
    expect((await detail(id, org.token)).interviews.at(-1)!.status).toBe('pending');
    expect((await propose(interviewId, [daysAhead(6)])).body.code).toBe(OK);
    // A new invitation answers the proposal: the proposed interview is cancelled.
    expect((await invite(id, daysAhead(7))).body.code).toBe(OK);
    expect((await detail(id, org.token)).interviews.map((i) => i.status)).toEqual(['cancelled', 'pending']);
  });

  it('lets one of two answers at once win and tells the other what happened', async () => {
    const person = await invited('并发答复职位');
    const answers = await Promise.all([
      api.post(`/interview/${person.interviewId}/accept`, {}, ann.token),
      propose(person.interviewId, [daysAhead(5)]),
    ]);
    expect(answers.filter((r) => r.body.code === OK)).toHaveLength(1);
    const loser = answers.find((r) => r.body.code !== OK)!.body;
    expect(loser.code).toBe(601);
    expect(loser.msg).toMatch(/already (accepted|proposed)/);

    const orgSide = await invited('并发处理职位');
    const time = daysAhead(5);
    expect((await propose(orgSide.interviewId, [time])).body.code).toBe(OK);
    const replies = await Promise.all([
      api.post(`/interview/${orgSide.interviewId}/proposal/accept`, { time }, org.token),
      api.post(`/interview/${orgSide.interviewId}/proposal/keep`, {}, org.token),
    ]);
    expect(replies.filter((r) => r.body.code === OK)).toHaveLength(1);
    expect(replies.find((r) => r.body.code !== OK)!.body.msg).toMatch(/^this proposal was already answered/);
  });
});

describe('the delivered resume for a PDF', () => {
  it('gives the organisation the snapshot, records the read, and refuses others and withdrawn ones', async () => {
    const id = await deliver(await newJob('简历下载职位'));
    // The live resume changes; the copy is what was delivered.
    await t.deps.db.update(resumes).set({ title: '改过的标题' }).where(eq(resumes.id, annResume));
    const res = await api.get<{ title: string; content: unknown }>(
      `/delivery/${id}/resume`,
      undefined,
      org.token,
    );
    expect(res.body.code).toBe(OK);
    expect(res.body.data!.title).toBe('数据分析方向简历');
    const reads = await t.deps.db
      .select()
      .from(personalDataReads)
      .where(and(eq(personalDataReads.objectType, 'delivery'), eq(personalDataReads.objectId, String(id))));
    expect(reads.some((r) => r.viewerId === org.id && r.kinds.includes('resume'))).toBe(true);
    expect((await api.get(`/delivery/${id}/resume`, undefined, otherOrg.token)).body.code).toBe(404);
    expect((await api.get(`/delivery/${id}/resume`, undefined, ann.token)).body.code).toBe(403);
    expect((await api.post(`/delivery/${id}/withdraw`, {}, ann.token)).body.code).toBe(OK);
    expect((await api.get(`/delivery/${id}/resume`, undefined, org.token)).body).toMatchObject(
      refused('this application was withdrawn, so its resume is no longer available'),
    );
    await t.deps.db.update(resumes).set({ title: '数据分析方向简历' }).where(eq(resumes.id, annResume));
  });
});

describe('match score in the received list', () => {
  async function fittingResume(accountId: number) {
    const content = ZResumeContent.parse({
      basic: { education: '5' },
      intention: { categories: ['0201'], areas: ['350102'], salaryMin: 9000, salaryMax: 14000, jobType: '1' },
      skills: [{ name: '数据分析', level: 'expert' }],
    });
    const [row] = await t.deps.db
      .insert(resumes)
      .values({
        accountId,
        title: '匹配简历',
        content,
        completeness: 80,
        ...resumeSearchColumns('匹配简历', content),
      })
      .returning({ id: resumes.id });
    return row!.id;
  }

  it('scores each delivery with the recommendations’ scorer, with reasons, and sorts best first', async () => {
    const jobId = await newJob('匹配度职位');
    const bea = await makePerson(t, '郑匹配');
    const weak = await deliver(jobId);
    const strong = await deliver(jobId, null, bea, await fittingResume(bea.id));
    const rows = (await orgRows({ jobId, sort: 'match' })).rows;
    expect(rows.map((r) => r.id)).toEqual([strong, weak]);
    const best = rows[0]!.match!;
    expect(best.percent).toBeGreaterThanOrEqual(80);
    expect(best.percent).toBeLessThanOrEqual(100);
    expect(best.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['category', 'area', 'salary', 'education', 'jobType']),
    );
    // Freshness says nothing about fit: it is never a reason of a delivery's match.
    expect(best.reasons.some((r) => r.code === 'fresh')).toBe(false);
    expect(rows[1]!.match!.percent).toBeLessThan(best.percent);
    expect((await detail(strong, org.token)).match).toEqual(best);
    expect((await detail(strong, bea.token)).match).toBeUndefined();
  });
});
