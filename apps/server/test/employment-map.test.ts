import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  DISTRICT_CENTRES,
  type TMapAreaCounts,
  type TMapDistrict,
  type TMapFairPoint,
  type TMapGigPoint,
  type TMapOrgPoint,
} from '@rcwb/shared';
import { gb01, jobFairs, mapPostingCounts } from '../src/db/schema';
import { mapCountsDrift, rebuildMapCounts } from '../src/modules/employment-map';
import { mapCountsOutOfStep } from '../src/modules/employment-map/map-counts';
import { topOrgsSql } from '../src/modules/employment-map/map.service';
import { gigForm, publishGig } from './gigs-helpers';
import { jobForm, makeOrg, publishJob } from './jobs-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer']);
const [reviewer] = tokens;
let org: { id: number; token: string };
beforeAll(async () => {
  org = await makeOrg(t, '榕城地图测试有限公司');
});

const areas = async (area: string) =>
  (await api.get<TMapAreaCounts>('/recruitment/employmentMap/areas', { area })).body.data!;
const district = async (area: string) =>
  (await api.get<TMapDistrict>('/recruitment/employmentMap/district', { area })).body.data!;
const countIn = (a: TMapAreaCounts, code: string) => a.areas.find((x) => x.code === code)?.n ?? 0;
/** The same figures as a scan of job_search computes them. */
const scanCount = async (where: ReturnType<typeof sql>) =>
  Number(
    (await t.deps.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM job_search WHERE ${where}`))
      .rows[0]!.n,
  );
const act = (id: number, action: string) => api.post(`/job/my/${id}/${action}`, {}, org.token);
/** Edits a published posting and has the edit approved (the live version changes then). */
async function editLive(id: number, over: Record<string, unknown>) {
  expect((await api.put(`/job/my/${id}`, jobForm(over), org.token)).body.code).toBe(200);
  expect((await api.post(`/job/review/${id}/approve`, {}, reviewer)).body.code).toBe(200);
}

describe('counts kept current', () => {
  it('follows publishing, closing and a changed area, at every level', async () => {
    const [city0, d0, d4] = [await areas('350100'), await district('350102'), await district('350104')];
    const province0 = await areas('350000');
    const a = await publishJob(api, org.token, reviewer, {
      area: '350102',
      category: '0201',
      salaryMin: 8000,
    });
    await publishJob(api, org.token, reviewer, { area: '350102', category: '0305', salaryMin: 4000 });

    const city1 = await areas('350100');
    expect(city1.level).toBe('city');
    expect(countIn(city1, '350102')).toBe(countIn(city0, '350102') + 2);
    expect(countIn(await areas('350000'), '350100')).toBe(countIn(province0, '350100') + 2);
    const d1 = await district('350102');
    expect(d1.total).toBe(d0.total + 2);
    expect(d1.searchArea).toBe('350102');
    const group = (d: TMapDistrict, g: string) => d.byCategory.find((x) => x.group === g)?.n ?? 0;
    const band = (d: TMapDistrict, b: string) => d.bySalary.find((x) => x.band === b)?.n ?? 0;
    expect(group(d1, '02')).toBe(group(d0, '02') + 1);
    expect(band(d1, '8000-12000')).toBe(band(d0, '8000-12000') + 1);
    expect(band(d1, '3000-5000')).toBe(band(d0, '3000-5000') + 1);
    expect(d1.topOrgs).toContainEqual({ id: org.id, name: '榕城地图测试有限公司', n: 2 });

    expect((await act(a, 'close')).body.code).toBe(200);
    expect((await district('350102')).total).toBe(d0.total + 1);
    expect((await act(a, 'reopen')).body.code).toBe(200);
    expect((await district('350102')).total).toBe(d0.total + 2);

    await editLive(a, { area: '350104', category: '0201', salaryMin: 8000 });
    expect((await district('350102')).total).toBe(d0.total + 1);
    const d4after = await district('350104');
    expect(d4after.total).toBe(d4.total + 1);
    expect(countIn(await areas('350100'), '350104')).toBe(countIn(city0, '350104') + 1);
    expect(await mapCountsDrift(t.deps.db)).toBe(0);
  });

  it('equals a GROUP BY over job_search after a random sequence of changes', async () => {
    // A fixed seed: a failure can be replayed.
    let seed = 20261126;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const districts = ['350102', '350103', '350104', '350203', '350583', '350702'];
    const groups = ['0201', '0305', '0101', '0402'];
    const live: number[] = [];
    const closed: number[] = [];
    for (let step = 0; step < 14; step++) {
      const op = live.length === 0 ? 0 : rand(4);
      const over = {
        area: districts[rand(districts.length)],
        category: groups[rand(groups.length)],
        ...[
          { salaryMin: null, salaryMax: null },
          { salaryMin: 2000, salaryMax: 4000 },
          { salaryMin: 6000, salaryMax: 9000 },
          { salaryMin: 15000, salaryMax: 25000 },
          { salaryMin: 60000, salaryMax: 90000 },
        ][rand(5)],
      };
      if (op === 0) live.push(await publishJob(api, org.token, reviewer, over));
      else if (op === 1) {
        const id = live.splice(rand(live.length), 1)[0]!;
        expect((await act(id, 'close')).body.code).toBe(200);
        closed.push(id);
      } else if (op === 2) await editLive(live[rand(live.length)]!, over);
      else if (closed.length) {
        const id = closed.pop()!;
        expect((await act(id, 'reopen')).body.code).toBe(200);
        live.push(id);
      }
    }
    // Statements of many rows at once, as a rename or a bulk load writes them.
    await t.deps.db.execute(sql`UPDATE job_search SET area = '350105', area_city = '350100'
                                 WHERE org_id = ${org.id} AND job_id % 2 = 0`);
    await t.deps.db.execute(
      sql`UPDATE job_search SET salary_max = NULL WHERE org_id = ${org.id} AND job_id % 3 = 0`,
    );
    expect(await mapCountsDrift(t.deps.db)).toBe(0);
    const city = await areas('350100');
    for (const code of ['350102', '350103', '350104', '350105'])
      expect(countIn(city, code)).toBe(await scanCount(sql`area = ${code}`));
    const province = await areas('350000');
    for (const code of ['350100', '350200', '350500', '350700'])
      expect(countIn(province, code)).toBe(await scanCount(sql`area_city = ${code}`));
    expect(province.total).toBe(await scanCount(sql`area_province = '350000'`));
  });

  it('stays in step when postings are published at the same time', async () => {
    const other = await makeOrg(t, '并发发布测试单位');
    const drafts: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.post<{ id: number }>('/job/my', jobForm({ area: '350121' }), other.token);
      drafts.push(res.body.data!.id);
      await api.post(`/job/my/${res.body.data!.id}/submit`, {}, other.token);
    }
    const before = (await district('350121')).total;
    const results = await Promise.all(
      drafts.map((id) => api.post(`/job/review/${id}/approve`, {}, reviewer)),
    );
    expect(results.map((r) => r.body.code)).toEqual(drafts.map(() => 200));
    expect((await district('350121')).total).toBe(before + 6);
    expect(await mapCountsDrift(t.deps.db)).toBe(0);
  });

  it('is rebuilt when out of step with the postings (after a restore)', async () => {
    expect(await mapCountsOutOfStep(t.deps.db)).toBe(false);
    await t.deps.db.delete(mapPostingCounts);
    expect(await mapCountsOutOfStep(t.deps.db)).toBe(true);
    await rebuildMapCounts(t.deps.db);
    expect(await mapCountsOutOfStep(t.deps.db)).toBe(false);
    expect(await mapCountsDrift(t.deps.db)).toBe(0);
    expect((await district('350102')).total).toBe(await scanCount(sql`area = '350102'`));
  });
});

describe('points', () => {
  it('places organisations at their coordinates, else at their district centre', async () => {
    const placed = await makeOrg(t, '有坐标的单位');
    const unplaced = await makeOrg(t, '无坐标的单位');
    await t.deps.db.update(gb01).set({ lat: 26.08, lng: 119.3 }).where(eq(gb01.accountId, placed.id));
    await t.deps.db
      .update(gb01)
      .set({ region: '350203', lat: null, lng: null })
      .where(eq(gb01.accountId, unplaced.id));
    await publishJob(api, placed.token, reviewer, { area: '350203' });
    await publishJob(api, unplaced.token, reviewer, { area: '350203' });
    await publishJob(api, unplaced.token, reviewer, { area: '350206' });
    const res = await api.get<TMapOrgPoint[]>('/recruitment/employmentMap/orgs', { area: '350200' });
    const points = res.body.data!;
    expect(points.find((p) => p.id === placed.id)).toMatchObject({
      lat: 26.08,
      lng: 119.3,
      precision: 'exact',
      n: 1,
    });
    const [lng, lat] = DISTRICT_CENTRES['350203']!;
    expect(points.find((p) => p.id === unplaced.id)).toMatchObject({ lat, lng, precision: 'district', n: 2 });
    // A district's own points: only the organisations with postings there.
    const inDistrict = (await api.get<TMapOrgPoint[]>('/recruitment/employmentMap/orgs', { area: '350206' }))
      .body.data!;
    expect(inDistrict.map((p) => p.id)).toContain(unplaced.id);
    expect(inDistrict.map((p) => p.id)).not.toContain(placed.id);
  });

  it('shows published fairs that have not ended', async () => {
    const day = 86_400_000;
    const fair = (title: string, status: 'published' | 'draft', endsIn: number, coords = true) => ({
      title,
      kind: 'onsite' as const,
      area: '350702',
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + endsIn),
      bookingOpensAt: new Date(Date.now() - 3 * day),
      bookingClosesAt: new Date(Date.now() - 2 * day),
      cancelDeadline: new Date(Date.now() - 2 * day),
      organiser: '南平市人社局',
      status,
      ...(coords ? { lat: 26.64, lng: 118.17 } : {}),
    });
    await t.deps.db
      .insert(jobFairs)
      .values([
        fair('地图上的招聘会', 'published', day),
        fair('没有坐标的招聘会', 'published', day, false),
        fair('草稿招聘会', 'draft', day),
        fair('已结束的招聘会', 'published', -day / 2),
      ]);
    const points = (await api.get<TMapFairPoint[]>('/recruitment/employmentMap/fairs', { area: '350000' }))
      .body.data!;
    const named = (title: string) => points.find((p) => p.name === title);
    expect(named('地图上的招聘会')).toMatchObject({
      lat: 26.64,
      lng: 118.17,
      precision: 'exact',
      area: '350702',
    });
    const [lng, lat] = DISTRICT_CENTRES['350702']!;
    expect(named('没有坐标的招聘会')).toMatchObject({ lat, lng, precision: 'district' });
    expect(named('草稿招聘会')).toBeUndefined();
    expect(named('已结束的招聘会')).toBeUndefined();
  });
});

describe('a district at scale', () => {
  it("reads the district's top organisations from the index, not by sorting the whole district", async () => {
    // Enough organisations in one district for the planner to weigh an index scan against a
    // sort of them all (ids far above any account, removed again below).
    const area = '350982';
    await t.deps.db.execute(
      sql`INSERT INTO map_org_count (org_id, area, area_city, area_province, n)
          SELECT 90000000 + g, ${area}, '350900', '350000', 1 + g % 40 FROM generate_series(1, 20000) g`,
    );
    try {
      await t.deps.db.execute(sql`ANALYZE map_org_count`);
      const plan = (await t.deps.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${topOrgsSql(area)}`)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index Scan using map_org_count_area_idx/);
      expect(plan).not.toMatch(/Bitmap Heap Scan on map_org_count/);
    } finally {
      await t.deps.db.execute(sql`DELETE FROM map_org_count WHERE org_id > 90000000`);
      await t.deps.db.execute(sql`ANALYZE map_org_count`);
    }
  });
});

