import { useMemo } from 'react';
import {
  type DictPath,
  type DictTreeNode,
  placeName,
  useDictNames,
  useDictTree,
  useDictsState,
  usePlaceNames,
} from '@/lib/dict';

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

type TCodes = readonly (string | null | undefined)[];

/**
 * Labels of the dictionary values postings carry (cached per dictionary): flat lists, and the
 * area, job-category and industry trees. A district reads "city · district". Until a dictionary
 * has loaded, a value is shown as it is; `pending` says so, for lists that would rather wait than
 * grow when the names replace the codes (a longer line wraps and pushes what is below it).
 *
 * `shown`: the tree codes the page shows. Given, just those are named (requests of a few hundred
 * bytes, batched across the page's components) instead of reading whole trees (some 3,500 places,
 * and 14–15 KB each for categories and industries), which public pages cannot afford on a phone;
 * `children()` then offers nothing.
 */
export function useLabels(shown?: { areas: TCodes; categories?: TCodes; industries?: TCodes }) {
  const flat = useDictsState(FLAT_TYPES);
  const areaTree = useDictTree(shown ? undefined : 'area');
  const categoryTree = useDictTree(shown ? undefined : 'job_category');
  const industryTree = useDictTree(shown ? undefined : 'industry');
  const places = usePlaceNames(shown?.areas);
  const categoryNames = useDictNames('job_category', shown?.categories);
  const industryNames = useDictNames('industry', shown?.industries);
  const pending =
    flat.isPending ||
    areaTree.isPending ||
    categoryTree.isPending ||
    industryTree.isPending ||
    places.pending ||
    categoryNames.pending ||
    industryNames.pending;
  const named = !!shown;
  const placeOf = places.name;
  const categoryPath = categoryNames.path;
  const industryPath = industryNames.path;
  return useMemo(() => {
    const [area, category, industry] = [areaTree.nodes, categoryTree.nodes, industryTree.nodes];
    const areas = indexTree(area);
    const categories = indexTree(category);
    const industries = indexTree(industry);
    const treeLabel = (
      index: TTreeIndex,
      path: (code: string) => DictPath,
      code: string | null | undefined,
    ) => (!code ? '' : named ? (path(code).at(-1)?.dictLabel ?? code) : (index.get(code)?.label ?? code));
    return {
      pending,
      flat: (type: TFlatType, value: string | null | undefined) =>
        value ? (flat.byType.get(type)?.find((e) => e.dictValue === value)?.dictLabel ?? value) : '',
      area: (code: string | null | undefined) => {
        if (!code) return '';
        if (named) return placeOf(code);
        const node = areas.get(code);
        return placeName(code, node?.label, node?.parent ? areas.get(node.parent)?.label : undefined);
      },
      category: (code: string | null | undefined) => treeLabel(categories, categoryPath, code),
      industry: (code: string | null | undefined) => treeLabel(industries, industryPath, code),
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
  }, [
    pending,
    named,
    placeOf,
    categoryPath,
    industryPath,
    flat.byType,
    areaTree.nodes,
    categoryTree.nodes,
    industryTree.nodes,
  ]);
}
export type Labels = ReturnType<typeof useLabels>;
