import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictEntries } from '../src/db/schema';
import type { TDictEntry, TDictTreeNode } from '../src/modules/dict/dict.presenter';
import { dictSeed } from '../src/modules/dict/dict.seed';
import { createTestApp, type TTestApp } from './harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EN = { headers: { 'accept-language': 'en' } };
const find = (nodes: TDictTreeNode[] | undefined, label: string) => nodes?.find((n) => n.label === label);

describe('GET /web-auth/dict/type/:type', () => {
  it('lists one type in sort order with the wire shape, in Chinese by default', async () => {
    const res = await t.api.get<TDictEntry[]>('/web-auth/dict/type/education');
    expect(res.body.code).toBe(200);
    expect(res.body.data!.map((e) => e.dictLabel)).toEqual([
      '初中及以下',
      '高中/中专/中技',
      '大专',
      '本科',
      '硕士',
      '博士',
    ]);
    expect(res.body.data![3]).toEqual({
      dictType: 'education',
      dictValue: '4',
      dictLabel: '本科',
      cssClass: '',
      listClass: '',
      sort: 3,
      parentValue: null,
    });
  });

  it('answers in English for Accept-Language en', async () => {
    const res = await t.api.get<TDictEntry[]>('/web-auth/dict/type/experience', undefined, EN);
    expect(res.body.data!.map((e) => e.dictLabel)).toEqual([
      'Any',
      'New graduate',
      'Less than 1 year',
      '1–3 years',
      '3–5 years',
      '5–10 years',
      'More than 10 years',
    ]);
  });

  it('gives status dictionaries their tag colours', async () => {
    const res = await t.api.get<TDictEntry[]>('/web-auth/dict/type/delivery_status');
    expect(res.body.data!.map((e) => [e.dictValue, e.listClass])).toEqual([
      ['delivered', 'primary'],
      ['viewed', 'info'],
      ['interview', 'warning'],
      ['hired', 'success'],
      ['rejected', 'danger'],
      ['withdrawn', 'info'],
    ]);
    const accounts = await t.api.get<TDictEntry[]>('/web-auth/dict/type/account_status', undefined, EN);
    expect(accounts.body.data!.map((e) => `${e.dictValue}:${e.dictLabel}:${e.listClass}`)).toEqual([
      'active:Active:success',
      'locked:Locked:warning',
      'disabled:Disabled:danger',
    ]);
  });

  it('gives an empty list for an unknown type', async () => {
    const res = await t.api.get('/web-auth/dict/type/no_such_type');
    expect(res.body).toMatchObject({ code: 200, data: [] });
  });

  it.each(['Education', '1abc', 'a-b', 'x'.repeat(65), '%E5%AD%A6%E5%8E%86'])(
    'refuses the malformed type %s as invalid',
    async (type) => {
      const res = await t.api.get(`/web-auth/dict/type/${type}`, undefined, EN);
      expect(res.body.code).toBe(601);
      expect(res.body.msg).toContain('type');
      expect(res.headers['cache-control']).toBeUndefined();
    },
  );

  it('lets browsers and proxies keep the answer per language, asking again with its tag each time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/web-auth/dict/type/gender' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    const tag = String(res.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/web-auth/dict/type/gender',
      headers: { 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another answer.
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/web-auth/dict/type/gender',
      headers: { 'if-none-match': tag, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(tag);
  });

  it('needs no session and includes the flat reference lists', async () => {
    for (const type of ['salary_band', 'job_type', 'gender', 'org_nature', 'org_scale', 'political_status']) {
      const res = await t.api.get<TDictEntry[]>(`/web-auth/dict/type/${type}`);
      expect({ type, n: res.body.data!.length > 1 }).toEqual({ type, n: true });
    }
    for (const type of ['review_status', 'job_status', 'publish_status', 'yes_no']) {
      const res = await t.api.get<TDictEntry[]>(`/web-auth/dict/type/${type}`);
      expect(res.body.data!.every((e) => e.listClass !== '')).toBe(true);
    }
  });

  it('names a few places with their ancestors instead of the whole area list', async () => {
    const res = await t.api.get<TDictEntry[]>(
      '/web-auth/dict/type/area',
      // Gulou (Fuzhou), Siming (Xiamen), one repeated, one unknown.
      { values: '350102,350203,350102,999999' },
      EN,
    );
    // In the type's display order (by sort, then code): compared here by code.
    const named = res.body.data!.map((e) => [e.dictValue, e.dictLabel, e.parentValue]);
    expect(named.sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      ['350000', 'Fujian', null],
      ['350100', 'Fuzhou', '350000'],
      ['350102', 'Gulou District', '350100'],
      ['350200', 'Xiamen', '350000'],
      ['350203', 'Siming District', '350200'],
    ]);
    const whole = await t.api.get<TDictEntry[]>('/web-auth/dict/type/area');
    expect(whole.body.data!.length).toBeGreaterThan(3000);
  });

  it('lists the entries directly under one value', async () => {
    const res = await t.api.get<TDictEntry[]>('/web-auth/dict/type/area', { parent: '350000' }, EN);
    expect(res.body.data!.map((e) => e.dictLabel)).toEqual([
      'Fuzhou',
      'Xiamen',
      'Putian',
      'Sanming',
      'Quanzhou',
      'Zhangzhou',
      'Nanping',
      'Longyan',
      'Ningde',
    ]);
    const under = await t.api.get<TDictEntry[]>('/web-auth/dict/type/area', {
      parent: '350100',
      values: '350203',
    });
    expect(under.body.data).toEqual([]);
  });

  it.each([
    { values: '' },
    { values: 'a b' },
    { values: Array.from({ length: 201 }, (_, i) => i).join(',') },
    { parent: 'x'.repeat(65) },
  ])('refuses the narrowing %j as invalid', async (input) => {
    const res = await t.api.get('/web-auth/dict/type/area', input, EN);
    expect(res.body.code).toBe(601);
  });
});

describe('GET /web-auth/dict/handleDictsTree/:type', () => {
  it('nests the area tree province → city → district with 6-digit codes', async () => {
    const res = await t.api.get<TDictTreeNode[]>('/web-auth/dict/handleDictsTree/area');
    expect(res.body.code).toBe(200);
    const provinces = res.body.data!;
    expect(provinces).toHaveLength(34);
    const fujian = find(provinces, '福建省');
    expect(fujian?.value).toBe('350000');
    const fuzhou = find(fujian?.children, '福州市');
    expect(fuzhou?.value).toBe('350100');
    expect(find(fuzhou?.children, '鼓楼区')).toEqual({ value: '350102', label: '鼓楼区' });
    // Municipalities have their districts directly under them.
    const beijing = find(provinces, '北京市');
    expect(find(beijing?.children, '东城区')).toEqual({ value: '110101', label: '东城区' });
    expect(find(provinces, '香港特别行政区')?.children?.length).toBeGreaterThan(0);
    expect(find(provinces, '台湾省')).not.toHaveProperty('children');
    // GB/T 2260 placeholders are not offered.
    const labels = JSON.stringify(provinces);
    expect(labels).not.toContain('市辖区');
    expect(labels).not.toContain('-自治区直辖');
  });

  it('gives the part below one entry for root, nothing for a root that is not an entry', async () => {
    const res = await t.api.get<TDictTreeNode[]>('/web-auth/dict/handleDictsTree/area', { root: '350000' });
    const cities = res.body.data!;
    expect(cities.map((c) => c.value)).toEqual([
      '350100',
      '350200',
      '350300',
      '350400',
      '350500',
      '350600',
      '350700',
      '350800',
      '350900',
    ]);
    expect(find(cities[0]!.children, '鼓楼区')).toEqual({ value: '350102', label: '鼓楼区' });
    const none = await t.api.get('/web-auth/dict/handleDictsTree/area', { root: '999999' });
    expect(none.body).toMatchObject({ code: 200, data: [] });
    const bad = await t.api.get('/web-auth/dict/handleDictsTree/area', { root: 'a,b' });
    expect(bad.body.code).toBe(601);
  });

  it('gives English province names and pinyin names below them, so places are searchable in English', async () => {
    const res = await t.api.get<TDictTreeNode[]>('/web-auth/dict/handleDictsTree/area', undefined, EN);
    const provinces = res.body.data!;
    expect(provinces.slice(0, 3).map((p) => p.label)).toEqual(['Beijing', 'Tianjin', 'Hebei']);
    expect(provinces.every((p) => /^[A-Za-z ()]+$/.test(p.label))).toBe(true);
    const fujian = provinces.find((p) => p.value === '350000')!;
    expect(fujian.label).toBe('Fujian');
    expect(fujian.children![0]!.label).toBe('Fuzhou');
    expect(find(fujian.children![0]!.children, 'Gulou District')?.value).toBe('350102');
  });

  it('nests the industry classification by section (GB/T 4754-2017)', async () => {
    const res = await t.api.get<TDictTreeNode[]>('/web-auth/dict/handleDictsTree/industry', undefined, EN);
    const sections = res.body.data!;
    expect(sections.map((s) => s.value).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(sections.flatMap((s) => s.children ?? [])).toHaveLength(97);
    const it = sections.find((s) => s.value === 'I')!;
    expect(it.label).toBe('Information transmission, software and information technology services');
    expect(it.children!.map((d) => d.value)).toEqual(['63', '64', '65']);
  });

  it('nests job categories two levels deep with 5 to 10 jobs each', async () => {
    const res = await t.api.get<TDictTreeNode[]>('/web-auth/dict/handleDictsTree/job_category');
    const groups = res.body.data!;
    expect(groups.length).toBeGreaterThanOrEqual(12);
    for (const g of groups) {
      expect({ g: g.label, n: g.children!.length >= 5 && g.children!.length <= 10 }).toEqual({
        g: g.label,
        n: true,
      });
      expect(g.children!.every((c) => c.value.startsWith(g.value) && !c.children)).toBe(true);
    }
    expect(find(groups, '数据/人工智能')?.children?.map((c) => c.label)).toContain('算法工程师');
  });

  it('gives a flat dictionary as a list of leaves, an unknown type as [], a bad type as invalid', async () => {
    const gender = await t.api.get<TDictTreeNode[]>('/web-auth/dict/handleDictsTree/gender', undefined, EN);
    expect(gender.body.data).toEqual([
      { value: '1', label: 'Male' },
      { value: '2', label: 'Female' },
    ]);
    const unknown = await t.api.get('/web-auth/dict/handleDictsTree/nothing_here');
    expect(unknown.body).toMatchObject({ code: 200, data: [] });
    const bad = await t.api.get('/web-auth/dict/handleDictsTree/DROP;TABLE');
    expect(bad.body.code).toBe(601);
  });
});

describe('GET /web-auth/dict/listAll', () => {
  it('gives every flat dictionary but none of the trees when no types are asked for', async () => {
    const res = await t.api.get<TDictEntry[]>('/web-auth/dict/listAll');
    expect(res.body.code).toBe(200);
    const types = new Set(res.body.data!.map((e) => e.dictType));
    for (const type of ['education', 'gender', 'yes_no', 'account_status', 'delivery_status'])
      expect(types).toContain(type);
    for (const type of ['area', 'industry', 'job_category']) expect(types).not.toContain(type);
    expect(res.body.data!.length).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('gives only the types asked for, in the order asked, trees included when named', async () => {
    const res = await t.api.get<TDictEntry[]>(
      '/web-auth/dict/listAll',
      { dictTypes: ['yes_no', 'gender', 'nope'] },
      EN,
    );
    expect(res.body.data!.map((e) => `${e.dictType}:${e.dictLabel}`)).toEqual([
      'yes_no:Yes',
      'yes_no:No',
      'gender:Male',
      'gender:Female',
    ]);
    const area = await t.api.get<TDictEntry[]>('/web-auth/dict/listAll', { dictTypes: ['area'] });
    expect(area.body.data!.length).toBeGreaterThan(3000);
    expect(area.body.data!.find((e) => e.dictValue === '350102')).toMatchObject({
      dictLabel: '鼓楼区',
      parentValue: '350100',
    });
  });

  it('accepts the types as one comma-separated string', async () => {
    const res = await t.api.get<TDictEntry[]>('/web-auth/dict/listAll', { dictTypes: 'job_type, gender' });
    expect([...new Set(res.body.data!.map((e) => e.dictType))]).toEqual(['job_type', 'gender']);
  });

  it('gives nothing for an empty list and refuses malformed type names', async () => {
    const empty = await t.api.get('/web-auth/dict/listAll', { dictTypes: [] });
    expect(empty.body).toMatchObject({ code: 200, data: [] });
    const bad = await t.api.get('/web-auth/dict/listAll', { dictTypes: ['gender', 'Bad Type'] }, EN);
    expect(bad.body.code).toBe(601);
    expect(bad.body.msg).toContain('dictTypes');
    const tooMany = await t.api.get('/web-auth/dict/listAll', {
      dictTypes: Array.from({ length: 101 }, (_, i) => `t${i}`),
    });
    expect(tooMany.body.code).toBe(601);
  });
});

describe('dictionary seed', () => {
  it('adds missing entries on every run without touching edited ones', async () => {
    const where = (value: string) => and(eq(dictEntries.dictType, 'education'), eq(dictEntries.value, value));
    await t.deps.db.update(dictEntries).set({ labelZh: '大学本科', listClass: 'primary' }).where(where('4'));
    await t.deps.db.delete(dictEntries).where(where('6'));
    const before = await t.deps.db.select().from(dictEntries).where(eq(dictEntries.dictType, 'area'));

    await dictSeed.run(t.deps);
    await dictSeed.run(t.deps);

    const rows = await t.deps.db.select().from(dictEntries).where(eq(dictEntries.dictType, 'education'));
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.value === '4')).toMatchObject({ labelZh: '大学本科', listClass: 'primary' });
    expect(rows.find((r) => r.value === '6')).toMatchObject({ labelZh: '博士', labelEn: 'Doctorate' });
    const after = await t.deps.db.select().from(dictEntries).where(eq(dictEntries.dictType, 'area'));
    expect(after).toHaveLength(before.length);
    const roots = await t.deps.db
      .select()
      .from(dictEntries)
      .where(and(eq(dictEntries.dictType, 'area'), isNull(dictEntries.parentValue)));
    expect(roots).toHaveLength(34);
  });

  it('names places seeded without an English name, keeping English labels staff edited', async () => {
    const place = (value: string) => and(eq(dictEntries.dictType, 'area'), eq(dictEntries.value, value));
    await t.deps.db.update(dictEntries).set({ labelEn: '鼓楼区' }).where(place('350102'));
    await t.deps.db.update(dictEntries).set({ labelEn: 'Taijiang (old town)' }).where(place('350103'));

    await dictSeed.run(t.deps);

    const [gulou] = await t.deps.db.select().from(dictEntries).where(place('350102'));
    const [taijiang] = await t.deps.db.select().from(dictEntries).where(place('350103'));
    expect(gulou!.labelEn).toBe('Gulou District');
    expect(taijiang!.labelEn).toBe('Taijiang (old town)');
  });
});
