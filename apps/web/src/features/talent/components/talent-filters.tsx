import { useMemo } from 'react';
import { PORTAL_REGION, inRegion } from '@rcwb/shared';
import { FilterBar, type FilterField, useDictOptions } from '@/components/portal-kit';
import type { DictTreeNode } from '@/lib/dict';
import type { Labels } from '@/lib/jobs/use-labels';
import { TALENT_FILTER_KEYS, type TalentFilterKey, type TalentSearch } from '../lib/talent-search';

type Option = { value: string; label: string };

/** The codes from the top of a tree down to `code` (area: province, city, district; category: group, job). */
export function treeChain(tree: 'area' | 'category', code: string | undefined): string[] {
  if (!code) return [];
  if (tree === 'category') return code.length === 4 ? [code.slice(0, 2), code] : [code];
  return [...new Set([`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code])];
}

/**
 * A tree dictionary as the options of one native select: the top level, and below the chosen
 * node's ancestors their children, indented, so a search narrows province → city → district
 * (or group → job) as the job search's facets do.
 */
export function treeOptions(
  children: (code?: string) => DictTreeNode[],
  chain: string[] | ((code: string) => boolean),
  depth = 0,
  parent?: string,
): Option[] {
  const open = typeof chain === 'function' ? chain : (code: string) => chain.includes(code);
  return children(parent).flatMap((node) => [
    { value: node.value, label: `${'\u00a0\u00a0'.repeat(depth * 2)}${node.label}` },
    ...(open(node.value) && node.value !== parent ? treeOptions(children, open, depth + 1, node.value) : []),
  ]);
}

/**
 * The intended place's options: the portal's region first with all its cities and districts (the
 * portal serves one province, whose name alone filters nothing), then the other provinces, open
 * along a chosen place only.
 */
export function areaOptions(
  children: (code?: string) => DictTreeNode[],
  chosen: string | undefined,
): Option[] {
  const chain = treeChain('area', chosen);
  const regionFirst = (code?: string) => {
    const nodes = children(code);
    return code
      ? nodes
      : [
          ...nodes.filter((n) => n.value === PORTAL_REGION),
          ...nodes.filter((n) => n.value !== PORTAL_REGION),
        ];
  };
  return treeOptions(regionFirst, (code) => inRegion(code) || chain.includes(code));
}

/** findTalent's filters: intended job and place (trees), education and work years. */
export function TalentFilters({
  search,
  labels,
  onApply,
}: {
  search: TalentSearch;
  labels: Labels;
  onApply: (values: Partial<Record<TalentFilterKey, string>>) => void;
}) {
  const education = useDictOptions('education');
  // "Any" is the absence of the filter, offered by the select itself.
  const anyExperience = useDictOptions('experience');
  const experience = useMemo(() => anyExperience.filter((o) => o.value !== '0'), [anyExperience]);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        key: 'category',
        labelKey: 'talent.filter.category',
        type: 'select',
        options: treeOptions(
          (code) => labels.children('category', code),
          treeChain('category', search.category),
        ),
      },
      {
        key: 'area',
        labelKey: 'talent.filter.area',
        type: 'select',
        options: areaOptions((code) => labels.children('area', code), search.area),
      },
      { key: 'education', labelKey: 'talent.filter.education', type: 'select', options: education },
      { key: 'experience', labelKey: 'talent.filter.experience', type: 'select', options: experience },
    ],
    [labels, search.category, search.area, education, experience],
  );
  const values = Object.fromEntries(TALENT_FILTER_KEYS.map((k) => [k, search[k] ?? '']));
  return (
    <FilterBar
      // Keyed by the URL's filters, so going back in history shows that entry's choices, and by
      // the options, so a value from the URL is selected once its dictionary has loaded.
      key={JSON.stringify([values, fields.map((f) => (f.type === 'select' ? f.options.length : 0))])}
      fields={fields}
      values={values}
      onApply={(v) => onApply(Object.fromEntries(TALENT_FILTER_KEYS.map((k) => [k, v[k] || undefined])))}
    />
  );
}
