import { type Location, type RouteObject, type UIMatch, matchRoutes } from 'react-router';
import type { RouteHandle, RouteMeta } from '@/app/route-meta';
import { type TagView, isAffix, tagKeyOf, titleOf } from '@/stores/tags-store';

/** The meta of the deepest matched route that has one: the screen on display. */
export function deepestMeta(matches: readonly UIMatch[]): { match: UIMatch; meta: RouteMeta } | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (meta) return { match, meta };
  }
  return undefined;
}

const queryOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/** The tab of the page on display; undefined for routes that are not back-office screens (no meta). */
export function tagFromRoute(matches: readonly UIMatch[], location: Location): TagView | undefined {
  const found = deepestMeta(matches);
  if (!found) return undefined;
  const deepest = matches.at(-1)!;
  const key = tagKeyOf(location.pathname);
  return {
    key,
    path: key,
    fullPath: key + location.search,
    name: found.match.id,
    title: titleOf(found.meta, deepest.params),
    query: queryOf(location.search),
    meta: found.meta,
  };
}

/** Routes with meta.affix and a fixed path (no parameters): tabs present from the start. */
export function affixTagsOf(routes: readonly RouteObject[], parent = ''): TagView[] {
  const found: TagView[] = [];
  for (const route of routes) {
    const path = route.path?.startsWith('/')
      ? route.path
      : [parent, route.path].filter(Boolean).join('/').replace(/\/+/g, '/');
    const meta = (route.handle as RouteHandle | undefined)?.meta;
    const fullPath = path.startsWith('/') ? path : `/${path}`;
    if (meta?.affix && !/[:*]/.test(fullPath) && fullPath !== '/') {
      const key = tagKeyOf(fullPath);
      found.push({
        key,
        path: key,
        fullPath: key,
        name: route.id ?? key,
        title: titleOf(meta, {}),
        query: {},
        meta,
      });
    }
    if (route.children) found.push(...affixTagsOf(route.children, path));
  }
  return found;
}

/**
 * The tab as its route describes it now: menu titles change with the language (the menu is fetched
 * again), and tabs restored after a reload carry stale copies of their route's meta.
 */
export function refreshedTag(tag: TagView, routes: readonly RouteObject[]): TagView {
  const matches = matchRoutes([...routes], tag.path);
  if (!matches) return tag;
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i]!.route.handle as RouteHandle | undefined)?.meta;
    if (!found) continue;
    const meta = isAffix(tag) && !found.affix ? { ...found, affix: true } : found;
    const title = titleOf(meta, matches.at(-1)!.params);
    const same = title === tag.title && JSON.stringify(meta) === JSON.stringify(tag.meta);
    return same ? tag : { ...tag, title, meta };
  }
  return tag;
}
