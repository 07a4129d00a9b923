import { useMemo } from 'react';
import { clusterPoints } from './cluster';
import { WIDTH, drawDistricts } from './districts';
import { CITY_FILLS, CITY_FILLS_DARK, type TMapPoint } from './region-map';
import type { TRegionGeo } from './region-geo';
import { tilesFor } from './tiles';

/** Points of one kind (organisations, fairs, …), drawn as dots and grouped when close. */
export type TPointLayer = {
  key: string;
  colour: string;
  points: TMapPoint[];
  /** Points closer than this many pixels (of the 400-wide picture) become one numbered dot. */
  clusterRadius?: number;
};

export type ChoroplethMapProps = {
  geo: TRegionGeo;
  label: string;
  dark?: boolean;
  height?: number;
  /** A district's or city's own fill; the city tints otherwise. */
  fillOf?: (code: string, city: string) => string | undefined;
  /** A click on a district (the keyboard's way is outside the picture: a table, links). */
  onAreaClick?: (code: string, city: string) => void;
  /** Fits the map to this district or city; the whole region when absent. */
  fitTo?: string;
  /** A district drawn with a strong border (the one whose figures are shown). */
  highlight?: string;
  pointLayers?: TPointLayer[];
  /** An online tile layer under the outlines (`{z}/{x}/{y}` template), only when configured. */
  tileUrl?: string;
};

/**
 * RegionMap's outlines for the employment map: districts filled by a value (a choropleth),
 * clickable, fitted to a city or district, with layers of clustered points and an optional tile
 * layer. A component of its own so the place maps of the job and company pages stay as light
 * as they were.
 */
export function ChoroplethMap({
  geo,
  label,
  dark = false,
  height = 400,
  fillOf,
  onAreaClick,
  fitTo,
  highlight,
  pointLayers,
  tileUrl,
}: ChoroplethMapProps) {
  const { paths, dots, tiles } = useMemo(() => {
    const district = fitTo && !fitTo.endsWith('00') ? (geo.aliases[fitTo] ?? fitTo) : undefined;
    const city = !district && fitTo && fitTo.slice(2, 4) !== '00' ? fitTo : undefined;
    const { paths, projection } = drawDistricts(geo, height, (f) =>
      district ? f.properties.code === district : f.properties.city === city,
    );
    return {
      paths,
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
  }, [geo, fitTo, height, pointLayers, tileUrl]);
  const fills = dark ? CITY_FILLS_DARK : CITY_FILLS;
  return (
    <div role="img" aria-label={label} data-testid="choropleth-map">
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
              fill={fillOf?.(p.code, p.city) ?? fills[p.cityIndex % fills.length]}
            >
              <title>{p.name}</title>
            </path>
          ))}
        </g>
        {highlight &&
          paths
            .filter((p) => p.code === highlight)
            .map((p) => (
              <path
                key="highlight"
                d={p.d}
                fill="none"
                stroke={dark ? '#e6f0ff' : '#1f3b57'}
                strokeWidth={1.8}
              />
            ))}
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
      </svg>
    </div>
  );
}
