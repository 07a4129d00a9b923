import { describe, expect, it } from 'vitest';
import {
  buildRouters,
  innerLinkPath,
  resolveMenuLink,
  routeName,
  visibleMenus,
  withoutEmptyDirectories,
  type TMenuRow,
} from './router-tree';

let nextId = 1;
const row = (over: Partial<TMenuRow> & Pick<TMenuRow, 'type'>): TMenuRow => ({
  id: nextId++,
  parentId: null,
  path: '',
  component: null,
  query: null,
  titleZh: '标题',
  titleEn: 'Title',
  icon: null,
  sort: 0,
  hidden: false,
  link: null,
  noCache: false,
  affix: false,
  alwaysShow: false,
  activeMenu: null,
  breadcrumb: true,
  ...over,
});

describe('buildRouters', () => {
  it('leaves out directories with no screen below them', () => {
    const empty = row({ type: 'M', path: 'g21' });
    const emptyChild = row({ type: 'M', path: 'g2101', parentId: empty.id });
    const full = row({ type: 'M', path: 'g30' });
    const nested = row({ type: 'M', path: 'g3001', parentId: full.id });
    const screen = row({ type: 'C', path: 'g300101', parentId: nested.id, component: 'g300101/index' });
    const tree = buildRouters(withoutEmptyDirectories([empty, emptyChild, full, nested, screen]), 'en');
    expect(tree.map((r) => r.path)).toEqual(['/g30']);
    expect(tree[0]!.children?.[0]?.children?.[0]?.component).toBe('g300101/index');
  });

  it('gives a top-level directory Layout and /path, nested directories ParentView, three levels deep', () => {
    const g01 = row({
      type: 'M',
      path: 'g01',
      titleZh: '个人中心',
      titleEn: 'Personal centre',
      icon: 'user',
    });
    const g0107 = row({
      type: 'M',
      path: 'g0107',
      parentId: g01.id,
      titleZh: '求职',
      titleEn: 'Job hunting',
    });
    const screen = row({ type: 'C', path: 'g010702', parentId: g0107.id, component: 'g010702/recommend' });
    const [top] = buildRouters([screen, g0107, g01], 'zh-CN');
    expect(top).toMatchObject({
      name: 'G01',
      path: '/g01',
      component: 'Layout',
      hidden: false,
      redirect: 'noRedirect',
      meta: { title: '个人中心', icon: 'user', noCache: false, link: null },
    });
    expect(top!.alwaysShow).toBeUndefined();
    const mid = top!.children![0]!;
    expect(mid).toMatchObject({
      name: 'G0107',
      path: 'g0107',
      component: 'ParentView',
      redirect: 'noRedirect',
    });
    expect(mid.children).toEqual([
      {
        name: 'G010702',
        path: 'g010702',
        hidden: false,
        component: 'g010702/recommend',
        meta: { title: '标题', icon: '', noCache: false, link: null },
      },
    ]);
  });

  it('picks the English titles for en', () => {
    const dir = row({ type: 'M', path: 'g02', titleZh: '人才项目', titleEn: 'Talent programmes' });
    expect(buildRouters([dir], 'en')[0]!.meta!.title).toBe('Talent programmes');
    expect(buildRouters([dir], 'zh-CN')[0]!.meta!.title).toBe('人才项目');
  });

  it('drops children and redirect of a childless directory, sets alwaysShow only when asked', () => {
    const empty = row({ type: 'M', path: 'empty', alwaysShow: true });
    const full = row({ type: 'M', path: 'full', alwaysShow: true });
    const kid = row({ type: 'C', path: 'kid', parentId: full.id, component: 'kid/index' });
    const [a, b] = buildRouters([empty, full, kid], 'en');
    expect(a).not.toHaveProperty('children');
    expect(a).not.toHaveProperty('redirect');
    expect(a).not.toHaveProperty('alwaysShow');
    expect(b).toMatchObject({ alwaysShow: true, redirect: 'noRedirect' });
  });

  it('wraps a top-level screen in a Layout parent with the screen as its only child', () => {
    const screen = row({
      type: 'C',
      path: 'workbench',
      component: 'g010105/index',
      hidden: true,
      affix: true,
    });
    const [wrapper] = buildRouters([screen], 'en');
    expect(wrapper).toEqual({
      name: 'WorkbenchLayout',
      path: '/',
      hidden: true,
      component: 'Layout',
      children: [
        {
          name: 'Workbench',
          path: 'workbench',
          hidden: false,
          component: 'g010105/index',
          meta: { title: 'Title', icon: '', noCache: false, link: null, affix: true },
        },
      ],
    });
  });

  it('turns InnerLink entries into iframe routes, wrapped at the top level', () => {
    const top = row({
      type: 'C',
      link: 'https://www.example.com/docs?x=1',
      component: 'InnerLink',
      path: 'docs',
    });
    const dir = row({ type: 'M', path: 'help' });
    const nested = row({
      type: 'C',
      parentId: dir.id,
      link: 'http://gov.example.cn:8080/a',
      component: 'InnerLink',
      hidden: true,
    });
    const [wrapper, helpDir] = buildRouters([top, dir, nested], 'en');
    expect(wrapper).toMatchObject({ path: '/', component: 'Layout' });
    expect(wrapper!.children![0]).toMatchObject({
      path: 'example/com/docs',
      component: 'InnerLink',
      hidden: false,
      meta: { link: 'https://www.example.com/docs?x=1' },
    });
    expect(helpDir!.children![0]).toMatchObject({
      name: 'GovExampleCn8080A',
      path: 'gov/example/cn/8080/a',
      component: 'InnerLink',
      hidden: true,
      meta: { link: 'http://gov.example.cn:8080/a' },
    });
  });

  it("keeps links to this portal ('/…') as paths, for the browser to put on the address it uses", () => {
    const dir = row({ type: 'M', path: 'g20' });
    const preview = row({
      type: 'C',
      parentId: dir.id,
      link: '/rcwb/recruitment/zoneHome',
      component: 'InnerLink',
    });
    const [g20] = buildRouters([dir, preview], 'en');
    expect(g20!.children![0]).toMatchObject({
      path: 'rcwb/recruitment/zoneHome',
      component: 'InnerLink',
      meta: { link: '/rcwb/recruitment/zoneHome' },
    });
  });

  it('leaves absolute and protocol-relative links alone', () => {
    expect(resolveMenuLink('https://www.gov.cn/x')).toBe('https://www.gov.cn/x');
    expect(resolveMenuLink('//cdn.example.com/x')).toBe('//cdn.example.com/x');
    expect(resolveMenuLink('  ')).toBeNull();
    expect(resolveMenuLink(null)).toBeNull();
  });

  it('makes other http(s), mailto and tel links external entries whose path is the link', () => {
    const ext = row({ type: 'C', link: 'https://www.gov.cn', path: 'gov' });
    const mail = row({ type: 'C', link: 'mailto:help@example.com', path: 'mail' });
    const [a, b] = buildRouters([ext, mail], 'en');
    expect(a).toMatchObject({
      path: 'https://www.gov.cn',
      component: 'Layout',
      meta: { link: 'https://www.gov.cn' },
    });
    expect(a).not.toHaveProperty('children');
    expect(b).toMatchObject({ path: 'mailto:help@example.com', meta: { link: 'mailto:help@example.com' } });
  });

  it('names routes uniquely when menus share a path, using the parent path', () => {
    const g01 = row({ type: 'M', path: 'g01' });
    const g05 = row({ type: 'M', path: 'g05' });
    const a = row({ type: 'C', path: 'index', parentId: g01.id, component: 'g01/index' });
    const b = row({ type: 'C', path: 'index', parentId: g05.id, component: 'g05/index' });
    const twin = row({ type: 'C', path: 'index', parentId: g05.id, component: 'g05/other' });
    const tree = buildRouters([g01, g05, a, b, twin], 'en');
    const names = tree.flatMap((r) => [r.name, ...(r.children ?? []).map((c) => c.name)]);
    expect(names).toEqual(['G01', 'G01Index', 'G05', 'G05Index', 'G05Index2']);
  });

  it('orders siblings by sort, then id, and carries query, activeMenu, breadcrumb and noCache', () => {
    const second = row({ type: 'M', path: 'second', sort: 2 });
    const first = row({
      type: 'M',
      path: 'first',
      sort: 1,
      query: '{"tab":"all"}',
      activeMenu: '/g07',
      breadcrumb: false,
      noCache: true,
    });
    const broken = row({ type: 'M', path: 'third', sort: 3, query: 'not json' });
    const [a, b, c] = buildRouters([second, broken, first], 'en');
    expect(a).toMatchObject({
      path: '/first',
      query: { tab: 'all' },
      meta: { activeMenu: '/g07', breadcrumb: false, noCache: true },
    });
    expect(b!.path).toBe('/second');
    expect(c).not.toHaveProperty('query');
  });

  it('leaves out buttons and entries whose parent is not visible', () => {
    const dir = row({ type: 'M', path: 'g05' });
    const button = row({ type: 'F', parentId: dir.id });
    const orphan = row({ type: 'C', path: 'lost', parentId: 99999, component: 'x/index' });
    const tree = buildRouters([dir, button, orphan], 'en');
    expect(tree).toHaveLength(1);
    expect(tree[0]).not.toHaveProperty('children');
  });
});

describe('visibleMenus', () => {
  it('adds the ancestors of granted entries and nothing else', () => {
    const top = row({ type: 'M', path: 'a' });
    const mid = row({ type: 'M', path: 'b', parentId: top.id });
    const leaf = row({ type: 'C', path: 'c', parentId: mid.id });
    const other = row({ type: 'C', path: 'd' });
    expect(visibleMenus([top, mid, leaf, other], new Set([leaf.id])).map((r) => r.path)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(visibleMenus([top, mid, leaf, other], new Set())).toEqual([]);
  });
});

describe('helpers', () => {
  it('derives inner-link paths like the classic shell', () => {
    expect(innerLinkPath('https://www.ruoyi.vip')).toBe('ruoyi/vip');
    expect(innerLinkPath('http://example.com:8080/x/y/#top')).toBe('example/com/8080/x/y');
  });

  it('capitalises path words into names', () => {
    expect(routeName(['g05', 'index'])).toBe('G05Index');
    expect(routeName(['collect_JL'])).toBe('CollectJL');
    expect(routeName([''])).toBe('Route');
  });
});
