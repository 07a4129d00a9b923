import { useMemo } from 'react';
import { type DictTreeNode, useDictTree, useDicts } from '@/lib/dict';

const FLAT_TYPES = ['education', 'experience', 'job_type', 'salary_band', 'org_nature', 'org_scale'] as const;
type TFlatType = (typeof FLAT_TYPES)[number];

type TTreeIndex = Map<string, { label: string; parent?: string }>;

function indexTree(nodes: DictTreeNode[], into: TTreeIndex = new Map(), parent?: string): TTreeIndex {
  for (const n of nodes) {
    into.set(n.value, { label: n.label, parent });
    if (n.children) indexTree(n.children, into, n.value);
  }
  return into;
}

/**
 * Labels of the dictionary values postings carry (cached per dictionary): flat lists, and the
 * area, job-category and industry trees. A district reads "city · district". Until a dictionary
 * has loaded, a value is shown as it is.
 */
export function useLabels() {
  const flat = useDicts(FLAT_TYPES);
  const area = useDictTree('area').nodes;
  const category = useDictTree('job_category').nodes;
  const industry = useDictTree('industry').nodes;
  return useMemo(() => {
    const areas = indexTree(area);
    const categories = indexTree(category);
    const industries = indexTree(industry);
    const treeLabel = (index: TTreeIndex, code: string | null | undefined) =>
      code ? (index.get(code)?.label ?? code) : '';
    return {
      flat: (type: TFlatType, value: string | null | undefined) =>
        value ? (flat.get(type)?.find((e) => e.dictValue === value)?.dictLabel ?? value) : '',
      area: (code: string | null | undefined) => {
        const node = code ? areas.get(code) : undefined;
        if (!code || !node) return code ?? '';
        const parent = node.parent ? areas.get(node.parent) : undefined;
        // Districts show their city; cities and provinces stand alone.
        return parent && /^\d{4}(?!00)\d{2}$/.test(code) ? `${parent.label} · ${node.label}` : node.label;
      },
      category: (code: string | null | undefined) => treeLabel(categories, code),
      industry: (code: string | null | undefined) => treeLabel(industries, code),
      /** The children of a tree node (top level for none), for cascading filters. */
      children: (tree: 'area' | 'category' | 'industry', code?: string): DictTreeNode[] => {
        const roots = tree === 'area' ? area : tree === 'category' ? category : industry;
        if (!code) return roots;
        const find = (nodes: DictTreeNode[]): DictTreeNode | undefined => {
          for (const n of nodes) {
            if (n.value === code) return n;
            const hit = n.children && find(n.children);
            if (hit) return hit;
          }
          return undefined;
        };
        return find(roots)?.children ?? [];
      },
    };
  }, [flat, area, category, industry]);
}
export type Labels = ReturnType<typeof useLabels>;
