import { useEffect, useRef } from 'react';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { init, registerMap, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import type { TLngLat, TRegionGeo } from './region-geo';

// Its own lazy chunk: public pages fetch it (and the outlines) only when they draw a place.
registerParts([GeoComponent, ScatterChart, TooltipComponent, SVGRenderer]);

const mapName = (geo: TRegionGeo) => `region-${geo.region}`;

/** Hands the outlines to echarts once; every map of the region then draws from them. */
export function registerRegion(geo: TRegionGeo) {
  registerMap(mapName(geo), geo as unknown as Parameters<typeof registerMap>[1]);
}

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

export type TMapPoint = { name: string; lngLat: TLngLat };

export type RegionMapProps = {
  geo: TRegionGeo;
  points: TMapPoint[];
  /** A district to stand out (the place's own). */
  highlight?: string;
  /** The part of the region to show, [west, north], [east, south]; the whole region when absent. */
  bounds?: [TLngLat, TLngLat];
  label: string;
  dark?: boolean;
  height?: number;
};

function mapOption({ geo, points, highlight, bounds, dark }: RegionMapProps): EChartsCoreOption {
  const cities = [...new Set(geo.features.map((f) => f.properties.city))];
  const fills = dark ? CITY_FILLS_DARK : CITY_FILLS;
  return {
    tooltip: { trigger: 'item' },
    geo: {
      map: mapName(geo),
      nameProperty: 'code',
      roam: false,
      ...(bounds ? { boundingCoords: bounds } : {}),
      layoutCenter: ['50%', '50%'],
      layoutSize: '95%',
      label: { show: false },
      itemStyle: { borderColor: dark ? '#5b6b7d' : '#9fb3c8', borderWidth: 0.6 },
      emphasis: { disabled: true },
      select: { disabled: true },
      tooltip: { show: false },
      regions: geo.features.map((f) => ({
        name: f.properties.code,
        itemStyle: {
          areaColor:
            f.properties.code === highlight
              ? dark
                ? '#2b4a6b'
                : '#c6dcf5'
              : fills[cities.indexOf(f.properties.city) % fills.length],
        },
      })),
    },
    series: [
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        symbol: 'pin',
        symbolSize: 30,
        symbolOffset: [0, '-40%'],
        itemStyle: { color: '#d4380d' },
        tooltip: { formatter: '{b}' },
        data: points.map((p) => ({ name: p.name, value: p.lngLat })),
      },
    ],
  };
}

/** The region's districts drawn from real outlines, with points on them (SVG, no tile server). */
export function RegionMap(props: RegionMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dark = false, height = 260, label } = props;
  const chart = useRef<ReturnType<typeof init>>(undefined);

  useEffect(() => {
    const dom = ref.current;
    if (!dom) return;
    const instance = init(dom, dark ? 'dark' : undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(dom);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [dark]);

  const { geo, points, highlight, bounds } = props;
  useEffect(() => {
    chart.current?.setOption(mapOption({ geo, points, highlight, bounds, dark, label }), { notMerge: true });
  }, [geo, points, highlight, bounds, dark, label]);

  return (
    <div ref={ref} role="img" aria-label={label} style={{ height, width: '100%' }} data-testid="region-map" />
  );
}
