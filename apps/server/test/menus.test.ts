import { eq, inArray } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMenuDef, TModule } from '../src/core/module';
import { runSeeds } from '../src/core/seed';
import { accountRoles, accounts, menus, roleMenus, roles } from '../src/db/schema';
import { modules } from '../src/modules';
import type { TRouter } from '../src/modules/system/router-tree';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

// Menus registered only here: the foundation has no back-office screens of its own yet.
const TEST_MENUS: TMenuDef[] = [
  {
    key: 't:g01',
    type: 'M',
    path: 'g01',
    titleZh: '个人中心',
    titleEn: 'Personal centre',
    icon: 'user',
    sort: 1,
    roles: ['person'],
  },
  {
    key: 't:g0107',
    parent: 't:g01',
    type: 'M',
    path: 'g0107',
    titleZh: '求职管理',
    titleEn: 'Job hunting',
    sort: 1,
    alwaysShow: true,
    roles: ['person'],
  },
  {
    key: 't:g010702',
    parent: 't:g0107',
    type: 'C',
    path: 'g010702',
    component: 'g010702/deliver',
    titleZh: '我的投递',
    titleEn: 'My applications',
    roles: ['person'],
  },
  {
    key: 't:g01-index',
    parent: 't:g01',
    type: 'C',
    path: 'index',
    component: 'g010105/index',
    titleZh: '工作台',
    titleEn: 'Workbench',
    sort: 2,
    roles: ['person'],
  },
  {
    key: 't:g01-detail',
    parent: 't:g01',
    type: 'C',
    path: 'detail',
    component: 'g010701/detail',
    titleZh: '职位详情',
    titleEn: 'Job details',
    sort: 3,
    hidden: true,
    activeMenu: '/g01',
    roles: ['person'],
  },
  {
    key: 't:g01-guide',
    parent: 't:g01',
    type: 'C',
    path: 'guide',
    link: 'https://www.example.com/guide',
    component: 'InnerLink',
    titleZh: '使用指南',
    titleEn: 'Guide',
    sort: 4,
    roles: ['person'],
  },
  {
    key: 't:g01-button',
    parent: 't:g01',
    type: 'F',
    titleZh: '导出',
    titleEn: 'Export',
    perms: 'g01:resume:export',
    roles: ['person'],
  },
  {
    key: 't:g05',
    type: 'M',
    path: 'g05',
    titleZh: '招聘管理',
    titleEn: 'Recruitment',
    sort: 2,
    roles: ['org'],
  },
  {
    key: 't:g05-index',
    parent: 't:g05',
    type: 'C',
    path: 'index',
    component: 'g050103/index',
    titleZh: '我的职位',
    titleEn: 'My postings',
    query: { status: 'published' },
    roles: ['org'],
  },
  {
    key: 't:messages',
    type: 'C',
    path: 'g010705',
    component: 'g010705/index',
    titleZh: '消息中心',
    titleEn: 'Messages',
    sort: 3,
    roles: ['person', 'org'],
  },
  {
    key: 't:gov',
    type: 'C',
    path: 'gov',
    link: 'https://www.gov.cn',
    titleZh: '政府网站',
    titleEn: 'Government site',
    sort: 4,
    roles: ['person'],
  },
  {
    key: 't:help',
    type: 'C',
    path: 'help',
    link: 'https://help.example.com/manual',
    component: 'InnerLink',
    titleZh: '帮助手册',
    titleEn: 'Manual',
    sort: 5,
    roles: ['reviewer'],
  },
  {
    key: 't:off',
    type: 'C',
    path: 'off',
    component: 'off/index',
    titleZh: '已停用',
    titleEn: 'Disabled',
    sort: 6,
    roles: ['person'],
  },
];
const testMenus: TModule = { name: 'test-menus', menus: TEST_MENUS };

let t: TTestApp;
let person: string;
let org: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [...modules, testMenus] });
  await runSeeds(t.deps, [...modules, testMenus]);
  await t.deps.db.update(menus).set({ enabled: false }).where(eq(menus.menuKey, 't:off'));
  [person, org, admin] = await Promise.all([signInAs(t, 'person'), signInAs(t, 'org'), signInAs(t, 'admin')]);
});
afterAll(() => t.close());

const routers = async (token: string, lang = 'zh-CN') => {
  const res = await t.api.get<TRouter[]>('/system/menu/getRouters', undefined, {
    token,
    headers: { 'accept-language': lang },
  });
  expect(res.body.code).toBe(200);
  return mine(res.body.data!);
};

/** Every route of the tree, depth first. */
const flatten = (list: TRouter[]): TRouter[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);

// Only the entries registered here, so menus that feature modules add later do not disturb the test
// (a feature's tree may share a title with these, e.g. 招聘管理, but never all of them).
const TEST_TITLES = new Set(TEST_MENUS.flatMap((d) => [d.titleZh, d.titleEn]));
const mine = (tree: TRouter[]) =>
  tree.filter((top) => flatten([top]).every((r) => !r.meta || TEST_TITLES.has(r.meta.title)));
const titles = (list: TRouter[]) => flatten(list).flatMap((r) => (r.meta ? [r.meta.title] : []));