describe('the gig layer', () => {
  it('shows published gigs that have not ended, as points of their area', async () => {
    const published = await publishGig(api, org.token, reviewer, {
      title: '地图上的零工',
      area: '350702',
      lat: 26.642,
      lng: 118.175,
    });
    const elsewhere = await publishGig(api, org.token, reviewer, { title: '鼓楼的零工' });
    const draft = (await api.post<{ id: number }>('/gig/my', gigForm({ area: '350702' }), org.token)).body
      .data!.id;
    const gigs = async (area: string) =>
      (await api.get<TMapGigPoint[]>('/recruitment/employmentMap/gigs', { area })).body.data!;

    const province = await gigs('350000');
    expect(province.find((p) => p.id === published)).toMatchObject({
      name: '地图上的零工',
      area: '350702',
      lat: 26.642,
      lng: 118.175,
      precision: 'exact',
      category: 'cleaning',
      payAmount: 30,
      payUnit: 'hour',
    });
    expect(province.map((p) => p.id)).toContain(elsewhere);
    expect(province.map((p) => p.id)).not.toContain(draft);
    // A city and a district list their own gigs only.
    const city = (await gigs('350700')).map((p) => p.id);
    expect(city).toContain(published);
    expect(city).not.toContain(elsewhere);
    expect((await gigs('350102')).map((p) => p.id)).not.toContain(published);
    // A closed gig leaves the map.
    expect((await api.post(`/gig/my/${published}/close`, {}, org.token)).body.code).toBe(200);
    expect((await gigs('350700')).map((p) => p.id)).not.toContain(published);
    expect((await api.get('/recruitment/employmentMap/gigs', { area: '110000' })).body.code).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses areas outside the region and malformed codes', async () => {
    const outside = await api.get('/recruitment/employmentMap/areas', { area: '110000' });
    expect(outside.body).toMatchObject({ code: 404 });
    expect(outside.body.msg).toMatch(/not found|not exist/i);
    expect((await api.get('/recruitment/employmentMap/district', { area: '350000' })).body.code).toBe(404);
    expect((await api.get('/recruitment/employmentMap/areas', { area: '350102' })).body.code).toBe(404);
    const bad = await api.get('/recruitment/employmentMap/areas', { area: '35; DROP' });
    expect(bad.body.code).not.toBe(200);
  });
});
