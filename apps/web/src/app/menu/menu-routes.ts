import { type LazyRouteFunction, type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../route-meta';
import { firstScreen } from './menu-tree';
import { INNER_LINK, LAYOUT, PARENT_VIEW, type TMenuNode } from './menu-types';

type Lazy = LazyRouteFunction<RouteObject>;

/** How component keys become route modules; injected so tests need no real screens. */
export type TRouteResolvers = {
  /** A lazily loaded screen for a component key (the screen registry; unknown keys included). */
  screen: (key: string) => Lazy;
  /** The iframe page of InnerLink entries. */
  innerLink: Lazy;
  /** Shown for a screen entry without any component (a menu row missing its key). */
  unavailable: Lazy;
  /** Briefly rendered while a directory's index redirects to its first screen. */
  redirecting: Lazy;
};

const isContainer = (node: TMenuNode) => node.component === LAYOUT || node.component === PARENT_VIEW;

/**
 * Turns the menu into routes of the back-office layout (SHELL-BEHAVIOUR.md "Routing"): Layout and
 * ParentView entries become nesting routes that render their child (the shell itself is the
 * session route around them, so three-level menus nest as they are, without flattening);
 * InnerLink entries the iframe page; anything else the screen of its component key. External
 * entries are not routes. A directory's own path redirects to its first screen. Every route has
 * a stable id and `handle.meta`.
 */
export function menuToRoutes(nodes: readonly TMenuNode[], resolve: TRouteResolvers): RouteObject[] {
  const convert = (node: TMenuNode, parentPath: string): RouteObject | undefined => {
    if (node.external) return undefined;
    const handle: RouteHandle = { meta: node.meta };
    // The router nests paths: an absolute child path must sit under its parent's path.
    const path =
      node.segment === ''
        ? undefined
        : node.segment.startsWith('/')
          ? relativeTo(parentPath, node.path)
          : node.segment;
    if (path === null) {
      console.error(`menu route ${node.path} is not below ${parentPath}; left out`);
      return undefined;
    }
    const base = { id: node.id, ...(path === undefined ? {} : { path }), handle };
    if (isContainer(node) && node.children.length) {
      const children = node.children
        .map((c) => convert(c, node.segment === '' ? parentPath : node.path))
        .filter((r): r is RouteObject => !!r);
      const first = node.segment === '' ? undefined : firstScreen(node);
      if (first)
        children.unshift({
          id: `${node.id}:index`,
          index: true,
          loader: () => redirect(first.path),
          lazy: resolve.redirecting,
        });
      return { ...base, children };
    }
    if (node.component === INNER_LINK && node.meta.link) return { ...base, lazy: resolve.innerLink };
    if (!node.component || isContainer(node)) return { ...base, lazy: resolve.unavailable };
    return { ...base, lazy: resolve.screen(node.component) };
  };
  return nodes.map((n) => convert(n, '')).filter((r): r is RouteObject => !!r);
}

/** '/a/b/c' under '/a' → 'b/c'; null when the path is not below its parent (a broken menu row). */
function relativeTo(parentPath: string, path: string): string | null {
  if (!parentPath || parentPath === '/') return path;
  return path.startsWith(`${parentPath}/`) ? path.slice(parentPath.length + 1) : null;
}
