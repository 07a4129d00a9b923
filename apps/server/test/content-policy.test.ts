import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, contentStatusLog, files } from '../src/db/schema';
import { storagePath } from '../src/modules/files/storage';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAs } from './sessions';

type TPage<T> = { rows: T[]; total: number };
type TPolicy = {
  id: number;
  title: string;
  status: string;
  level: string;
  region: string;
  regionName: string;
  keyBenefits: string[];
};
type TDimension = { id: number; name: string; type: string };

let t: TTestApp;
let editor: string;
let admin: string;
let person: string;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  [editor, admin, person, reviewer] = (await Promise.all(
    ['editor', 'admin', 'person', 'reviewer'].map((u) => signInAs(t, u)),
  )) as [string, string, string, string];
});
afterAll(() => t.close());

async function publicPage<T>(url: string, params: Record<string, unknown> = {}) {
  const res = await t.api.get<never>(url, params, callAs());
  expect(res.body.code).toBe(200);
  return res.body as unknown as TPage<T>;
}

async function dimensions(): Promise<TDimension[]> {
  return (await t.api.get<TDimension[]>('/public/policy/dimensions', {}, callAs())).body.data!;
}

const basePolicy = {
  title: 'Test talent housing measures',
  level: 'city',
  region: '350100',
  category: 'housing',
  issuingBody: 'Fuzhou Housing Bureau',
  docNumber: 'RJ (2026) 1',
  issuedOn: '2026-01-15',
  summary: 'Housing support for talent.',
  keyBenefits: ['Up to 1 million yuan'],
  body: '<p>Body</p>',
};

async function addPolicy(body: Record<string, unknown> = {}, token = editor): Promise<number> {
  const res = await t.api.post<{ id: number }>('/content/policy', { ...basePolicy, ...body }, callAs(token));
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.id;
}

describe('guards of the editor routes', () => {
  it('refuses anonymous callers with 401 and people without the menu with 403', async () => {
    for (const url of [
      '/content/policy/list',
      '/content/dimension/list',
      '/content/expert/list',
      '/content/news/list',
    ]) {
      expect((await t.api.get(url, {}, callAs())).body.code).toBe(401);
      expect((await t.api.get(url, {}, callAs(person))).body.code).toBe(403);
      expect((await t.api.get(url, {}, callAs(reviewer))).body.code).toBe(403);
      expect((await t.api.get(url, {}, callAs(editor))).body.code).toBe(200);
      expect((await t.api.get(url, {}, callAs(admin))).body.code).toBe(200);
    }
    expect((await t.api.post('/content/policy', basePolicy, callAs(person))).body.code).toBe(403);
    expect((await t.api.get('/content/announcement/list', {}, callAs(editor))).body.code).toBe(200);
  });

  it('shows the content menus to editors only', async () => {
    const menu = (await t.api.get<unknown[]>('/system/menu/getRouters', {}, callAs(editor))).body.data;
    const text = JSON.stringify(menu);
    for (const key of [
      'g200101',
      'g200103',
      'g200104',
      'g200301',
      'g200302',
      'g200401',
      'g200501',
      'g070114',
    ])
      expect(text).toContain(`${key}/index`);
    expect(text).toContain('g200103/add/:id/:type');
    const personMenu = JSON.stringify(
      (await t.api.get('/system/menu/getRouters', {}, callAs(person))).body.data,
    );
    expect(personMenu).not.toContain('g200103');
  });
});

