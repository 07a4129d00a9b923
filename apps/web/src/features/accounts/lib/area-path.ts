import type { AreaNode } from '../api/area';

/** The codes from the root down to `code` (empty when the tree does not hold it). */
export function areaPathOf(nodes: readonly AreaNode[], code: string | null | undefined): string[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.value === code) return [node.value];
    const below = areaPathOf(node.children ?? [], code);
    if (below.length) return [node.value, ...below];
  }
  return [];
}
