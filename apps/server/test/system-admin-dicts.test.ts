import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/core/seed';
import { modules } from '../src/modules';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAll } from './sessions';

type TType = { type: string; tree: boolean; entries: number };
type TEntry = {
  id: number;
  value: string;
  labelEn: string;
  labelZh: string;
  children: number;
  enabled: boolean;
};
type TPublic = { dictValue: string; dictLabel: string };

let t: TTestApp;
let admin: string;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, reviewer] = (await signInAll(t, ['admin', 'reviewer'])) as [string, string];
});
afterAll(() => t.close());

const entries = async (filters: Record<string, unknown>) =>
  (await t.api.get<TEntry>('/system/dict-entry/list', { page: 1, limit: 50, ...filters }, callAs(admin)))
    .body;
const publicEducation = async () =>
  (await t.api.get<TPublic[]>('/web-auth/dict/type/education', {}, { headers: { 'accept-language': 'en' } }))
    .body.data!;
const entryOf = async (type: string, value: string) =>
  ((await entries({ dictType: type, keyword: value })).rows as TEntry[]).find((e) => e.value === value)!;
const fields = (e: TEntry, over: Record<string, unknown> = {}) => ({
  labelZh: e.labelZh,
  labelEn: e.labelEn,
  sort: 0,
  ...over,
});

describe('dictionary maintenance', () => {
  it('is for administrators only', async () => {
    expect((await t.api.get('/system/dict-type/list', {}, callAs(reviewer))).body.code).toBe(403);
    expect((await t.api.post('/system/dict-entry', {}, callAs(reviewer))).body.code).toBe(403);
  });

  it('lists the types, the trees marked, and browses a tree a level at a time or by search', async () => {
    const types = (await t.api.get<TType[]>('/system/dict-type/list', {}, callAs(admin))).body.data!;
    expect(types.find((x) => x.type === 'area')).toMatchObject({ tree: true });
    expect(types.find((x) => x.type === 'education')).toMatchObject({ tree: false, entries: 6 });
    const roots = await entries({ dictType: 'area', limit: 5 });
    expect(roots.total).toBeGreaterThan(5);
    const withChildren = (roots.rows as TEntry[]).find((e) => e.children > 0)!;
    const children = await entries({ dictType: 'area', parentValue: withChildren.value });
    expect(children.total).toBe(withChildren.children);
    const found = await entries({ dictType: 'education', keyword: 'Doctor' });
    expect((found.rows as TEntry[]).map((e) => e.value)).toEqual(['6']);
  });

  it('shows an edited label on the public dictionaries at once, and keeps it over a restart', async () => {
    await publicEducation(); // cached now
    const doctorate = await entryOf('education', '6');
    const res = await t.api.put(
      `/system/dict-entry/${doctorate.id}`,
      fields(doctorate, { labelEn: 'PhD', sort: 5, listClass: 'success' }),
      callAs(admin),
    );
    expect(res.body.code).toBe(200);
    expect((await publicEducation()).find((e) => e.dictValue === '6')!.dictLabel).toBe('PhD');
    await runSeeds(t.deps, modules);
    expect(await entryOf('education', '6')).toMatchObject({ labelEn: 'PhD', listClass: 'success' });
  });

  it('answers a browser that holds the old list with the edited one at once, then 304 again', async () => {
    const ask = (tag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/web-auth/dict/type/education',
        headers: { 'accept-language': 'en', ...(tag ? { 'if-none-match': tag } : {}) },
      });
    const first = await ask();
    const held = String(first.headers.etag);
    expect((await ask(held)).statusCode).toBe(304);
    const master = await entryOf('education', '5');
    const edited = await t.api.put(
      `/system/dict-entry/${master.id}`,
      fields(master, { labelEn: 'Master (MSc, MA)', sort: 4 }),
      callAs(admin),
    );
    expect(edited.body.code).toBe(200);
    const fresh = await ask(held);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('public, no-cache');
    const labels = (JSON.parse(fresh.body) as { data: TPublic[] }).data;
    expect(labels.find((e) => e.dictValue === '5')!.dictLabel).toBe('Master (MSc, MA)');
    expect((await ask(String(fresh.headers.etag))).statusCode).toBe(304);
  });

  it('adds an entry, refusing a taken value, an unknown parent and an unknown list style', async () => {
    const base = { dictType: 'education', labelZh: '博士后', labelEn: 'Postdoctoral', sort: 7 };
    const added = await t.api.post<{ id: number }>(
      '/system/dict-entry',
      { ...base, value: '7' },
      callAs(admin),
    );
    expect(added.body.code).toBe(200);
    expect((await publicEducation()).map((e) => e.dictValue)).toContain('7');
    const taken = await t.api.post('/system/dict-entry', { ...base, value: '7' }, callAs(admin));
    expect(taken.body).toMatchObject({
      code: 601,
      msg: 'this dictionary already has an entry with this value',
    });
    const orphan = await t.api.post(
      '/system/dict-entry',
      { ...base, value: '8', parentValue: 'nope' },
      callAs(admin),
    );
    expect(orphan.body.code).toBe(601);
    const style = await t.api.post(
      '/system/dict-entry',
      { ...base, value: '9', listClass: 'pink' },
      callAs(admin),
    );
    expect(style.body.code).toBe(601);
    const unknown = await t.api.post(
      '/system/dict-entry',
      { ...base, dictType: 'nothing', value: '1' },
      callAs(admin),
    );
    expect(unknown.body.code).not.toBe(200);
  });

  it('disables an entry: the public lists leave it out, and a restart does not bring it back', async () => {
    const added = await entryOf('education', '7');
    const res = await t.api.put(`/system/dict-entry/${added.id}/status`, { enabled: false }, callAs(admin));
    expect(res.body.code).toBe(200);
    expect((await publicEducation()).map((e) => e.dictValue)).not.toContain('7');
    const first = await entryOf('education', '1');
    await t.api.put(`/system/dict-entry/${first.id}/status`, { enabled: false }, callAs(admin));
    await runSeeds(t.deps, modules);
    expect(await entryOf('education', '1')).toMatchObject({ enabled: false });
  });
});
