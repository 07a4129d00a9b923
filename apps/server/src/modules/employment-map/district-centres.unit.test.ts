import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISTRICT_CENTRES } from '@rcwb/shared';
import { demoPoint } from './demo-coordinates';

type TGeo = {
  aliases: Record<string, string>;
  features: { properties: { code: string; cp: [number, number] } }[];
};
const geo = JSON.parse(
  fs.readFileSync(
    new URL('../../../../web/src/components/map/region-350000.geo.json', import.meta.url),
    'utf8',
  ),
) as TGeo;

describe('district centres', () => {
  it('are the outlines’ centre points, aliases included', () => {
    for (const f of geo.features) {
      const [lng, lat] = DISTRICT_CENTRES[f.properties.code]!;
      expect(lng).toBeCloseTo(f.properties.cp[0], 3);
      expect(lat).toBeCloseTo(f.properties.cp[1], 3);
    }
    for (const [code, own] of Object.entries(geo.aliases))
      expect(DISTRICT_CENTRES[code]).toEqual(DISTRICT_CENTRES[own]);
    expect(Object.keys(DISTRICT_CENTRES)).toHaveLength(
      new Set([...geo.features.map((f) => f.properties.code), ...Object.keys(geo.aliases)]).size,
    );
  });

  it('place demo organisations near their district, the same way every time', () => {
    const [lng, lat] = DISTRICT_CENTRES['350102']!;
    const p = demoPoint(42, '350102')!;
    expect(Math.hypot(p.lng - lng, p.lat - lat)).toBeLessThan(0.02);
    expect(demoPoint(42, '350102')).toEqual(p);
    expect(demoPoint(43, '350102')).not.toEqual(p);
    // A city only: one of its districts.
    const inCity = demoPoint(7, '350200')!;
    const nearest = Object.entries(DISTRICT_CENTRES).sort(
      ([, a], [, b]) =>
        Math.hypot(a[0] - inCity.lng, a[1] - inCity.lat) - Math.hypot(b[0] - inCity.lng, b[1] - inCity.lat),
    )[0]![0];
    expect(nearest.startsWith('3502')).toBe(true);
    expect(demoPoint(7, '110101')).toBeUndefined();
    expect(demoPoint(7, null)).toBeUndefined();
  });
});
