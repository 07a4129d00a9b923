import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_MENU } from './menu-fixture';
import { menuToRoutes } from './menu-routes';
import { normalizeMenu } from './menu-tree';

const screenLazy = vi.fn((key: string) => Object.assign(async () => ({}), { key }));
const resolvers = {
  screen: screenLazy,
  innerLink: Object.assign(async () => ({}), { key: 'inner-link' }),
  unavailable: Object.assign(async () => ({}), { key: 'unavailable' }),
  redirecting: Object.assign(async () => ({}), { key: 'redirecting' }),
};

/** [id, path or 'index', lazy key, children] for easy reading. */
type Shape =
  | [string, string | undefined, string | undefined]
  | [string, string | undefined, string | undefined, Shape[]];
const shape = (routes: RouteObject[]): Shape[] =>
  routes.map((r): Shape => {
    const lazyKey = (r.lazy as unknown as { key?: string } | undefined)?.key;
    const id = r.id ?? '';
    const path = r.index ? 'index' : r.path;
    return r.children ? [id, path, lazyKey, shape(r.children)] : [id, path, lazyKey];
  });

describe('menuToRoutes', () => {
  it('nests the menu as it is: Layout and ParentView render their children, screens their key', () => {
    expect(shape(menuToRoutes(normalizeMenu(SERVER_MENU), resolvers))).toEqual([
      [
        'menu:G01',
        '/g01',
        undefined,
        [
          ['menu:G01:index', 'index', 'redirecting'],
          [
            'menu:G0107',
            'g0107',
            undefined,
            [
              ['menu:G0107:index', 'index', 'redirecting'],
              ['menu:G010702', 'g010702', 'g010702/recommend'],
              ['menu:G010701Detail', 'g010701/detail/:id/:title', 'g010701/detail'],
            ],
          ],
          ['menu:G010105', 'g010105', 'g010105/index'],
          ['menu:Docs', 'example/com/docs', 'inner-link'],
          // the external entry is no route
        ],
      ],
      [
        'menu:G30',
        '/g30',
        undefined,
        [
          ['menu:G30:index', 'index', 'redirecting'],
          ['menu:G300101', 'g300101', 'g300101/index'],
          ['menu:G300199', 'g300199', 'no-such/screen'],
        ],
      ],
      // a top-level screen's Layout wrapper is pathless: the screen sits at /board
      ['menu:WorkbenchLayout', undefined, undefined, [['menu:Board', 'board', 'board/index']]],
    ]);
  });

  it('gives every route its meta as handle', () => {
    const [g01] = menuToRoutes(normalizeMenu(SERVER_MENU), resolvers);
    expect(g01!.handle).toEqual({ meta: { title: 'My services', icon: 'user', component: 'Layout' } });
  });

  it('serves an entry without component or a childless directory with the unavailable page', () => {
    const routes = menuToRoutes(
      normalizeMenu([
        { name: 'A', path: '/a', component: '' },
        { name: 'B', path: '/b', component: 'Layout' },
      ]),
      resolvers,
    );
    expect(shape(routes)).toEqual([
      ['menu:A', '/a', 'unavailable'],
      ['menu:B', '/b', 'unavailable'],
    ]);
  });

  it('leaves out a child whose absolute path is not below its parent instead of breaking the router', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = menuToRoutes(
      normalizeMenu([
        {
          name: 'A',
          path: '/a',
          component: 'Layout',
          children: [
            { name: 'In', path: '/a/in', component: 'in/index' },
            { name: 'Out', path: '/elsewhere', component: 'out/index' },
          ],
        },
      ]),
      resolvers,
    );
    const [, , , children = []] = shape(routes)[0]!;
    expect(children.map((r) => r[1])).toEqual(['index', 'in']);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
