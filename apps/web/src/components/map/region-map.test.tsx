import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegionMap } from './region-map';
import { placePoint, type TRegionGeo } from './region-geo';

const geo = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'region-350000.geo.json'), 'utf8'),
) as TRegionGeo;

afterEach(cleanup);

describe('RegionMap', () => {
  it("draws the districts that can show and the place's pin inside the picture, named for assistive technology", () => {
    const point = placePoint(geo, '350102')!;
    render(
      <RegionMap
        geo={geo}
        points={[{ name: '数据分析师', lngLat: point.lngLat }]}
        highlight="350102"
        focus="350102"
        label="Map: 福州市 鼓楼区"
      />,
    );
    const map = screen.getByRole('img', { name: 'Map: 福州市 鼓楼区' });
    const districts = [...map.querySelectorAll('svg > g:first-child > path')];
    // Fitted to Fuzhou: its districts and their neighbours, not the far side of the region.
    const names = districts.map((d) => d.querySelector('title')?.textContent);
    const fuzhou = geo.features.filter((f) => f.properties.city === '350100').map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(fuzhou));
    expect(districts.length).toBeGreaterThan(fuzhou.length);
    expect(districts.length).toBeLessThan(geo.features.length);
    // Every outline is a real shape (a ring the wrong way round would be drawn as the globe).
    for (const d of districts) expect(d.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+L/);
    const pin = map.querySelector('svg > g[transform]')!;
    expect(pin.querySelector('title')?.textContent).toBe('数据分析师');
    // Fitted to Fuzhou: the pin lands inside the picture.
    const [x, y] = /translate\(([\d.-]+),([\d.-]+)\)/
      .exec(pin.getAttribute('transform')!)!
      .slice(1)
      .map(Number);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(400);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(260);
  });

  it('draws every district of the whole region', () => {
    render(<RegionMap geo={geo} points={[]} label="Map of the region" />);
    const map = screen.getByRole('img', { name: 'Map of the region' });
    expect(map.querySelectorAll('svg > g:first-child > path')).toHaveLength(geo.features.length);
  });
});
