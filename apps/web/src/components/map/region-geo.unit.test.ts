import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_BOUNDS } from '@rcwb/shared';
import { cityBounds, cityCentre, districtFeature, placePoint, type TRegionGeo } from './region-geo';

// The outlines the app ships, read as the browser fetches them.
const geo = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'region-350000.geo.json'), 'utf8'),
) as TRegionGeo;

describe('region outlines', () => {
  it('hold every district of the area dictionary of the region, small enough to serve', () => {
    expect(geo.region).toBe('350000');
    expect(geo.features.length).toBeGreaterThanOrEqual(84);
    expect(new Set(geo.features.map((f) => f.properties.city)).size).toBe(9);
    // Today's codes of merged or renamed districts reach an outline.
    for (const code of ['350112', '350404', '350405', '350604', '350605', '350203'])
      expect(districtFeature(geo, code), code).toBeDefined();
    expect(fs.statSync(path.join(import.meta.dirname, 'region-350000.geo.json')).size).toBeLessThan(200_000);
  });
});

describe('placePoint', () => {
  it('uses the coordinates a place has', () => {
    expect(placePoint(geo, '350102', { lat: 26.08, lng: 119.3 })).toEqual({
      lngLat: [119.3, 26.08],
      precision: 'exact',
    });
  });

  it("falls back to the district's centre point without coordinates", () => {
    const point = placePoint(geo, '350102', { lat: null, lng: null });
    expect(point?.precision).toBe('district');
    expect(point?.lngLat).toEqual(districtFeature(geo, '350102')?.properties.cp);
    // 鼓楼区 of Fuzhou lies in Fuzhou's box.
    const [[w, n], [e, s]] = cityBounds(geo, '350102')!;
    expect(point!.lngLat[0]).toBeGreaterThan(w);
    expect(point!.lngLat[0]).toBeLessThan(e);
    expect(point!.lngLat[1]).toBeGreaterThan(s);
    expect(point!.lngLat[1]).toBeLessThan(n);
  });

  it("falls back to the city's centre for a city code, and ignores coordinates out of range", () => {
    expect(placePoint(geo, '350200', { lat: 999, lng: 119 })).toEqual({
      lngLat: cityCentre(geo, '350200'),
      precision: 'city',
    });
  });

  it('draws no point for a place outside the region or the province as a whole', () => {
    expect(placePoint(geo, '110101')).toBeUndefined();
    expect(placePoint(geo, '350000')).toBeUndefined();
    expect(placePoint(geo, null)).toBeUndefined();
  });
});

describe('REGION_BOUNDS (the server checks map points against them)', () => {
  it('match the outlines the maps are drawn from', () => {
    const round = (n: number) => Math.round(n * 1000) / 1000;
    for (const [city, bounds] of Object.entries(REGION_BOUNDS.cities)) {
      const [[w, n], [e, s]] = cityBounds(geo, city)!;
      expect(bounds, city).toEqual([round(w), round(s), round(e), round(n)]);
    }
    const cities = new Set(geo.features.map((f) => f.properties.city));
    expect(Object.keys(REGION_BOUNDS.cities).sort()).toEqual([...cities].sort());
  });
});
