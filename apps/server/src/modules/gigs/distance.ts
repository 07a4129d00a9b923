import { type AnyColumn, type SQL, and, between, sql } from 'drizzle-orm';

/** Mean Earth radius (IUGG), km; the same figure the tests' brute force uses. */
export const EARTH_RADIUS_KM = 6371.0088;

export type TPoint = { lat: number; lng: number };
export type TBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of `p` (the
 * longitude half-width is the exact one at the circle's tangent points, wider than r / cos φ).
 * A circle that reaches a pole takes every longitude.
 */
export function boundingBox(p: TPoint, radiusKm: number): TBox {
  const d = radiusKm / EARTH_RADIUS_KM;
  const minLat = p.lat - deg(d);
  const maxLat = p.lat + deg(d);
  const ratio = Math.sin(d) / Math.cos(rad(p.lat));
  const half = minLat <= -90 || maxLat >= 90 || ratio >= 1 ? 180 : deg(Math.asin(ratio));
  return {
    minLat: Math.max(-90, minLat),
    maxLat: Math.min(90, maxLat),
    minLng: Math.max(-180, p.lng - half),
    maxLng: Math.min(180, p.lng + half),
  };
}

/** The box as a condition on indexed coordinate columns (the partial (lat, lng) indexes). */
export const inBox = (lat: AnyColumn, lng: AnyColumn, b: TBox): SQL =>
  and(between(lat, b.minLat, b.maxLat), between(lng, b.minLng, b.maxLng))!;

/** Great-circle distance in km from `p` (haversine), computed by PostgreSQL. */
export const distanceKm = (lat: AnyColumn, lng: AnyColumn, p: TPoint): SQL<number> =>
  sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${p.lat}::float8) / 2), 2)
    + cos(radians(${p.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${p.lng}::float8) / 2), 2)
  ))))`;