describe('public reads see only published items', () => {
  it('lists published demo policies newest first and hides drafts, also by id', async () => {
    const list = await publicPage<TPolicy>('/public/policy/list');
    expect(list.total).toBeGreaterThanOrEqual(5);
    expect(list.rows.every((p) => p.status === 'published')).toBe(true);
    const dates = list.rows.map((p) => (p as unknown as { issuedOn: string }).issuedOn);
    expect([...dates].sort().reverse()).toEqual(dates);

    const draftId = await addPolicy({ title: 'Unpublished draft policy' });
    const hidden = await publicPage<TPolicy>('/public/policy/list', { keyword: 'Unpublished draft' });
    expect(hidden.total).toBe(0);
    const detail = await t.api.get(`/public/policy/${draftId}`, {}, callAs());
    expect(detail.body.code).toBe(404);
    // The editor sees it.
    const own = await t.api.get<TPage<TPolicy>>(
      '/content/policy/list',
      { keyword: 'Unpublished draft' },
      callAs(editor),
    );
    expect((own.body as unknown as TPage<TPolicy>).total).toBe(1);
  });

  it('filters by level, region (including places inside it), category, issuing body and year, with paging', async () => {
    const city = await publicPage<TPolicy>('/public/policy/list', { level: 'city' });
    expect(city.rows.length).toBeGreaterThan(0);
    expect(city.rows.every((p) => p.level === 'city')).toBe(true);
    // Fujian (350000) includes Fuzhou (350100), Xiamen (350200) and Gulou district (350102).
    const fujian = await publicPage<TPolicy>('/public/policy/list', { region: '350000' });
    expect(fujian.rows.map((p) => p.region).sort()).toEqual(['350000', '350100', '350102', '350200']);
    const fuzhou = await publicPage<TPolicy>('/public/policy/list', { region: '350100' });
    expect(fuzhou.rows.map((p) => p.region).sort()).toEqual(['350100', '350102']);
    const year = await publicPage<TPolicy>('/public/policy/list', { year: 2016 });
    expect(year.rows.map((p) => p.title)).toEqual(['关于深化人才发展体制机制改革的意见']);
    const body = await publicPage<TPolicy>('/public/policy/list', { issuingBody: 'Xiamen Talent Office' });
    expect(body.total).toBe(1);
    const paged = await publicPage<TPolicy>('/public/policy/list', { page: 2, limit: 2 });
    expect(paged.rows).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(5);
    const facets = (
      await t.api.get<{ issuingBodies: string[]; years: number[]; regions: unknown[] }>(
        '/public/policy/facets',
        {},
        callAs(),
      )
    ).body.data!;
    expect(facets.years).toContain(2016);
    expect(facets.issuingBodies).toContain('中共中央');
    expect(facets.regions).toContainEqual({ value: '350200', label: 'Xiamen' });
    expect(fuzhou.rows.map((p) => p.regionName).sort()).toEqual(['Fuzhou', 'Gulou District']);
  });

  it('serves the discover lists published only', async () => {
    const demands = await publicPage<{ title: string; status: string; fieldName: string }>(
      '/public/demand/list',
    );
    expect(demands.rows.map((d) => d.title)).not.toContain('未发布的需求');
    expect(demands.rows.every((d) => d.status === 'published' && d.fieldName)).toBe(true);
    const achievements = await publicPage<{ title: string }>('/public/achievement/list', {
      maturity: 'pilot',
    });
    expect(achievements.total).toBe(2);
    const experts = await publicPage<{ name: string }>('/public/expert/list', { keyword: '陈志远' });
    expect(experts.rows.map((e) => e.name)).toEqual(['陈志远']);
    expect((await publicPage<{ name: string }>('/public/expert/list', { keyword: '待审核' })).total).toBe(0);
    const facets = (
      await t.api.get<{ titles: string[]; regions: { value: string }[] }>(
        '/public/expert/facets',
        {},
        callAs(),
      )
    ).body.data!;
    expect(facets.titles).toContain('教授');
    // The draft expert's title is not offered.
    expect(facets.titles).not.toContain('副教授');
    expect(facets.regions.map((r) => r.value)).toEqual(['350100', '350200']);
    const home = (await t.api.get<Record<string, unknown[]>>('/public/discover/home', {}, callAs())).body
      .data!;
    expect(home.demands!.length).toBeGreaterThan(0);
    expect(home.experts!.length).toBeGreaterThan(0);
    expect(home.highlights!.length).toBeGreaterThan(0);
  });
});

