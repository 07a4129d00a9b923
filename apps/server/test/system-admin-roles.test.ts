import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/core/seed';
import { accounts } from '../src/db/schema';
import { modules } from '../src/modules';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAll, signInAs } from './sessions';
import { waitForOperation } from './audit-helpers';

type TNode = {
  id: number;
  parentId: number | null;
  key: string;
  type: string;
  title: string;
  perms: string | null;
};
type TTree = { editable: boolean; nodes: TNode[]; checked: number[]; essential: number[] };
type TRole = { id: number; key: string; enabled: boolean; builtIn: boolean; users: number };

let t: TTestApp;
let admin: string;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, reviewer] = (await signInAll(t, ['admin', 'reviewer'])) as [string, string];
});
afterAll(() => t.close());

const roleList = async () =>
  (await t.api.get<TRole>('/system/role/list', { page: 1, limit: 100 }, callAs(admin))).body.rows as TRole[];
const roleId = async (key: string) => (await roleList()).find((r) => r.key === key)!.id;
const treeOf = async (id: number) =>
  (await t.api.get<TTree>(`/system/role/${id}/menus`, {}, callAs(admin))).body.data!;
const permissionsOf = async (username: string) => {
  const token = await signInAs(t, username);
  return (await t.api.get<{ permissions: string[] }>('/web-auth/getUserInfo', {}, { token })).body.data!
    .permissions;
};
const setMenus = (id: number, menuIds: number[]) =>
  t.api.put(`/system/role/${id}/menus`, { menuIds }, callAs(admin));

describe('roles and their permissions', () => {
  it('are for administrators only', async () => {
    expect((await t.api.get('/system/role/list', {}, callAs(reviewer))).body.code).toBe(403);
    expect((await t.api.put(`/system/role/1/menus`, { menuIds: [] }, callAs(reviewer))).body.code).toBe(403);
    const roles = await roleList();
    expect(roles.find((r) => r.key === 'admin')).toMatchObject({ builtIn: true, enabled: true });
  });

  it('creates a role, refusing a taken or malformed key', async () => {
    const made = await t.api.post<{ id: number }>(
      '/system/role',
      { key: 'fair_helper', nameZh: '招聘会助理', nameEn: 'Fair helper' },
      callAs(admin),
    );
    expect(made.body.code).toBe(200);
    const again = await t.api.post(
      '/system/role',
      { key: 'fair_helper', nameZh: '重复', nameEn: 'Again' },
      callAs(admin),
    );
    expect(again.body).toMatchObject({ code: 601, msg: 'a role with this key already exists' });
    const bad = await t.api.post<{ fields: Record<string, string> }>(
      '/system/role',
      { key: 'Has Space', nameZh: '坏', nameEn: 'Bad' },
      callAs(admin),
    );
    expect(bad.body.code).toBe(601);
    await waitForOperation(
      t.deps.db,
      (r) => r.actionKey === 'create' && r.objectKind === 'role' && r.objectName === '招聘会助理',
    );
  });

  it('gives a role a button permission that its holders then have', async () => {
    const id = await roleId('fair_helper');
    const tree = await treeOf(id);
    expect(tree).toMatchObject({ editable: true, checked: [], essential: [] });
    const pick = (key: string) => tree.nodes.find((n) => n.key === key)!.id;
    const res = await setMenus(id, [pick('g07'), pick('g070105'), pick('g070105:reply')]);
    expect(res.body.code).toBe(200);
    const [editor] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'editor'));
    const assigned = await t.api.put(
      `/system/user/${editor!.id}/roles`,
      { roles: ['editor', 'fair_helper'] },
      callAs(admin),
    );
    expect(assigned.body.code).toBe(200);
    expect(await permissionsOf('editor')).toEqual(
      expect.arrayContaining(['g07:complaint:list', 'g07:complaint:reply']),
    );
    await waitForOperation(
      t.deps.db,
      (r) => r.actionKey === 'changePermissions' && r.objectId === String(id),
    );
  });

  it('takes a code grant away from a built-in role and keeps what the code gives it alone', async () => {
    const id = await roleId('reviewer');
    const tree = await treeOf(id);
    const reply = tree.nodes.find((n) => n.key === 'g070105:reply')!.id;
    expect(tree.checked).toContain(reply);
    expect(tree.essential).toEqual([]);
    expect(
      (
        await setMenus(
          id,
          tree.checked.filter((m) => m !== reply),
        )
      ).body.code,
    ).toBe(200);
    expect(await permissionsOf('reviewer')).not.toContain('g07:complaint:reply');

    const person = await treeOf(await roleId('person'));
    expect(person.essential.length).toBeGreaterThan(0);
    const refused = await setMenus(
      await roleId('person'),
      person.checked.filter((m) => m !== person.essential[0]),
    );
    expect(refused.body.code).toBe(601);
    expect(refused.body.msg).toContain('cannot be taken from this built-in role');
  });

  it("refuses to change the administrator's permissions or to give the audit logs away", async () => {
    const adminTree = await treeOf(await roleId('admin'));
    expect(adminTree.editable).toBe(false);
    expect((await setMenus(await roleId('admin'), [])).body.code).toBe(601);
    const id = await roleId('fair_helper');
    const audit = (await treeOf(id)).nodes.find((n) => n.key === 'g070112')!.id;
    const res = await setMenus(id, [audit]);
    expect(res.body).toMatchObject({ code: 601 });
    expect(res.body.msg).toContain('separation of duties');
  });

  it("keeps the administrator's grants and revocations over a restart", async () => {
    await runSeeds(t.deps, modules);
    expect(await permissionsOf('reviewer')).not.toContain('g07:complaint:reply');
    expect(await permissionsOf('editor')).toEqual(expect.arrayContaining(['g07:complaint:reply']));
    // The code's other grants to the reviewer are still there.
    expect(await permissionsOf('reviewer')).toContain('g07:complaint:list');
  });

  it('disables a role (it grants nothing then) but never a built-in one', async () => {
    const id = await roleId('fair_helper');
    expect((await t.api.put(`/system/role/${id}/status`, { enabled: false }, callAs(admin))).body.code).toBe(
      200,
    );
    expect(await permissionsOf('editor')).not.toContain('g07:complaint:reply');
    const builtIn = await t.api.put(
      `/system/role/${await roleId('reviewer')}/status`,
      { enabled: false },
      callAs(admin),
    );
    expect(builtIn.body.code).toBe(601);
    expect((await t.api.put(`/system/role/${id}/status`, { enabled: true }, callAs(admin))).body.code).toBe(
      200,
    );
    expect(await permissionsOf('editor')).toContain('g07:complaint:reply');
  });
});
