import { PERMISSIONS } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TRegisteredRoute } from '../src/app';
import { manifestMenus } from '../src/core/menu-rows';
import { connectDb } from '../src/db/client';
import { createTestApp, type TTestApp } from './harness';

let t: TTestApp;
let routes: TRegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  const database = connectDb(t.databaseUrl, 1);
  const built = await buildApp({ config: t.config, database, logger: false });
  routes = built.routes;
  await built.app.close();
  await database.close();
});
afterAll(() => t.close());

describe('the server and the screen manifest', () => {
  it('guards every route only with permissions the manifest declares', () => {
    const used = routes.flatMap((r) => (r.guard?.startsWith('perm:') ? r.guard.slice(5).split('|') : []));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((p) => !PERMISSIONS.has(p))).toEqual([]);
  });

  it('holds exactly the menu rows of the manifest, linked to their roles', async () => {
    const res = await t.deps.db.execute(sql`
      SELECT m.menu_key, p.menu_key AS parent, m.type, m.path, m.component, m.title_zh, m.title_en,
        m.icon, m.sort, m.hidden, m.active_menu, m.perms,
        COALESCE(array_agg(r.key ORDER BY r.key) FILTER (WHERE r.key IS NOT NULL), '{}') AS roles
      FROM menu m LEFT JOIN menu p ON p.id = m.parent_id
      LEFT JOIN role_menu rm ON rm.menu_id = m.id LEFT JOIN role r ON r.id = rm.role_id
      WHERE m.origin = 'code' AND m.retired_at IS NULL
      GROUP BY m.id, p.menu_key ORDER BY m.id`);
    const expected = manifestMenus().map((d) => ({
      menu_key: d.key,
      parent: d.parent ?? null,
      type: d.type,
      path: d.path ?? '',
      component: d.component ?? null,
      title_zh: d.titleZh,
      title_en: d.titleEn,
      icon: d.icon ?? null,
      sort: d.sort ?? 0,
      hidden: d.hidden ?? false,
      active_menu: d.activeMenu ?? null,
      perms: d.perms ?? null,
      roles: [...d.roles].sort(),
    }));
    expect(res.rows).toEqual(expected);
  });
});