describe('rich text is sanitised', () => {
  it('strips scripts, event handlers and javascript: links before storing', async () => {
    const id = await addPolicy({
      title: 'Sanitised policy',
      body: '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"><a href="https://gov.cn" target="_blank">ok</a>',
    });
    const detail = (await t.api.get<{ body: string }>(`/content/policy/${id}`, {}, callAs(editor))).body
      .data!;
    expect(detail.body).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
    expect(detail.body).toContain('Hello');
    expect(detail.body).toContain('href="https://gov.cn"');
    expect(detail.body).toContain('rel="noopener noreferrer"');

    const news = await t.api.post<{ id: number }>(
      '/content/news',
      { title: 'Sanitised news', body: '<p>News<iframe src="https://evil.example"></iframe></p>' },
      callAs(editor),
    );
    const stored = (
      await t.api.get<{ body: string }>(`/content/news/${news.body.data!.id}`, {}, callAs(editor))
    ).body.data!;
    expect(stored.body).toBe('<p>News</p>');
  });
});

describe('publishing', () => {
  it('moves draft → published → withdrawn, refuses no-op moves, and logs each change', async () => {
    const id = await addPolicy({ title: 'Lifecycle policy' });
    expect((await t.api.put(`/content/policy/${id}/withdraw`, {}, callAs(editor))).body.code).toBe(601);
    expect((await t.api.put(`/content/policy/${id}/publish`, {}, callAs(person))).body.code).toBe(403);
    const published = await t.api.put<{ status: string }>(
      `/content/policy/${id}/publish`,
      {},
      callAs(editor),
    );
    expect(published.body.data).toEqual({ status: 'published' });
    expect((await t.api.get(`/public/policy/${id}`, {}, callAs())).body.code).toBe(200);
    expect((await t.api.put(`/content/policy/${id}/publish`, {}, callAs(editor))).body.code).toBe(601);
    await t.api.put(`/content/policy/${id}/withdraw`, {}, callAs(editor));
    expect((await t.api.get(`/public/policy/${id}`, {}, callAs())).body.code).toBe(404);

    const [editorRow] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'editor'));
    const log = await t.deps.db
      .select()
      .from(contentStatusLog)
      .where(and(eq(contentStatusLog.kind, 'policy'), eq(contentStatusLog.targetId, id)));
    expect(log.map((l) => [l.fromStatus, l.toStatus, l.actorId])).toEqual([
      ['draft', 'published', editorRow!.id],
      ['published', 'withdrawn', editorRow!.id],
    ]);
  });
});

