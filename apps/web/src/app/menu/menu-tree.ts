import { matchPath } from 'react-router';
import type { RouteMeta } from '../route-meta';
import { LAYOUT, type TMenuNode, type TServerRoute } from './menu-types';

/** Menu entries that leave the app (SHELL-BEHAVIOUR.md: open in a new tab). */
export const isExternal = (path: string | null | undefined): boolean =>
  !!path && /^(?:https?:|mailto:|tel:)/i.test(path);

/** `{id}` (SPEC notation) and `:id` are both accepted; the router wants `:id`. */
const routerSyntax = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const clean = (path: string) => {
  const joined = `/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

/** Full path of a child entry: absolute paths stay, relative ones nest under the parent. */
export function joinPath(parent: string, own: string): string {
  if (isExternal(own)) return own;
  const path = routerSyntax(own);
  return path.startsWith('/') ? clean(path) : clean(`${parent}/${path}`);
}

function metaOf(route: TServerRoute, path: string): RouteMeta {
  const source = route.meta;
  const meta: RouteMeta = {};
  if (source?.title) meta.title = source.title;
  if (source?.icon) meta.icon = source.icon;
  if (source?.noCache) meta.noCache = true;
  if (source?.affix) meta.affix = true;
  if (source?.activeMenu) meta.activeMenu = source.activeMenu;
  if (source?.breadcrumb === false) meta.breadcrumb = false;
  if (source?.link) meta.link = source.link;
  if (route.component) meta.component = route.component;
  // SPEC §2.3: detail routes take their title from the {title} parameter.
  if (/(?:^|\/):title(?:\/|$)/.test(path)) meta.titleParam = 'title';
  return meta;
}

/**
 * Resolves getRouters into menu nodes with full paths and unique ids. Ids come from the server's
 * unique route names, so the same menu always yields the same route ids.
 */
export function normalizeMenu(routes: readonly TServerRoute[]): TMenuNode[] {
  const used = new Set<string>();
  const idFor = (wanted: string) => {
    let id = wanted;
    for (let i = 2; used.has(id); i++) id = `${wanted}-${i}`;
    used.add(id);
    return id;
  };
  const walk = (list: readonly TServerRoute[], parent: string): TMenuNode[] =>
    list.map((route) => {
      const external =
        isExternal(route.path) || (isExternal(route.meta?.link) && route.component !== 'InnerLink');
      const path = external ? (route.meta?.link ?? route.path) : joinPath(parent, route.path);
      const wrapper = !external && route.component === LAYOUT && path === '/';
      const meta = metaOf(route, path);
      return {
        id: idFor(`menu:${route.name || path}`),
        path,
        segment: wrapper ? '' : routerSyntax(route.path),
        title: meta.title ?? '',
        icon: meta.icon ?? '',
        hidden: !!route.hidden,
        alwaysShow: !!route.alwaysShow,
        noRedirect: route.redirect === 'noRedirect',
        external,
        component: route.component ?? '',
        ...(route.query ? { query: route.query } : {}),
        meta,
        children: walk(route.children ?? [], wrapper ? '' : path),
      };
    });
  return walk(routes, '');
}

/** Every node, depth first. */
export function flattenMenu(nodes: readonly TMenuNode[]): TMenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenu(n.children)]);
}

const hasParams = (path: string) => /(?:^|\/)[:*]/.test(path);

/** True if a route path (pattern) matches the pathname exactly. */
export function pathMatches(pattern: string, pathname: string): boolean {
  if (!hasParams(pattern)) return clean(pattern) === clean(pathname);
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Decoded params of a pathname (as the browser shows it, percent-encoded) under a pattern. */
export function paramsOf(pattern: string, pathname: string): Record<string, string | undefined> {
  const params = matchPath({ path: pattern, end: true }, pathname)?.params ?? {};
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === undefined ? v : decode(v)]));
}

/**
 * The chain of nodes from the top level down to the node whose path is `pathname` (the real tree,
 * not a flattened copy), or [] when none is. Deeper matches win; external entries never match.
 */
export function findMenuChain(nodes: readonly TMenuNode[], pathname: string): TMenuNode[] {
  for (const node of nodes) {
    if (node.external) continue;
    const below = findMenuChain(node.children, pathname);
    if (below.length) return [node, ...below];
    // Wrappers have no path of their own; a directory matches itself too (group markers, /g01).
    if (node.segment && pathMatches(node.path, pathname)) return [node];
  }
  return [];
}

/** A path (or group marker) → the node whose full path it is. */
export function findMenuByPath(nodes: readonly TMenuNode[], path: string): TMenuNode | undefined {
  return flattenMenu(nodes).find((n) => !n.external && n.segment !== '' && pathMatches(n.path, path));
}

/** Visible children (hidden entries are routable but not shown). */
export const visibleChildren = (node: TMenuNode): TMenuNode[] => node.children.filter((c) => !c.hidden);

/**
 * What the sidebar shows for a node (the classic shell's rule): a parent with exactly one visible
 * child that has no children of its own, and no `alwaysShow`, shows that child in its place; a
 * parent with none visible shows itself as a plain item. Returns the node to render as a leaf, or
 * undefined for a submenu.
 */
export function soleChild(node: TMenuNode): TMenuNode | undefined {
  if (node.alwaysShow) return undefined;
  const shown = visibleChildren(node);
  if (shown.length === 0) return node;
  if (shown.length === 1 && shown[0]!.children.length === 0) return shown[0];
  return undefined;
}

/** First screen below a node that a link can open (no parameters, not external, not hidden). */
export function firstScreen(node: TMenuNode): TMenuNode | undefined {
  for (const child of visibleChildren(node)) {
    if (child.external) continue;
    if (child.children.length) {
      const found = firstScreen(child);
      if (found) return found;
    } else if (!hasParams(child.path)) return child;
  }
  return undefined;
}

/** `path` plus the entry's fixed query (menus may carry one, e.g. {"tab":"all"}). */
export function hrefOf(node: Pick<TMenuNode, 'path' | 'query'>): string {
  if (!node.query || !Object.keys(node.query).length) return node.path;
  const search = new URLSearchParams(
    Object.entries(node.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return `${node.path}?${search.toString()}`;
}

export { hasParams };
