import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGION_BOUNDS, pointInBounds } from '@rcwb/shared';
import PickerMap, { districtAt } from './picker-map';
import type { TRegionGeo } from './region-geo';

const geo = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'region-350000.geo.json'), 'utf8'),
) as TRegionGeo;

afterEach(cleanup);

describe('PickerMap', () => {
  it('names the district the chosen point lies in', () => {
    expect(districtAt(geo, [119.274, 26.047])?.properties.name).toBe('仓山区');
    render(
      <PickerMap
        geo={geo}
        area="350104"
        point={[119.274, 26.047]}
        name="福州数智科技有限公司"
        label="Map"
        dark={false}
        onPick={() => {}}
      />,
    );
    expect(screen.getByTestId('picked-district').textContent).toBe('仓山区');
  });

  it('turns a click into a point inside the city the map is fitted to', () => {
    const onPick = vi.fn();
    render(
      <PickerMap geo={geo} area="350104" point={null} name="x" label="Map" dark={false} onPick={onPick} />,
    );
    const svg = screen.getByRole('img', { name: 'Map' }).querySelector('svg')!;
    // Drawn 400 × 300 px at the page's corner, as the drawing's own units.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300 }) as DOMRect;
    fireEvent.click(svg, { clientX: 200, clientY: 150 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [lng, lat] = onPick.mock.calls[0]![0] as [number, number];
    const [w, s, e, n] = REGION_BOUNDS.cities['350100']!;
    expect(lng).toBeGreaterThan(w);
    expect(lng).toBeLessThan(e);
    expect(lat).toBeGreaterThan(s);
    expect(lat).toBeLessThan(n);
    expect(pointInBounds('350104', lat, lng)).toBe(true);
  });
});