describe('comparison dimensions and values', () => {
  it('stores typed values per dimension and refuses values of the wrong type', async () => {
    const dims = await dimensions();
    const housing = dims.find((d) => d.type === 'amount')!;
    const settle = dims.find((d) => d.type === 'yesno')!;
    const tiers = dims.find((d) => d.type === 'list')!;
    const id = await addPolicy({
      title: 'Valued policy',
      dimensionValues: [
        { dimensionId: housing.id, value: 80 },
        { dimensionId: settle.id, value: false },
        { dimensionId: tiers.id, value: ['A', 'B'] },
      ],
    });
    const detail = (
      await t.api.get<{ dimensionValues: { dimensionId: number; value: unknown }[] }>(
        `/content/policy/${id}`,
        {},
        callAs(editor),
      )
    ).body.data!;
    const byId = new Map(detail.dimensionValues.map((v) => [v.dimensionId, v.value]));
    expect(byId.get(housing.id)).toBe(80);
    expect(byId.get(settle.id)).toBe(false);
    expect(byId.get(tiers.id)).toEqual(['A', 'B']);
    expect(detail.dimensionValues).toHaveLength(dims.length);

    const wrong = await t.api.put(
      `/content/policy/${id}`,
      { ...basePolicy, dimensionValues: [{ dimensionId: settle.id, value: 'maybe' }] },
      callAs(editor),
    );
    expect(wrong.body.code).toBe(601);
    expect(JSON.stringify(wrong.body.data)).toContain(`dimensionValues.${settle.id}`);
    const unknown = await t.api.put(
      `/content/policy/${id}`,
      { ...basePolicy, dimensionValues: [{ dimensionId: 999999, value: 'x' }] },
      callAs(editor),
    );
    expect(unknown.body.code).toBe(601);
    // The refused saves changed nothing.
    const again = (await t.api.get<{ title: string }>(`/content/policy/${id}`, {}, callAs(editor))).body
      .data!;
    expect(again.title).toBe('Valued policy');
  });

  it('compares 2–4 published policies side by side and leaves out unpublished ones', async () => {
    const list = await publicPage<TPolicy>('/public/policy/list', { level: 'city' });
    const [a, b] = list.rows;
    const draft = await addPolicy({ title: 'Draft to compare' });
    const res = await t.api.get<{
      dimensions: TDimension[];
      policies: { id: number; values: Record<string, unknown> }[];
      missing: number[];
    }>('/public/policy/compare', { ids: `${a!.id},${b!.id},${draft}` }, callAs());
    expect(res.body.code).toBe(200);
    const data = res.body.data!;
    expect(data.policies.map((p) => p.id)).toEqual([a!.id, b!.id]);
    expect(data.missing).toEqual([draft]);
    expect(data.dimensions.length).toBeGreaterThan(0);
    expect(Object.keys(data.policies[0]!.values).length).toBeGreaterThan(0);
    expect((await t.api.get('/public/policy/compare', { ids: `${a!.id}` }, callAs())).body.code).toBe(601);
    expect((await t.api.get('/public/policy/compare', { ids: '1,2,3,4,5' }, callAs())).body.code).toBe(601);
  });

  it('lets editors manage dimensions; removing one removes its values', async () => {
    const add = await t.api.post<{ id: number }>(
      '/content/dimension',
      { nameZh: '人才公寓', nameEn: 'Talent apartments', type: 'yesno', sort: 99 },
      callAs(editor),
    );
    expect(add.body.code).toBe(200);
    const dimId = add.body.data!.id;
    const policyId = await addPolicy({ dimensionValues: [{ dimensionId: dimId, value: true }] });
    expect((await t.api.del(`/content/dimension/${dimId}`, {}, callAs(editor))).body.code).toBe(200);
    const detail = (
      await t.api.get<{ dimensionValues: { dimensionId: number }[] }>(
        `/content/policy/${policyId}`,
        {},
        callAs(editor),
      )
    ).body.data!;
    expect(detail.dimensionValues.some((v) => v.dimensionId === dimId)).toBe(false);
  });
});

describe('attachments of a published policy', () => {
  it('downloads publicly only when the file is attached to a published policy', async () => {
    const [editorRow] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'editor'));
    const key = 'ab'.repeat(16);
    const bytes = Buffer.from('%PDF-1.4 test');
    const file = storagePath(t.config.filesDir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    const [row] = await t.deps.db
      .insert(files)
      .values({
        ownerId: editorRow!.id,
        kind: 'file',
        // As the editor's upload stores it: material for content.
        purpose: 'content',
        originalName: '实施细则.pdf',
        storageKey: key,
        size: bytes.length,
        mime: 'application/pdf',
        sha256: 'x',
      })
      .returning();
    const id = await addPolicy({ title: 'Policy with attachment', attachments: [`/talent/file/${row!.id}`] });
    const url = `/api/public/policy/${id}/attachment/${row!.id}`;
    // Not yet published: not served.
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('"code":404');
    await t.api.put(`/content/policy/${id}/publish`, {}, callAs(editor));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('%PDF-1.4 test');
    const detail = (
      await t.api.get<{ attachments: { id: string; name: string }[] }>(`/public/policy/${id}`, {}, callAs())
    ).body.data!;
    expect(detail.attachments).toEqual([expect.objectContaining({ id: row!.id, name: '实施细则.pdf' })]);
    // Another policy cannot be used to reach the file.
    const other = (await publicPage<TPolicy>('/public/policy/list')).rows.find((p) => p.id !== id)!;
    const probe = await t.app.inject({
      method: 'GET',
      url: `/api/public/policy/${other.id}/attachment/${row!.id}`,
    });
    expect(probe.body).toContain('"code":404');
    // Only uploaded file URLs are accepted as attachments.
    const bad = await t.api.post(
      '/content/policy',
      { ...basePolicy, attachments: ['/etc/passwd'] },
      callAs(editor),
    );
    expect(bad.body.code).toBe(601);
  });
});

