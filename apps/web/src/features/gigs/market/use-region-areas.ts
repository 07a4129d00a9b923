import { useMemo } from 'react';
import { PORTAL_REGION } from '@rcwb/shared';
import { type DictTreeNode, placeName, useDictTree } from '@/lib/dict';

export type RegionCity = { value: string; label: string; districts: { value: string; label: string }[] };

/**
 * The portal region's cities and their districts from the area tree, and a code's name ("Fuzhou
 * · Gulou" for a district), for the market's selects and cards.
 */
export function useRegionAreas() {
  // The part of the area tree below the region: a few kilobytes against the whole country's.
  const { nodes } = useDictTree('area', PORTAL_REGION);
  return useMemo(() => {
    const cities: RegionCity[] = nodes.map((c: DictTreeNode) => ({
      value: c.value,
      label: c.label,
      districts: (c.children ?? []).map((d) => ({ value: d.value, label: d.label })),
    }));
    const names = new Map<string, string>();
    for (const c of cities) {
      names.set(c.value, c.label);
      for (const d of c.districts) names.set(d.value, placeName(d.value, d.label, c.label));
    }
    return { cities, name: (code: string) => names.get(code) ?? code };
  }, [nodes]);
}
