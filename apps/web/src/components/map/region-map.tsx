import { useMemo } from 'react';
import { type GeoPermissibleObjects, geoMercator, geoPath } from 'd3-geo';
import { clusterPoints } from './cluster';
import type { TLngLat, TRegionFeature, TRegionGeo } from './region-geo';
import { tilesFor } from './tiles';

/** Soft fills that tell the region's cities apart; districts keep their own borders. */
const CITY_FILLS = [
  '#e8f1fb',
  '#eef7ec',
  '#fdf3e6',
  '#f3ecfa',
  '#e9f6f6',
  '#fbeef0',
  '#f1f3e4',
  '#eaeefa',
  '#f7f0e8',
];
const CITY_FILLS_DARK = [
  '#1d2a38',
  '#1f2e22',
  '#33291c',
  '#2a2135',
  '#1b3030',
  '#342227',
  '#2b2e1d',
  '#222838',
  '#2f2820',
];
const WIDTH = 400;
const PAD = 10;
/** A map pin with its tip at (0, 0). */
const PIN = 'M0,0 C-5,-9 -9,-13 -9,-19 A9,9 0 1,1 9,-19 C9,-13 5,-9 0,0 Z';

export type TMapPoint = { name: string; lngLat: TLngLat };

/** Points of one kind (organisations, fairs, …), drawn as dots and grouped when close. */
export type TPointLayer = {
  key: string;
  colour: string;
  points: TMapPoint[];
  /** Points closer than this many pixels (of the 400-wide picture) become one numbered dot. */
  clusterRadius?: number;
};

export type RegionMapProps = {
  geo: TRegionGeo;
  points: TMapPoint[];
  /** A district to stand out (the place's own). */
  highlight?: string;
  /** An area code whose city the map is fitted to; the whole region when absent. */
  focus?: string;
  label: string;
  dark?: boolean;
  height?: number;
  /** A district's or city's own fill (a choropleth); the city tints otherwise. */
  fillOf?: (code: string, city: string) => string | undefined;
  /** A click on a district (the keyboard's way is outside the picture: a table, buttons). */
  onAreaClick?: (code: string, city: string) => void;
  /** Fits the map to this district or city (overrides `focus`). */
  fitTo?: string;
  pointLayers?: TPointLayer[];
  /** An online tile layer under the outlines (`{z}/{x}/{y}` template), only when configured. */
  tileUrl?: string;
};

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

const prepared = new WeakMap<TRegionGeo, TRegionFeature[]>();
const featuresOf = (geo: TRegionGeo) => {
  let features = prepared.get(geo);
  if (!features) prepared.set(geo, (features = geo.features.map(forD3)));
  return features;
};

/**
 * The region's districts drawn from real outlines as SVG, with points on them: no tile server, no
 * canvas, a few kilobytes of code. Cities are told apart by their fill, districts by their borders.
 */
