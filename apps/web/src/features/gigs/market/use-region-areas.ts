import { useMemo } from 'react';
import { PORTAL_REGION } from '@rcwb/shared';
import { type DictTreeNode, useDictTree } from '@/lib/dict';

export type RegionCity = { value: string; label: string; districts: { value: string; label: string }[] };

/**
 * The portal region's cities and their districts from the area tree, and a code's name ("Fuzhou
 * · Gulou" for a district), for the market's selects and cards.
 */
export function useRegionAreas() {
  const { nodes } = useDictTree('area');
  return useMemo(() => {
    const region = nodes.find((n) => n.value === PORTAL_REGION);
    const cities: RegionCity[] = (region?.children ?? []).map((c: DictTreeNode) => ({
      value: c.value,
      label: c.label,
      districts: (c.children ?? []).map((d) => ({ value: d.value, label: d.label })),
    }));
    const names = new Map<string, string>();
    for (const c of cities) {
      names.set(c.value, c.label);
      for (const d of c.districts) names.set(d.value, `${c.label} · ${d.label}`);
    }
    return { cities, name: (code: string) => names.get(code) ?? code };
  }, [nodes]);
}