describe('GET /system/menu/getRouters', () => {
  it('refuses a caller without a session with code 401', async () => {
    const res = await t.api.get('/system/menu/getRouters');
    expect(res.body.code).toBe(401);
    const bad = await t.api.get('/system/menu/getRouters', undefined, { token: 'not-a-session' });
    expect(bad.body.code).toBe(401);
  });

  it('gives a person only the entries linked to the person role, in sort order', async () => {
    const tree = await routers(person);
    expect(tree.map((r) => r.path)).toEqual(['/g01', '/', 'https://www.gov.cn']);
    expect(titles(tree)).toEqual([
      '个人中心',
      '求职管理',
      '我的投递',
      '工作台',
      '职位详情',
      '使用指南',
      '消息中心',
      '政府网站',
    ]);
    expect(titles(tree)).not.toContain('招聘管理');
    expect(titles(tree)).not.toContain('导出');
    expect(titles(tree)).not.toContain('已停用');
  });

  it('converts a three-level tree like the classic shell', async () => {
    const [g01] = await routers(person);
    expect(g01).toMatchObject({
      path: '/g01',
      component: 'Layout',
      redirect: 'noRedirect',
      hidden: false,
      meta: { title: '个人中心', icon: 'user', noCache: false, link: null },
    });
    const [g0107, index, detail, guide] = g01!.children!;
    expect(g0107).toMatchObject({
      path: 'g0107',
      component: 'ParentView',
      alwaysShow: true,
      redirect: 'noRedirect',
    });
    expect(g0107!.children).toEqual([
      {
        name: 'G010702',
        path: 'g010702',
        hidden: false,
        component: 'g010702/deliver',
        meta: { title: '我的投递', icon: '', noCache: false, link: null },
      },
    ]);
    expect(index).toMatchObject({ path: 'index', component: 'g010105/index' });
    expect(index).not.toHaveProperty('children');
    expect(index).not.toHaveProperty('redirect');
    expect(detail).toMatchObject({ path: 'detail', hidden: true, meta: { activeMenu: '/g01' } });
    expect(guide).toMatchObject({
      path: 'example/com/guide',
      component: 'InnerLink',
      meta: { title: '使用指南', link: 'https://www.example.com/guide' },
    });
  });

  it('wraps a top-level screen in Layout and keeps an external link as the path', async () => {
    const [, wrapper, gov] = await routers(person);
    expect(wrapper).toMatchObject({ path: '/', component: 'Layout', hidden: false });
    expect(wrapper).not.toHaveProperty('meta');
    expect(wrapper!.children).toHaveLength(1);
    expect(wrapper!.children![0]).toMatchObject({
      name: 'G010705',
      path: 'g010705',
      component: 'g010705/index',
    });
    expect(gov).toMatchObject({
      path: 'https://www.gov.cn',
      meta: { title: '政府网站', link: 'https://www.gov.cn' },
    });
    expect(gov).not.toHaveProperty('children');
  });

  it('answers in English for Accept-Language en', async () => {
    expect(titles(await routers(person, 'en'))).toEqual([
      'Personal centre',
      'Job hunting',
      'My applications',
      'Workbench',
      'Job details',
      'Guide',
      'Messages',
      'Government site',
    ]);
  });

  it('gives an organisation its own entries with the query parsed', async () => {
    const tree = await routers(org);
    expect(titles(tree)).toEqual(['招聘管理', '我的职位', '消息中心']);
    expect(tree[0]!.children![0]).toMatchObject({ path: 'index', query: { status: 'published' } });
  });

  it("shows the admin the staff entries, not the screens of the person's or the organisation's own", async () => {
    const tree = await routers(admin);
    // Of the entries here only the manual is a staff role's (the reviewer's); the rest are given
    // to persons and organisations alone.
    expect(titles(tree)).toEqual(['帮助手册']);
    const help = tree.at(-1)!;
    expect(help).toMatchObject({ path: '/', component: 'Layout' });
    expect(help.children![0]).toMatchObject({
      path: 'help/example/com/manual',
      component: 'InnerLink',
      meta: { link: 'https://help.example.com/manual' },
    });
  });

  it('names the entries uniquely across the tree of an account holding several roles', async () => {
    const [account] = await t.deps.db
      .insert(accounts)
      .values({ username: 'personandorg', passwordHash: 'x', userType: UserType.person, name: '两种角色' })
      .returning({ id: accounts.id });
    const held = await t.deps.db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.key, ['person', 'org']));
    await t.deps.db.insert(accountRoles).values(held.map((r) => ({ accountId: account!.id, roleId: r.id })));
    const tree = await routers(await signInAs(t, 'personandorg'));
    const names = flatten(tree).map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    // Both screens have the path 'index': each is named with its parent's path.
    expect(names).toEqual(expect.arrayContaining(['G01Index', 'G05Index']));
    expect(names).not.toContain('Index');
  });

  it('shows the directory of a screen granted without it', async () => {
    const reviewer = await signInAs(t, 'reviewer');
    const [row] = await t.deps.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.menuKey, 't:g05-index'));
    const [role] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'reviewer'));
    await t.deps.db.insert(roleMenus).values({ roleId: role!.id, menuId: row!.id });
    expect(titles(await routers(reviewer))).toEqual(['招聘管理', '我的职位', '帮助手册']);
  });
});