export function RegionMap({
  geo,
  points,
  highlight,
  focus,
  label,
  dark = false,
  height = 260,
  fillOf,
  onAreaClick,
  fitTo,
  pointLayers,
  tileUrl,
}: RegionMapProps) {
  const features = featuresOf(geo);
  const { paths, pins, dots, tiles } = useMemo(() => {
    const city = focus && focus.slice(2, 4) !== '00' ? `${focus.slice(0, 4)}00` : undefined;
    const district = fitTo && !fitTo.endsWith('00') ? (geo.aliases[fitTo] ?? fitTo) : undefined;
    const fitted = district
      ? features.filter((f) => f.properties.code === district)
      : fitTo && fitTo.slice(2, 4) !== '00'
        ? features.filter((f) => f.properties.city === fitTo)
        : city && !fitTo
          ? features.filter((f) => f.properties.city === city)
          : [];
    const projection = geoMercator().fitExtent(
      [
        [PAD, PAD],
        [WIDTH - PAD, height - PAD],
      ],
      { type: 'FeatureCollection', features: fitted.length ? fitted : features } as GeoPermissibleObjects,
    );
    const path = geoPath(projection);
    const cities = [...new Set(features.map((f) => f.properties.city))];
    return {
      paths: features.map((f) => ({
        code: f.properties.code,
        city: f.properties.city,
        name: f.properties.name,
        d: path(f as GeoPermissibleObjects) ?? '',
        cityIndex: cities.indexOf(f.properties.city),
      })),
      pins: points.flatMap((p) => {
        const xy = projection(p.lngLat);
        return xy ? [{ name: p.name, x: xy[0], y: xy[1] }] : [];
      }),
      dots: (pointLayers ?? []).flatMap((layer) =>
        clusterPoints(
          layer.points.flatMap((p) => {
            const xy = projection(p.lngLat);
            return xy ? [{ x: xy[0], y: xy[1], item: p.name }] : [];
          }),
          layer.clusterRadius ?? 0,
        ).map((g) => ({ ...g, layer: layer.key, colour: layer.colour })),
      ),
      tiles: tileUrl ? tilesFor(tileUrl, projection.scale(), projection.translate(), WIDTH, height) : [],
    };
  }, [features, focus, fitTo, geo.aliases, height, points, pointLayers, tileUrl]);
  const fills = dark ? CITY_FILLS_DARK : CITY_FILLS;
  return (
    <div role="img" aria-label={label} data-testid="region-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxHeight: height, display: 'block' }}
        aria-hidden="true"
        focusable="false"
      >
        {tiles.length > 0 && (
          <g opacity={0.85}>
            {tiles.map((tile) => (
              <image
                key={tile.href}
                href={tile.href}
                x={tile.x}
                y={tile.y}
                width={tile.size}
                height={tile.size}
              />
            ))}
          </g>
        )}
        <g
          stroke={dark ? '#5b6b7d' : '#9fb3c8'}
          strokeWidth={0.6}
          strokeLinejoin="round"
          fillOpacity={tiles.length ? 0.6 : 1}
        >
          {paths.map((p) => (
            <path
              key={p.code}
              d={p.d}
              data-code={p.code}
              style={onAreaClick ? { cursor: 'pointer' } : undefined}
              onClick={onAreaClick ? () => onAreaClick(p.code, p.city) : undefined}
              fill={
                p.code === highlight
                  ? dark
                    ? '#2b4a6b'
                    : '#c6dcf5'
                  : (fillOf?.(p.code, p.city) ?? fills[p.cityIndex % fills.length])
              }
              stroke={p.code === highlight ? (dark ? '#e6f0ff' : '#1f3b57') : undefined}
              strokeWidth={p.code === highlight ? 1.6 : undefined}
            >
              <title>{p.name}</title>
            </path>
          ))}
        </g>
        {dots.map((d) => (
          <g key={`${d.layer}-${d.x}-${d.y}`} transform={`translate(${d.x},${d.y})`} data-layer={d.layer}>
            <title>
              {d.items.length > 1
                ? `${d.items.slice(0, 5).join(', ')}${d.items.length > 5 ? ' …' : ''}`
                : d.items[0]}
            </title>
            <circle
              r={d.items.length > 1 ? 7 + Math.min(6, Math.log2(d.items.length) * 1.5) : 4}
              fill={d.colour}
              stroke="#fff"
              strokeWidth={1.2}
            />
            {d.items.length > 1 && (
              <text textAnchor="middle" dy="0.35em" fontSize={8} fill="#fff" fontWeight={600}>
                {d.items.length}
              </text>
            )}
          </g>
        ))}
        {pins.map((p) => (
          <g key={`${p.name}-${p.x}-${p.y}`} transform={`translate(${p.x},${p.y})`}>
            <title>{p.name}</title>
            <path d={PIN} fill="#d4380d" stroke="#fff" strokeWidth={1.2} />
            <circle cx={0} cy={-19} r={3.2} fill="#fff" />
          </g>
        ))}
      </svg>
    </div>
  );
}
