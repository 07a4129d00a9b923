import type { Location, RouteObject, UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle, RouteMeta } from '@/app/route-meta';
import { HOME_TAG } from '@/stores/tags-store';
import { affixTagsOf, refreshedTag, tagFromRoute } from './route-tag';

const handle = (meta: RouteMeta): RouteHandle => ({ meta });
const match = (id: string, meta?: RouteMeta, params: Record<string, string> = {}): UIMatch => ({
  id,
  pathname: '',
  params,
  loaderData: undefined,
  data: undefined,
  handle: meta ? handle(meta) : undefined,
});
const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: 'k',
});

describe('tagFromRoute', () => {
  it('describes the deepest route with meta, titled from the detail parameter', () => {
    const matches = [
      match('session'),
      match('g07', { title: 'Archives' }),
      match('detail', { title: 'Detail', titleParam: 'title' }, { id: '9', title: 'Li Lei' }),
    ];
    expect(tagFromRoute(matches, at('/g07/detail/9/Li%20Lei', '?tab=2'))).toEqual({
      key: '/g07/detail/9/Li%20Lei',
      path: '/g07/detail/9/Li%20Lei',
      fullPath: '/g07/detail/9/Li%20Lei?tab=2',
      name: 'detail',
      title: 'Li Lei',
      query: { tab: '2' },
      meta: { title: 'Detail', titleParam: 'title' },
    });
  });

  it('gives no tab for routes that are not back-office screens', () => {
    expect(tagFromRoute([match('root'), match('session')], at('/somewhere'))).toBeUndefined();
  });

  it('ignores a trailing slash in the key', () => {
    expect(tagFromRoute([match('a', { title: 'A' })], at('/a/'))?.key).toBe('/a');
  });
});

describe('affixTagsOf', () => {
  it('finds affix routes with fixed paths at any depth', () => {
    const routes: RouteObject[] = [
      {
        id: 'session',
        children: [
          { id: 'index', path: 'index', handle: handle({ titleKey: 'shell.home', affix: true }) },
          {
            id: 'g01',
            path: 'g01',
            children: [
              { id: 'pinned', path: 'g010105', handle: handle({ title: 'Pinned', affix: true }) },
              { id: 'detail', path: 'detail/:id', handle: handle({ title: 'No', affix: true }) },
              { id: 'plain', path: 'plain', handle: handle({ title: 'Plain' }) },
            ],
          },
        ],
      },
    ];
    expect(affixTagsOf(routes).map((t) => [t.key, t.title])).toEqual([
      ['/index', ''],
      ['/g01/g010105', 'Pinned'],
    ]);
  });
});

describe('refreshedTag', () => {
  const meta: RouteMeta = { title: 'Users' };
  const routes: RouteObject[] = [
    {
      id: 'g30',
      path: 'g30',
      handle: handle({ title: 'System' }),
      children: [{ path: 'g300101', handle: handle(meta) }],
    },
    { id: 'index', path: 'index', handle: handle({ titleKey: 'shell.home' }) },
  ];
  const tag = { key: '/g30/g300101', path: '/g30/g300101', fullPath: '/g30/g300101', name: 'x', query: {} };

  it('takes the current title of the route (a menu fetched again in another language)', () => {
    const stale = { ...tag, title: '用户管理', meta: { title: '用户管理' } };
    expect(refreshedTag(stale, routes)).toMatchObject({ title: 'Users', meta: { title: 'Users' } });
  });

  it('returns the very same tab when nothing changed, so the store is not rewritten', () => {
    const fresh = { ...tag, title: 'Users', meta: { title: 'Users' } };
    expect(refreshedTag(fresh, routes)).toBe(fresh);
  });

  it('keeps home affixed and leaves tabs without a route alone', () => {
    expect(refreshedTag(HOME_TAG, routes).meta).toEqual({ titleKey: 'shell.home', affix: true });
    const gone = { ...tag, path: '/gone', key: '/gone', title: 'Gone', meta: {} };
    expect(refreshedTag(gone, routes)).toBe(gone);
  });
});
