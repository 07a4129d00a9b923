import { describe, expect, it } from 'vitest';
import { breadcrumbOf } from './breadcrumb';
import { SERVER_MENU } from './menu-fixture';
import { normalizeMenu } from './menu-tree';
import type { TMenuNode } from './menu-types';

const nodes = normalizeMenu(SERVER_MENU);
const home: TMenuNode = {
  id: 'local:index',
  path: '/index',
  segment: '/index',
  title: '',
  icon: '',
  hidden: true,
  alwaysShow: false,
  noRedirect: false,
  external: false,
  component: '',
  meta: { titleKey: 'shell.home' },
  children: [],
};
const crumbs = (path: string) =>
  breadcrumbOf([home, ...nodes], path, 'shell.home').map((c) => [
    c.title ?? c.titleKey,
    c.link ? c.path : null,
  ]);

describe('breadcrumbOf', () => {
  it('starts with home, walks the real tree, and links neither noRedirect items nor the last', () => {
    expect(crumbs('/g01/g0107/g010702')).toEqual([
      ['shell.home', '/index'],
      ['My services', null],
      ['Job hunting', null],
      ['Recommended', null],
    ]);
  });

  it('does not repeat home when the route is the index', () => {
    expect(crumbs('/index')).toEqual([['shell.home', null]]);
  });

  it('takes a detail title from its {title} parameter', () => {
    expect(crumbs('/g01/g0107/g010701/detail/9/Head%20nurse').at(-1)).toEqual(['Head nurse', null]);
  });

  it('drops breadcrumb:false items and title-less wrappers', () => {
    expect(crumbs('/g01/g010105')).toEqual([
      ['shell.home', '/index'],
      ['My services', null],
    ]);
    expect(crumbs('/board')).toEqual([
      ['shell.home', '/index'],
      ['Board', null],
    ]);
  });

  it('links directories that redirect', () => {
    const linked = normalizeMenu([{ ...SERVER_MENU[1]!, redirect: undefined }]);
    expect(breadcrumbOf(linked, '/g30/g300101', 'shell.home').map((c) => c.link)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('is just home for a path outside the menu', () => {
    expect(crumbs('/elsewhere')).toEqual([['shell.home', null]]);
  });
});
