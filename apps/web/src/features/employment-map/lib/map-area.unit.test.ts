import { describe, expect, it } from 'vitest';
import { choroplethArea, countsByChild, parseMapArea, trail } from './map-area';

describe('map area', () => {
  it('reads the region, its cities and districts from the URL, anything else as the region', () => {
    expect(parseMapArea(null)).toBe('350000');
    expect(parseMapArea('350100')).toBe('350100');
    expect(parseMapArea('350102')).toBe('350102');
    expect(parseMapArea('110101')).toBe('350000');
    expect(parseMapArea('35010')).toBe('350000');
    expect(parseMapArea('360000')).toBe('350000');
  });

  it('colours a city’s districts for a city and a district, the cities for the region', () => {
    expect(choroplethArea('350000')).toBe('350000');
    expect(choroplethArea('350100')).toBe('350100');
    expect(choroplethArea('350102')).toBe('350100');
    expect(trail('350102')).toEqual(['350000', '350100', '350102']);
  });

  it('counts points per city of the region, or per district of a city', () => {
    const points = [{ area: '350102' }, { area: '350103' }, { area: '350102' }, { area: '350203' }];
    expect(Object.fromEntries(countsByChild(points, 'province'))).toEqual({ '350100': 3, '350200': 1 });
    expect(Object.fromEntries(countsByChild(points, 'city'))).toEqual({
      '350102': 2,
      '350103': 1,
      '350203': 1,
    });
  });
});
