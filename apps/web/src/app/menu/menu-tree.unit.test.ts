import { describe, expect, it } from 'vitest';
import { SERVER_MENU } from './menu-fixture';
import {
  findMenuByPath,
  findMenuChain,
  firstScreen,
  flattenMenu,
  hrefOf,
  joinPath,
  normalizeMenu,
  soleChild,
} from './menu-tree';
import type { TMenuNode } from './menu-types';

const nodes = normalizeMenu(SERVER_MENU);
const byId = (id: string) => flattenMenu(nodes).find((n) => n.id === id)!;

describe('normalizeMenu', () => {
  it('resolves full paths through three levels, keeps server names as ids', () => {
    expect(byId('menu:G010702').path).toBe('/g01/g0107/g010702');
    expect(byId('menu:G010702').segment).toBe('g010702');
    expect(byId('menu:G300101').path).toBe('/g30/g300101');
    expect(byId('menu:G01').path).toBe('/g01');
  });

  it('makes top-level Layout wrappers pathless and nests their screen at the root', () => {
    expect(byId('menu:WorkbenchLayout')).toMatchObject({ path: '/', segment: '', title: '' });
    expect(byId('menu:Board').path).toBe('/board');
  });

  it('carries the server meta into the route meta, with titleParam for {title} routes', () => {
    expect(byId('menu:G010701Detail').meta).toEqual({
      title: 'Job detail',
      activeMenu: '/g01',
      component: 'g010701/detail',
      titleParam: 'title',
    });
    expect(byId('menu:G010105').meta).toMatchObject({ noCache: true, breadcrumb: false });
    expect(byId('menu:Docs').meta).toMatchObject({
      link: 'https://www.example.com/docs',
      component: 'InnerLink',
    });
  });

  it('marks http(s)/mailto/tel entries external, with the address as path', () => {
    expect(byId('menu:GovCn')).toMatchObject({ external: true, path: 'https://www.gov.cn' });
    expect(byId('menu:Docs').external).toBe(false);
  });

  it('accepts {param} as well as :param and gives duplicate names distinct ids', () => {
    const [a, b] = normalizeMenu([
      { name: 'X', path: '/x/{id}', component: 'x/index' },
      { name: 'X', path: '/y', component: 'y/index' },
    ]);
    expect(a!.path).toBe('/x/:id');
    expect([a!.id, b!.id]).toEqual(['menu:X', 'menu:X-2']);
  });
});

describe('menu lookups', () => {
  it('joins relative and absolute paths', () => {
    expect(joinPath('/g01', 'g0107')).toBe('/g01/g0107');
    expect(joinPath('/g01', '/abs/')).toBe('/abs');
    expect(joinPath('/g01', 'mailto:a@b.c')).toBe('mailto:a@b.c');
  });

  it('finds the real chain for a path, params included', () => {
    expect(findMenuChain(nodes, '/g01/g0107/g010702').map((n) => n.id)).toEqual([
      'menu:G01',
      'menu:G0107',
      'menu:G010702',
    ]);
    expect(findMenuChain(nodes, '/g01/g0107/g010701/detail/5/Nurse').at(-1)!.id).toBe('menu:G010701Detail');
    expect(findMenuChain(nodes, '/board').map((n) => n.id)).toEqual(['menu:WorkbenchLayout', 'menu:Board']);
    expect(findMenuChain(nodes, '/g01').map((n) => n.id)).toEqual(['menu:G01']);
    expect(findMenuChain(nodes, '/nowhere')).toEqual([]);
    expect(findMenuByPath(nodes, '/g30')?.id).toBe('menu:G30');
  });

  it('shows a sole visible child in place of its parent unless alwaysShow', () => {
    // g30 has one visible child (the other is hidden).
    expect(soleChild(byId('menu:G30'))?.id).toBe('menu:G300101');
    expect(soleChild({ ...byId('menu:G30'), alwaysShow: true })).toBeUndefined();
    expect(soleChild(byId('menu:G01'))).toBeUndefined();
    expect(soleChild(byId('menu:WorkbenchLayout'))?.id).toBe('menu:Board');
    const empty: TMenuNode = { ...byId('menu:G30'), children: [{ ...byId('menu:G300199') }] };
    expect(soleChild(empty)?.id).toBe('menu:G30');
  });

  it('finds the first screen a directory can open, skipping hidden, external and parameter routes', () => {
    expect(firstScreen(byId('menu:G01'))?.id).toBe('menu:G010702');
    expect(firstScreen(byId('menu:G30'))?.id).toBe('menu:G300101');
  });

  it('adds a menu query to the link', () => {
    expect(hrefOf({ path: '/a', query: { tab: 'all', n: 2 } })).toBe('/a?tab=all&n=2');
    expect(hrefOf({ path: '/a' })).toBe('/a');
  });
});