describe('collections', () => {
  it('collects published items only, checks, lists and uncollects the caller’s own', async () => {
    const [policy] = (await publicPage<TPolicy>('/public/policy/list')).rows;
    const draft = await addPolicy({ title: 'Draft not collectable' });
    expect(
      (await t.api.post('/collection/add', { kind: 'policy', targetId: policy!.id }, callAs())).body.code,
    ).toBe(401);
    expect(
      (await t.api.post('/collection/add', { kind: 'policy', targetId: policy!.id }, callAs(person))).body
        .code,
    ).toBe(200);
    // Twice is fine (idempotent).
    expect(
      (await t.api.post('/collection/add', { kind: 'policy', targetId: policy!.id }, callAs(person))).body
        .code,
    ).toBe(200);
    expect(
      (await t.api.post('/collection/add', { kind: 'policy', targetId: draft }, callAs(person))).body.code,
    ).toBe(404);
    expect(
      (await t.api.post('/collection/add', { kind: 'nothing', targetId: 1 }, callAs(person))).body.code,
    ).toBe(601);

    const check = await t.api.get<{ collectedIds: number[] }>(
      '/collection/check',
      { kind: 'policy', ids: `${policy!.id},${draft}` },
      callAs(person),
    );
    expect(check.body.data!.collectedIds).toEqual([policy!.id]);
    // Someone else's collections are their own.
    const theirs = await t.api.get<{ collectedIds: number[] }>(
      '/collection/check',
      { kind: 'policy', ids: `${policy!.id}` },
      callAs(reviewer),
    );
    expect(theirs.body.data!.collectedIds).toEqual([]);

    const mine = (await t.api.get('/collection/list', { kind: 'policy' }, callAs(person)))
      .body as unknown as TPage<{
      title: string;
      available: boolean;
      link: string;
    }>;
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      title: policy!.title,
      available: true,
      link: `/policyDetail?id=${policy!.id}`,
    });

    const [demand] = (await publicPage<{ id: number }>('/public/demand/list')).rows;
    expect(
      (await t.api.post('/collection/add', { kind: 'demand', targetId: demand!.id }, callAs(person))).body
        .code,
    ).toBe(200);
    await t.api.post('/collection/remove', { kind: 'policy', targetId: policy!.id }, callAs(person));
    const after = (await t.api.get('/collection/list', { kind: 'policy' }, callAs(person)))
      .body as unknown as TPage<unknown>;
    expect(after.total).toBe(0);
  });
});

describe('portal home content', () => {
  it('serves notices and featured items that are published', async () => {
    const [policy] = (await publicPage<TPolicy>('/public/policy/list')).rows;
    const draft = await addPolicy({ title: 'Draft not featurable' });
    expect(
      (await t.api.post('/content/featured', { kind: 'policy', targetId: draft }, callAs(editor))).body.code,
    ).toBe(601);
    const featured = await t.api.post<{ id: number }>(
      '/content/featured',
      { kind: 'policy', targetId: policy!.id, label: 'Featured policy' },
      callAs(editor),
    );
    expect(featured.body.code).toBe(200);
    const twice = await t.api.post(
      '/content/featured',
      { kind: 'policy', targetId: policy!.id },
      callAs(editor),
    );
    expect(twice.body.code).toBe(601);
    const before = (
      await t.api.get<{ featured: unknown[]; notices: { title: string }[] }>(
        '/public/portalHome',
        {},
        callAs(),
      )
    ).body.data!;
    expect(before.featured).toEqual([]);
    expect(before.notices[0]!.title).toBe('关于2026年度人才住房补贴申报的通知');
    await t.api.put(`/content/featured/${featured.body.data!.id}/publish`, {}, callAs(editor));
    const after = (
      await t.api.get<{ featured: { title: string; link: string }[] }>('/public/portalHome', {}, callAs())
    ).body.data!;
    expect(after.featured).toEqual([
      expect.objectContaining({ title: 'Featured policy', link: `/policyDetail?id=${policy!.id}` }),
    ]);
    const banner = await t.api.post(
      '/content/banner',
      { title: 'Bad link', image: `/files/${'c'.repeat(32)}`, link: 'javascript:alert(1)' },
      callAs(editor),
    );
    expect(banner.body.code).toBe(601);
  });
});
