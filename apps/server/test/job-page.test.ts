import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { gb01, jobPostings } from '../src/db/schema';
import { createTestApp, type TTestApp } from './harness';
import { caller, jobForm, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';

/**
 * The public job page's parts: where the work is (for the map), similar postings, and reporting a
 * posting through the complaint form.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let org: { id: number; token: string };
let reviewer: string;
const ids: Record<string, number> = {};

// 周宁县 and 数据标注员: a district and a job category the seeded postings rarely use.
const AREA = '350925';
const CATEGORY = '0209';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  reviewer = await signInAs(t, 'reviewer');
  org = await makeOrg(t, '周宁数据标注有限公司');
  await t.deps.db
    .update(gb01)
    .set({ region: AREA, address: '周宁县狮城镇七步路 8 号', lat: 27.104, lng: 119.339 })
    .where(eq(gb01.accountId, org.id));
  const publish = (over: Record<string, unknown>) => publishJob(api, org.token, reviewer, over);
  ids.target = await publish({ title: '数据标注员', area: AREA, category: CATEGORY });
  ids.both = await publish({ title: '数据标注组长', area: AREA, category: CATEGORY });
  ids.areaOnly = await publish({ title: '行政文员', area: AREA, category: '0602' });
  ids.categoryOnly = await publish({ title: '福州数据标注员', area: '350102', category: CATEGORY });
  ids.neither = await publish({ title: '厦门前端开发', area: '350203', category: '0102' });
  const draft = await api.post<{ id: number }>(
    '/job/my',
    jobForm({ title: '草稿标注员', area: AREA, category: CATEGORY }),
    org.token,
  );
  ids.draft = draft.body.data!.id;
});

afterAll(async () => {
  await t?.close();
});

type TPlace = { area: string; address: string | null; lat: number | null; lng: number | null };

describe('job page place', () => {
  it("places a posting in the organisation's district at its address and coordinates", async () => {
    const res = await api.get<{ place: TPlace; publishedAt: string; refreshedAt: string }>(
      `/recruitment/job/${ids.target}`,
    );
    expect(res.body.data!.place).toEqual({
      area: AREA,
      address: '周宁县狮城镇七步路 8 号',
      lat: 27.104,
      lng: 119.339,
    });
    expect(Date.parse(res.body.data!.publishedAt)).not.toBeNaN();
    expect(Date.parse(res.body.data!.refreshedAt)).not.toBeNaN();
  });

  it('places a posting elsewhere by its area alone (the map falls back to the district centre)', async () => {
    const res = await api.get<{ place: TPlace }>(`/recruitment/job/${ids.categoryOnly}`);
    expect(res.body.data!.place).toEqual({ area: '350102', address: null, lat: null, lng: null });
  });
});

describe('similar jobs', () => {
  type TCard = { id: number; area: string; category: string };
  const similar = (id: number) => api.get<{ rows: TCard[] }>(`/recruitment/job/${id}/similar`);

  it('lists published postings of the same category and area first, never the posting itself', async () => {
    const res = await similar(ids.target!);
    expect(res.body.code).toBe(200);
    const rows = res.body.data!.rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(6);
    // Same category and area, then same category (the freshest of them: published last).
    expect(rows.slice(0, 2).map((r) => r.id)).toEqual([ids.both, ids.categoryOnly]);
    const listed = rows.map((r) => r.id);
    expect(listed).not.toContain(ids.target);
    expect(listed).not.toContain(ids.draft);
    expect(listed).not.toContain(ids.neither);
    for (const r of rows) expect(r.category === CATEGORY || r.area === AREA, `${r.id}`).toBe(true);
    const states = await t.deps.db
      .select({ status: jobPostings.status })
      .from(jobPostings)
      .where(inArray(jobPostings.id, listed));
    expect(states.every((s) => s.status === 'published')).toBe(true);
    // Scores never rise down the list: both (3), category (2), area (1).
    const score = (r: TCard) => (r.category === CATEGORY ? 2 : 0) + (r.area === AREA ? 1 : 0);
    for (let i = 1; i < rows.length; i++) expect(score(rows[i - 1]!)).toBeGreaterThanOrEqual(score(rows[i]!));
  });

  it('offers a posting of the same area when too few share the category', async () => {
    const rows = (await similar(ids.areaOnly!)).body.data!.rows.map((r) => r.id);
    expect(rows).toEqual(expect.arrayContaining([ids.target, ids.both]));
    expect(rows).not.toContain(ids.areaOnly);
  });

  it('reads a posting that is not published, or not there, as missing', async () => {
    expect((await similar(ids.draft!)).body.code).toBe(404);
    expect((await similar(999_999)).body.code).toBe(404);
    expect((await api.get('/recruitment/job/abc/similar')).body.code).toBe(601);
  });
});

describe('report this posting', () => {
  const report = (targetId: number, token: string) =>
    api.post(
      '/feedback/my',
      {
        kind: 'complaint',
        targetKind: 'job',
        targetId,
        title: '职位信息虚假',
        content: '该职位要求先交培训费。',
        attachmentFileIds: [],
      },
      token,
    );

  it('takes a complaint about a published posting and refuses one about a draft or a missing one', async () => {
    const person = await signInAs(t, 'person');
    expect((await report(ids.target!, person)).body.code).toBe(200);
    expect((await report(ids.draft!, person)).body).toMatchObject({ code: 601 });
    expect((await report(999_999, person)).body).toMatchObject({ code: 601 });
  });
});
