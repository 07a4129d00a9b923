import { HOME_PATH } from './breadcrumb';
import { visibleChildren } from './menu-tree';
import type { TMenuNode } from './menu-types';

/** SPEC §9: visible top-menu items before the body width is known. */
export const DEFAULT_TOP_MENU_COUNT = 5;
const ITEM_WIDTH = 85;

/** SPEC §2.4: a third of the body width divided by 85, at least one. */
export const topMenuCount = (bodyWidth: number | undefined): number =>
  bodyWidth === undefined || !Number.isFinite(bodyWidth)
    ? DEFAULT_TOP_MENU_COUNT
    : Math.max(1, Math.floor(bodyWidth / 3 / ITEM_WIDTH));

/** Top-level entries of the top menu; a Layout wrapper shows the screen it wraps. */
export function topMenuItems(nodes: readonly TMenuNode[]): TMenuNode[] {
  return nodes
    .filter((n) => !n.hidden)
    .flatMap((n) => (n.segment === '' ? visibleChildren(n).slice(0, 1) : [n]));
}

/** The first `count` items are shown; the rest go under 'more menus'. */
export function splitTopMenu<T>(items: readonly T[], count: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, count), more: items.slice(count) };
}

/** Screens that fill the page in top-nav mode: no sidebar next to them. */
const FULL_WIDTH = new Set([HOME_PATH, '/user/profile', '/user/password']);

/**
 * The top item a path belongs to (`/a/b` → `/a`), as the classic top nav picks it; a one-segment
 * path or a full-width screen is its own item.
 */
export function activeTopPath(pathname: string): string {
  if (FULL_WIDTH.has(pathname)) return pathname;
  const second = pathname.indexOf('/', 1);
  return second > 0 ? pathname.slice(0, second) : pathname;
}

/** The sidebar of top-nav mode: the children of the chosen top item (none → no sidebar). */
export function sidebarForTop(nodes: readonly TMenuNode[], topPath: string): TMenuNode[] {
  const top = nodes.find((n) => n.segment !== '' && !n.external && n.path === topPath);
  return top ? top.children : [];
}
