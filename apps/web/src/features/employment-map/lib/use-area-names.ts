import { useMemo } from 'react';
import { type DictTreeNode, useDictTree } from '@/lib/dict';

/**
 * Names of the region's areas in the current language (the area dictionary), and the children
 * of an area: every city of the province, every district of a city, with or without postings.
 */
export function useAreaNames() {
  const { nodes } = useDictTree('area');
  return useMemo(() => {
    const index = new Map<string, DictTreeNode>();
    const visit = (list: DictTreeNode[]) => {
      for (const n of list) {
        index.set(n.value, n);
        if (n.children) visit(n.children);
      }
    };
    visit(nodes);
    return {
      ready: nodes.length > 0,
      name: (code: string) => index.get(code)?.label ?? code,
      children: (code: string) => (index.get(code)?.children ?? []).map((c) => c.value),
    };
  }, [nodes]);
}
