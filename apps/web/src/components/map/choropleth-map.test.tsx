import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoroplethMap } from './choropleth-map';
import type { TRegionGeo } from './region-geo';

const geo = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'region-350000.geo.json'), 'utf8'),
) as TRegionGeo;

afterEach(cleanup);

describe('ChoroplethMap', () => {
  it('fills districts by their city, reports clicks and groups close points', () => {
    const onAreaClick = vi.fn();
    render(
      <ChoroplethMap
        geo={geo}
        label="Map of Fujian"
        fillOf={(_code, city) => (city === '350100' ? '#08519c' : undefined)}
        onAreaClick={onAreaClick}
        pointLayers={[
          {
            key: 'orgs',
            colour: '#c2410c',
            clusterRadius: 16,
            points: [
              { name: 'A', lngLat: [119.3, 26.08] },
              { name: 'B', lngLat: [119.31, 26.09] },
              { name: 'C', lngLat: [118.1, 24.5] },
            ],
          },
        ]}
      />,
    );
    const map = screen.getByRole('img', { name: 'Map of Fujian' });
    const gulou = map.querySelector('path[data-code="350102"]')!;
    expect(gulou.getAttribute('fill')).toBe('#08519c');
    expect(map.querySelector('path[data-code="350203"]')!.getAttribute('fill')).not.toBe('#08519c');
    fireEvent.click(gulou);
    expect(onAreaClick).toHaveBeenCalledWith('350102', '350100');
    const dots = map.querySelectorAll('g[data-layer="orgs"]');
    expect(dots).toHaveLength(2);
    expect([...dots].map((d) => d.querySelector('text')?.textContent ?? '1').sort()).toEqual(['1', '2']);
  });
});
