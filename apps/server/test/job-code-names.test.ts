import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gb01 } from '../src/db/schema';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg, publishJob } from './jobs-helpers';
import { callAs, signInAs } from './sessions';

/**
 * The public job answers name their area, category and industry codes and the codes' ancestors
 * (`names`, in the caller's language), so a page shows them without asking for the names after
 * the answer.
 */
type TCodeNames = Record<string, { label: string; parent: string | null }>;
type TNames = { area?: TCodeNames; job_category?: TCodeNames; industry?: TCodeNames };
type TCard = { id: number; area: string };

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: string;
let jobId: number;

// 周宁县 (under 宁德市, Fujian), 数据标注员 (under 02), 软件和信息技术服务业 (64).
const AREA = '350925';
const CATEGORY = '0209';
const KEYWORD = '周宁标注';

const labels = (names: TCodeNames | undefined) =>
  Object.fromEntries(Object.entries(names ?? {}).map(([code, { label }]) => [code, label]));
const zh = { headers: { 'accept-language': 'zh-CN' } };

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await signInAs(t, 'admin');
  const reviewer = await signInAs(t, 'reviewer');
  const org = await makeOrg(t, '周宁标注数据有限公司');
  await t.deps.db.update(gb01).set({ region: AREA }).where(eq(gb01.accountId, org.id));
  jobId = await publishJob(api, org.token, reviewer, { title: KEYWORD, area: AREA, category: CATEGORY });
});

afterAll(async () => {
  await t?.close();
});

describe('names of the codes in public job answers', () => {
  it('names a posting’s area with its city and province, its category with its group, its industry', async () => {
    const en = (await api.get<{ names: TNames }>(`/recruitment/job/${jobId}`)).body.data!.names;
    expect(labels(en.area)).toMatchObject({
      '350000': 'Fujian',
      '350900': 'Ningde',
      [AREA]: expect.any(String),
    });
    expect(en.area![AREA]!.parent).toBe('350900');
    expect(Object.keys(labels(en.job_category))).toEqual(expect.arrayContaining(['02', CATEGORY]));
    expect(Object.keys(labels(en.industry))).toContain('64');
    const cn = (await t.api.get<{ names: TNames }>(`/recruitment/job/${jobId}`, {}, zh)).body.data!.names;
    expect(labels(cn.area)).toMatchObject({ '350000': '福建省', '350900': '宁德市', [AREA]: '周宁县' });
  });

  it('names every area of a search’s cards and facets, and its filters', async () => {
    const res = await api.get<{ rows: TCard[]; facets: { area: { value: string }[] }; names: TNames }>(
      '/recruitment/job/search',
      { keyword: KEYWORD, category: CATEGORY },
    );
    const { rows, facets, names } = res.body.data!;
    expect(rows.map((r) => r.id)).toContain(jobId);
    const named = labels(names.area);
    for (const code of [...rows.map((r) => r.area), ...facets.area.map((f) => f.value)])
      expect(named[code], code).toBeTruthy();
    expect(Object.keys(labels(names.job_category))).toContain(CATEGORY);
  });

  it('names the home feed’s areas and its organisations’ industries', async () => {
    const res = await api.get<{ hot: TCard[]; newest: TCard[]; names: TNames }>('/recruitment/job/home');
    const { hot, newest, names } = res.body.data!;
    const named = labels(names.area);
    for (const card of [...hot, ...newest]) expect(named[card.area], card.area).toBeTruthy();
  });

  it('names a cached answer anew once a dictionary label is edited', async () => {
    const search = async () =>
      labels(
        (await t.api.get<{ names: TNames }>('/recruitment/job/search', { keyword: KEYWORD }, zh)).body.data!
          .names.area,
      )[AREA];
    expect(await search()).toBe('周宁县');
    expect(await search()).toBe('周宁县'); // the same answer, from the search cache
    const list = await t.api.get<{ id: number; value: string; labelEn: string }>(
      '/system/dict-entry/list',
      { page: 1, limit: 50, dictType: 'area', keyword: '周宁' },
      callAs(admin),
    );
    const entry = (list.body.rows as { id: number; value: string; labelEn: string }[]).find(
      (e) => e.value === AREA,
    )!;
    const edited = await t.api.put(
      `/system/dict-entry/${entry.id}`,
      { labelZh: '周宁', labelEn: entry.labelEn, sort: 0 },
      callAs(admin),
    );
    expect(edited.body.code).toBe(200);
    expect(await search()).toBe('周宁');
  });
});
