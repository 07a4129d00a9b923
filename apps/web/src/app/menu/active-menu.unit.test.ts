import { describe, expect, it } from 'vitest';
import { activeMenuOf, activeMenuPath } from './active-menu';
import { SERVER_MENU } from './menu-fixture';
import { normalizeMenu } from './menu-tree';

const nodes = normalizeMenu(SERVER_MENU);
const active = (path: string) => {
  const { active: node, ancestors } = activeMenuOf(nodes, path);
  return [node?.id, ancestors];
};

describe('active menu', () => {
  it('is meta.activeMenu, else the path', () => {
    expect(activeMenuPath({ activeMenu: '/g01' }, '/g01/x')).toBe('/g01');
    expect(activeMenuPath({}, '/g01/x')).toBe('/g01/x');
    expect(activeMenuPath(undefined, '/a')).toBe('/a');
  });

  it('highlights the screen and opens its branch', () => {
    expect(active('/g01/g0107/g010702')).toEqual(['menu:G010702', ['menu:G01', 'menu:G0107']]);
  });

  it('resolves a group marker to the group', () => {
    expect(active('/g01')).toEqual(['menu:G01', []]);
  });

  it('highlights the nearest visible entry for a hidden screen', () => {
    expect(active('/g01/g0107/g010701/detail/1/x')).toEqual(['menu:G0107', ['menu:G01']]);
  });

  it('highlights nothing for paths outside the menu', () => {
    expect(active('/index')).toEqual([undefined, []]);
  });
});
