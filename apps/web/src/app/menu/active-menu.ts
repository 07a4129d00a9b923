import type { RouteMeta } from '../route-meta';
import { findMenuChain } from './menu-tree';
import type { TMenuNode } from './menu-types';

/** SHELL-BEHAVIOUR.md: the sidebar highlights `meta.activeMenu || path`. */
export const activeMenuPath = (meta: RouteMeta | undefined, pathname: string): string =>
  meta?.activeMenu || pathname;

/**
 * The node to highlight for an active path and the ids of its ancestors (the branch to open).
 * A hidden screen (a detail page) highlights its nearest visible ancestor; group markers such as
 * '/g01' resolve to that group.
 */
export function activeMenuOf(
  nodes: readonly TMenuNode[],
  activePath: string,
): { active: TMenuNode | undefined; ancestors: string[] } {
  const chain = findMenuChain(nodes, activePath);
  let end = chain.length;
  while (end > 0 && chain[end - 1]!.hidden) end--;
  const visible = chain.slice(0, end);
  return { active: visible.at(-1), ancestors: visible.slice(0, -1).map((n) => n.id) };
}
