/**
 * The portal region's district outlines (scripts/extract-region-geo.mjs writes the data) and the
 * place finding on them. Kept free of echarts so the fallback rules are testable on their own.
 */

/** Longitude, latitude (GeoJSON order). */
export type TLngLat = [number, number];

export type TRegionFeature = {
  type: 'Feature';
  properties: { code: string; city: string; name: string; cp: TLngLat };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
};

export type TRegionGeo = {
  type: 'FeatureCollection';
  region: string;
  /** Today's district codes that share an older outline (merged or renamed districts). */
  aliases: Record<string, string>;
  features: TRegionFeature[];
};

/** Where a place is drawn and how exactly: its own coordinates, or a district's or city's centre. */
export type TPlacePoint = { lngLat: TLngLat; precision: 'exact' | 'district' | 'city' };

const inRange = (n: number | null | undefined, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max;

/** The outline of a district code, following the aliases of merged or renamed districts. */
export const districtFeature = (geo: TRegionGeo, code: string | null | undefined) => {
  if (!code) return undefined;
  const own = geo.aliases[code] ?? code;
  return geo.features.find((f) => f.properties.code === own);
};

/** The centre of a city: the mean of its districts' centre points. */
export const cityCentre = (geo: TRegionGeo, code: string): TLngLat | undefined => {
  const city = `${code.slice(0, 4)}00`;
  const districts = geo.features.filter((f) => f.properties.city === city);
  if (districts.length === 0) return undefined;
  let [x, y] = [0, 0];
  for (const f of districts) [x, y] = [x + f.properties.cp[0], y + f.properties.cp[1]];
  return [x / districts.length, y / districts.length];
};

/**
 * The point of a place: its coordinates when it has them (Gb01 lat/lng), else the centre point
 * of its district as the boundary data gives it, else its city's centre; none for a place
 * outside the region or a province-level code.
 */
export function placePoint(
  geo: TRegionGeo,
  area: string | null | undefined,
  coords?: { lat: number | null; lng: number | null } | null,
): TPlacePoint | undefined {
  if (coords && inRange(coords.lat, -90, 90) && inRange(coords.lng, -180, 180))
    return { lngLat: [coords.lng, coords.lat], precision: 'exact' };
  const district = districtFeature(geo, area);
  if (district) return { lngLat: district.properties.cp, precision: 'district' };
  if (area && area.slice(0, 2) === geo.region.slice(0, 2) && area.slice(2, 4) !== '00') {
    const centre = cityCentre(geo, area);
    if (centre) return { lngLat: centre, precision: 'city' };
  }
  return undefined;
}

/** The bounding box ([west, north], [east, south]) of the features of one city. */
export function cityBounds(geo: TRegionGeo, code: string | null | undefined): [TLngLat, TLngLat] | undefined {
  if (!code) return undefined;
  const city = `${code.slice(0, 4)}00`;
  let [w, n, e, s] = [Infinity, -Infinity, -Infinity, Infinity];
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as TLngLat;
      [w, e, s, n] = [Math.min(w, x), Math.max(e, x), Math.min(s, y), Math.max(n, y)];
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  for (const f of geo.features) if (f.properties.city === city) visit(f.geometry.coordinates);
  return Number.isFinite(w)
    ? [
        [w, n],
        [e, s],
      ]
    : undefined;
}
