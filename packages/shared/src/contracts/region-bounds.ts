import { inRegion } from './region';

/** West, south, east, north in degrees (longitude, latitude). */
export type TBounds = readonly [number, number, number, number];

/**
 * Bounding boxes of the portal region and of its cities, from the district outlines the web app
 * draws its maps with (apps/web/src/components/map/region-350000.geo.json; a web test keeps the
 * two equal). The server checks an organisation's map point against them.
 */
export const REGION_BOUNDS: { region: TBounds; cities: Record<string, TBounds> } = {
  region: [115.854, 23.554, 120.726, 28.313],
  cities: {
    '350100': [118.382, 25.29, 120.517, 26.636],
    '350200': [117.888, 24.412, 118.374, 24.905],
    '350300': [118.461, 25.013, 119.604, 25.761],
    '350400': [116.385, 25.479, 118.672, 27.129],
    '350500': [117.556, 24.383, 119.037, 25.94],
    '350600': [116.896, 23.554, 118.158, 25.213],
    '350700': [117.004, 26.244, 119.276, 28.313],
    '350800': [115.854, 24.371, 117.751, 26.032],
    '350900': [118.549, 26.275, 120.726, 27.676],
  },
};

/** About 2 km: the outlines are simplified, so a point on the coast may fall just outside them. */
const MARGIN = 0.02;

/**
 * Whether a map point lies in the bounds of the place it belongs to: its city's when the area code
 * names a city or district of the portal region, else the region's.
 */
export function pointInBounds(area: string | null, lat: number, lng: number): boolean {
  const city = area && inRegion(area) && area.slice(2, 4) !== '00' ? `${area.slice(0, 4)}00` : null;
  const [w, s, e, n] = (city && REGION_BOUNDS.cities[city]) || REGION_BOUNDS.region;
  return lng >= w - MARGIN && lng <= e + MARGIN && lat >= s - MARGIN && lat <= n + MARGIN;
}
