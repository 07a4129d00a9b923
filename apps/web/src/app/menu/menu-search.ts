import { hasParams, hrefOf } from './menu-tree';
import type { TMenuNode } from './menu-types';

export type TSearchEntry = {
  key: string;
  /** Where choosing it goes (an external address for external entries). */
  href: string;
  external: boolean;
  /** Titles from the top level down, e.g. ['System', 'Users']. */
  trail: string[];
};

/**
 * Every screen of the menu a user can open from a search: visible, not a directory, no path
 * parameters to fill. Hidden branches are left out with everything below them.
 */
export function searchEntries(nodes: readonly TMenuNode[]): TSearchEntry[] {
  const out: TSearchEntry[] = [];
  const walk = (list: readonly TMenuNode[], trail: string[]) => {
    for (const node of list) {
      if (node.hidden) continue;
      const here = node.title ? [...trail, node.title] : trail;
      if (node.children.length) walk(node.children, here);
      else if (here.length && (node.external || !hasParams(node.path)))
        out.push({
          key: node.id,
          href: node.external ? node.path : hrefOf(node),
          external: node.external,
          trail: here,
        });
    }
  };
  walk(nodes, []);
  return out;
}

/** Case-insensitive match on any title of the trail; every word of the query must match. */
export function matchesQuery(entry: TSearchEntry, query: string): boolean {
  const text = entry.trail.join(' ').toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
