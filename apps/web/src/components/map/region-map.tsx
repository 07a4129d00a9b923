import { useMemo } from 'react';
import { WIDTH, drawDistricts } from './districts';
import type { TLngLat, TRegionGeo } from './region-geo';

/** Soft fills that tell the region's cities apart; districts keep their own borders. */
export const CITY_FILLS = [
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
export const CITY_FILLS_DARK = [
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
/** A map pin with its tip at (0, 0). */
const PIN = 'M0,0 C-5,-9 -9,-13 -9,-19 A9,9 0 1,1 9,-19 C9,-13 5,-9 0,0 Z';

export type TMapPoint = { name: string; lngLat: TLngLat };

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
  /**
   * Makes the map a point picker: a click reports where it fell (longitude, latitude). The
   * caller offers the same as typed coordinates for keyboards.
   */
  onPick?: (lngLat: TLngLat) => void;
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
  onPick,
}: RegionMapProps) {
  const { paths, pins, projection } = useMemo(() => {
    const city = focus && focus.slice(2, 4) !== '00' ? `${focus.slice(0, 4)}00` : undefined;
    const { paths, projection } = drawDistricts(geo, height, (f) => f.properties.city === city);
    const pins = points.flatMap((p) => {
      const xy = projection(p.lngLat);
      return xy ? [{ name: p.name, x: xy[0], y: xy[1] }] : [];
    });
    return { paths, pins, projection };
  }, [geo, focus, height, points]);
  const fills = dark ? CITY_FILLS_DARK : CITY_FILLS;
  return (
    <div role="img" aria-label={label} data-testid="region-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxHeight: height, display: 'block', cursor: onPick ? 'crosshair' : undefined }}
        onClick={
          onPick &&
          ((event) => {
            // From the click in the page to the drawing's own units, then back to degrees.
            const box = event.currentTarget.getBoundingClientRect();
            const scale = Math.max(WIDTH / box.width, height / box.height);
            const x = (event.clientX - box.left - (box.width - WIDTH / scale) / 2) * scale;
            const y = (event.clientY - box.top - (box.height - height / scale) / 2) * scale;
            const lngLat = projection.invert?.([x, y]);
            if (lngLat) onPick([lngLat[0], lngLat[1]]);
          })
        }
        aria-hidden="true"
        focusable="false"
      >
        <g stroke={dark ? '#5b6b7d' : '#9fb3c8'} strokeWidth={0.6} strokeLinejoin="round">
          {paths.map((p) => (
            <path
              key={p.code}
              d={p.d}
              fill={p.code === highlight ? (dark ? '#2b4a6b' : '#c6dcf5') : fills[p.cityIndex % fills.length]}
            >
              <title>{p.name}</title>
            </path>
          ))}
        </g>
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
