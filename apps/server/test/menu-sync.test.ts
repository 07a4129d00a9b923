import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestMenus } from '../src/core/menu-rows';
import { runSeeds } from '../src/core/seed';
import { modules } from '../src/modules';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

type TRow = {
  menu_key: string;
  path: string;
  title_en: string;
  perms: string | null;
  sort: number;
  enabled: boolean;
  retired_at: string | null;
  origin: string;
};

let t: TTestApp;
const rows = async (): Promise<Map<string, TRow>> => {
  const res = await t.deps.db.execute(sql`SELECT * FROM menu`);
  return new Map((res.rows as TRow[]).map((r) => [r.menu_key, r]));
};
const rolesOf = async (key: string): Promise<{ role: string; origin: string }[]> => {
  const res = await t.deps.db.execute(sql`
    SELECT r.key AS role, rm.origin FROM role_menu rm
    JOIN role r ON r.id = rm.role_id JOIN menu m ON m.id = rm.menu_id
    WHERE m.menu_key = ${key} ORDER BY r.key`);
  return res.rows as { role: string; origin: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  // The database as a portal started with older menu definitions left it.
  await t.deps.db.execute(sql`
    UPDATE menu SET path = 'g050103-old', title_en = 'Old postings', sort = 99, perms = 'g05:job:old'
    WHERE menu_key = 'g050103'`);
  await t.deps.db.execute(sql`DELETE FROM menu WHERE menu_key IN ('g050105')`);
  await t.deps.db.execute(sql`
    INSERT INTO menu (menu_key, parent_id, type, path, component, title_zh, title_en, perms)
    SELECT 'g050199', id, 'C', 'g050199', 'g050199/index', '旧页面', 'Old screen', 'g05:old:list'
    FROM menu WHERE menu_key = 'g05'`);
  await t.deps.db.execute(sql`
    INSERT INTO role_menu (role_id, menu_id)
    SELECT r.id, m.id FROM role r, menu m WHERE r.key = 'org' AND m.menu_key = 'g050199'`);
  // The code once granted g050103 to reviewers too, and the org link went missing.
  await t.deps.db.execute(sql`
    DELETE FROM role_menu WHERE menu_id = (SELECT id FROM menu WHERE menu_key = 'g050103')`);
  await t.deps.db.execute(sql`
    INSERT INTO role_menu (role_id, menu_id)
    SELECT r.id, m.id FROM role r, menu m WHERE r.key = 'reviewer' AND m.menu_key = 'g050103'`);
  // What an administrator did: renamed a screen (recorded as overridden), granted one by hand,
  // and added an entry of their own.
  await t.deps.db.execute(sql`
    UPDATE menu SET title_en = 'Text messages', overridden = '{titleEn}' WHERE menu_key = 'g070113'`);
  await t.deps.db.execute(sql`
    INSERT INTO role_menu (role_id, menu_id, origin)
    SELECT r.id, m.id, 'admin' FROM role r, menu m WHERE r.key = 'editor' AND m.menu_key = 'g050104'`);
  await t.deps.db.execute(sql`
    INSERT INTO menu (menu_key, parent_id, type, path, link, component, title_zh, title_en, origin)
    SELECT 'admin:guide', id, 'C', 'guide', 'https://example.com/guide', 'InnerLink', '指南', 'Guide', 'admin'
    FROM menu WHERE menu_key = 'g05'`);
  await runSeeds(t.deps, modules);
});
afterAll(() => t.close());

describe('menus stay in step with the code on every start', () => {
  it('updates a changed entry and adds a missing one', async () => {
    const all = await rows();
    expect(all.get('g050103')).toMatchObject({
      path: 'g050103',
      title_en: 'My postings',
      sort: 10,
      perms: 'g05:job:list',
      enabled: true,
    });
    expect(all.get('g050105')).toMatchObject({ path: 'g050105', perms: 'g05:interview:list', enabled: true });
    expect(await rolesOf('g050105')).toEqual([{ role: 'org', origin: 'code' }]);
  });

  it('retires an entry the code no longer defines, keeping its row and links', async () => {
    const old = (await rows()).get('g050199');
    expect(old).toMatchObject({ enabled: false, origin: 'code' });
    expect(old!.retired_at).not.toBeNull();
    expect(await rolesOf('g050199')).toEqual([{ role: 'org', origin: 'code' }]);
  });

  it("keeps the code roles' links in step and what an administrator did", async () => {
    expect(await rolesOf('g050103')).toEqual([{ role: 'org', origin: 'code' }]);
    expect(await rolesOf('g050104')).toEqual([
      { role: 'editor', origin: 'admin' },
      { role: 'org', origin: 'code' },
    ]);
    const all = await rows();
    expect(all.get('g070113')).toMatchObject({ title_en: 'Text messages', perms: 'g07:sms:list' });
    expect(all.get('admin:guide')).toMatchObject({ enabled: true, origin: 'admin', retired_at: null });
  });

  it('serves the new definitions: the menu and the permissions of the organisation', async () => {
    const token = await signInAs(t, 'org');
    const info = await t.api.get<{ permissions: string[] }>('/web-auth/getUserInfo', {}, { token });
    expect(info.body.data!.permissions).toEqual(
      expect.arrayContaining(['g05:job:list', 'g05:interview:list']),
    );
    expect(info.body.data!.permissions).not.toContain('g05:job:old');
    expect(info.body.data!.permissions).not.toContain('g05:old:list');
    const routers = await t.api.get<{ path: string; children?: { path: string }[] }[]>(
      '/system/menu/getRouters',
      {},
      { token, headers: { 'accept-language': 'en' } },
    );
    const g05 = routers.body.data!.find((r) => r.path === '/g05');
    expect(g05!.children!.map((c) => c.path)).toEqual(expect.arrayContaining(['g050103', 'g050105']));
    expect(g05!.children!.map((c) => c.path)).not.toContain('g050199');
  });

  it('changes nothing on a second start, and brings a retired entry back when the code defines it again', async () => {
    const before = await rows();
    await runSeeds(t.deps, modules);
    expect(await rows()).toEqual(before);
    const back = manifestMenus();
    const g05 = back.find((d) => d.key === 'g050103')!;
    await runSeeds(t.deps, [
      ...modules,
      { name: 'returning', menus: [{ ...g05, key: 'g050199', path: 'g050199', roles: ['org'] }] },
    ]);
    expect((await rows()).get('g050199')).toMatchObject({
      enabled: true,
      retired_at: null,
      perms: 'g05:job:list',
    });
  });

  it('writes exactly the rows of the manifest, but for what an administrator overrode', async () => {
    const all = await rows();
    for (const d of manifestMenus().filter((m) => m.key !== 'g070113'))
      expect(all.get(d.key), d.key).toMatchObject({
        path: d.path ?? '',
        title_en: d.titleEn,
        perms: d.perms ?? null,
        sort: d.sort ?? 0,
      });
  });
});
