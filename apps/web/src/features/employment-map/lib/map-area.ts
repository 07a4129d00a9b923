import { PORTAL_REGION } from '@rcwb/shared';

export type TMapLevel = 'province' | 'city' | 'district';

/** The level of an area code of the region. */
export const levelOf = (code: string): TMapLevel =>
  /^\d{2}0000$/.test(code) ? 'province' : /^\d{4}00$/.test(code) ? 'city' : 'district';

/** The city a code belongs to (a city is its own). */
export const cityOf = (code: string) => `${code.slice(0, 4)}00`;

/**
 * The area the map shows from the URL's `area`: the region, one of its cities or districts;
 * anything else is the region.
 */
export function parseMapArea(value: string | null): string {
  if (!value || !/^\d{6}$/.test(value) || value.slice(0, 2) !== PORTAL_REGION.slice(0, 2))
    return PORTAL_REGION;
  return levelOf(value) === 'province' ? PORTAL_REGION : value;
}

/** The area whose children the choropleth colours: the region, or the city of a city or district. */
export const choroplethArea = (area: string) => (levelOf(area) === 'province' ? area : cityOf(area));

/** The areas above one, for the breadcrumb: region, city, district. */
export function trail(area: string): string[] {
  const level = levelOf(area);
  if (level === 'province') return [PORTAL_REGION];
  if (level === 'city') return [PORTAL_REGION, area];
  return [PORTAL_REGION, cityOf(area), area];
}

/**
 * Points counted per child area of the table: per city when the region is shown, per district
 * otherwise (the table then lists the city's districts).
 */
export function countsByChild(points: readonly { area: string }[], level: TMapLevel): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of points) {
    const child = level === 'province' ? cityOf(p.area) : p.area;
    counts.set(child, (counts.get(child) ?? 0) + 1);
  }
  return counts;
}
