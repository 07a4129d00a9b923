import { type GeoPermissibleObjects, type GeoProjection, geoBounds, geoMercator, geoPath } from 'd3-geo';
import type { TLngLat, TRegionFeature, TRegionGeo } from './region-geo';

/** The width of every map's picture, in its own units (its height varies). */
export const WIDTH = 400;
export const PAD = 10;

/** Signed area in the plane: positive for a counter-clockwise ring. */
const signedArea = (ring: TLngLat[]) => {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    s += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return s / 2;
};

/**
 * d3-geo reads a polygon's outer ring as clockwise (RFC 7946 GeoJSON has it the other way round);
 * a ring the wrong way round would be read as the whole globe but the district.
 */
function forD3(feature: TRegionFeature): TRegionFeature {
  const fix = (rings: TLngLat[][]) =>
    rings.map((ring, i) => (signedArea(ring) > 0 === (i === 0) ? [...ring].reverse() : ring));
  const g = feature.geometry;
  const coordinates =
    g.type === 'Polygon' ? fix(g.coordinates as TLngLat[][]) : (g.coordinates as TLngLat[][][]).map(fix);
  return { ...feature, geometry: { type: g.type, coordinates } };
}

type TPrepared = { features: TRegionFeature[]; bounds: [TLngLat, TLngLat][]; cities: string[] };
const prepared = new WeakMap<TRegionGeo, TPrepared>();

/** The outlines ready for d3-geo, with their bounds and the cities in order, once per data set. */
function prepare(geo: TRegionGeo): TPrepared {
  let ready = prepared.get(geo);
  if (!ready) {
    const features = geo.features.map(forD3);
    ready = {
      features,
      bounds: features.map((f) => geoBounds(f as GeoPermissibleObjects) as [TLngLat, TLngLat]),
      cities: [...new Set(features.map((f) => f.properties.city))],
    };
    prepared.set(geo, ready);
  }
  return ready;
}

export type TDistrictPath = {
  code: string;
  city: string;
  name: string;
  /** The outline as an SVG path. */
  d: string;
  /** The city's place in the region's list, for its tint. */
  cityIndex: number;
};

/**
 * The region's districts as SVG paths in a WIDTH × `height` picture fitted to the districts
 * `fit` keeps (the whole region when it keeps none), and the projection for points and clicks.
 *
 * Districts that cannot show are left out: drawing all of them projected the region's ~8,000
 * points for a map fitted to one city. The pictures keep their height and may be wider than
 * WIDTH (a `maxHeight` in a wide column, the drawing centred), so up to one picture's width
 * either side still counts as shown; nothing above or below it can be.
 */
export function drawDistricts(
  geo: TRegionGeo,
  height: number,
  fit: (district: TRegionFeature) => boolean,
): { paths: TDistrictPath[]; projection: GeoProjection } {
  const { features, bounds, cities } = prepare(geo);
  const fitted = features.filter(fit);
  const projection = geoMercator()
    .fitExtent(
      [
        [PAD, PAD],
        [WIDTH - PAD, height - PAD],
      ],
      { type: 'FeatureCollection', features: fitted.length ? fitted : features } as GeoPermissibleObjects,
    )
    // Adaptive resampling bends long edges along the projection's curves: the outlines' points
    // lie close enough that the straight edges between them are true to well under a pixel.
    .precision(0);
  const path = geoPath(projection);
  const shown = ([[west, south], [east, north]]: [TLngLat, TLngLat]) => {
    const [left, top] = projection([west, north])!;
    const [right, bottom] = projection([east, south])!;
    return right >= -WIDTH && left <= 2 * WIDTH && bottom >= 0 && top <= height;
  };
  const paths = features.flatMap((f, i) =>
    shown(bounds[i]!)
      ? [
          {
            code: f.properties.code,
            city: f.properties.city,
            name: f.properties.name,
            d: path(f as GeoPermissibleObjects) ?? '',
            cityIndex: cities.indexOf(f.properties.city),
          },
        ]
      : [],
  );
  return { paths, projection };
}
