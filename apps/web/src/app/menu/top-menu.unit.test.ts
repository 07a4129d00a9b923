import { describe, expect, it } from 'vitest';
import { SERVER_MENU } from './menu-fixture';
import { normalizeMenu } from './menu-tree';
import {
  DEFAULT_TOP_MENU_COUNT,
  activeTopPath,
  sidebarForTop,
  splitTopMenu,
  topMenuCount,
  topMenuItems,
} from './top-menu';

describe('top menu', () => {
  it('shows floor(bodyWidth / 3 / 85) items', () => {
    expect(topMenuCount(1920)).toBe(7);
    expect(topMenuCount(1600)).toBe(6);
    expect(topMenuCount(1440)).toBe(5);
    expect(topMenuCount(1366)).toBe(5);
    expect(topMenuCount(1280)).toBe(5);
  });

  it('never fewer than one, and 5 before the width is known', () => {
    expect(topMenuCount(200)).toBe(1);
    expect(topMenuCount(0)).toBe(1);
    expect(topMenuCount(undefined)).toBe(DEFAULT_TOP_MENU_COUNT);
    expect(DEFAULT_TOP_MENU_COUNT).toBe(5);
  });

  it('puts the rest under more menus', () => {
    expect(splitTopMenu([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: [4] });
    expect(splitTopMenu([1, 2], 5)).toEqual({ shown: [1, 2], more: [] });
  });

  it('lists top-level entries, a wrapper as the screen it wraps', () => {
    expect(topMenuItems(normalizeMenu(SERVER_MENU)).map((n) => n.path)).toEqual(['/g01', '/g30', '/board']);
  });

  it('activates /a for /a/b and hides the sidebar on full-width screens', () => {
    const nodes = normalizeMenu(SERVER_MENU);
    expect(activeTopPath('/g30/g300101')).toBe('/g30');
    expect(activeTopPath('/g01/g0107/g010702')).toBe('/g01');
    expect(sidebarForTop(nodes, '/g30').map((n) => n.path)).toEqual(['/g30/g300101', '/g30/g300199']);
    for (const path of ['/index', '/user/profile', '/board']) {
      expect(sidebarForTop(nodes, activeTopPath(path))).toEqual([]);
    }
  });
});
