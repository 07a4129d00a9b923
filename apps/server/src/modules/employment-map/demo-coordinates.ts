import { sql } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import { DISTRICT_CENTRES } from '@rcwb/shared';

/** Districts of a city (its code's first four digits), in code order. */
const districtsOf = (code: string) =>
  Object.keys(DISTRICT_CENTRES)
    .filter((d) => d.startsWith(code.slice(0, 4)))
    .sort();

/**
 * A demo organisation's point: near its district's centre (within ~2 km, spread by its id so
 * neighbours do not sit on one spot); an organisation registered with a city only is placed in
 * one of the city's districts. None outside the region.
 */
export function demoPoint(
  accountId: number,
  region: string | null,
): { lat: number; lng: number } | undefined {
  if (!region) return undefined;
  let district = DISTRICT_CENTRES[region] ? region : undefined;
  if (!district && /^\d{4}00$/.test(region) && !region.endsWith('0000')) {
    const districts = districtsOf(region);
    district = districts[accountId % Math.max(districts.length, 1)];
  }
  const centre = district ? DISTRICT_CENTRES[district] : undefined;
  if (!centre) return undefined;
  const angle = (accountId * 137.508 * Math.PI) / 180;
  const radius = 0.003 + (accountId % 7) * 0.0025;
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    lng: round(centre[0] + radius * Math.cos(angle)),
    lat: round(centre[1] + radius * Math.sin(angle)),
  };
}

/**
 * Coordinates for the demo organisations that have none, so the map's organisation layer shows
 * them where they are. Only rows without coordinates are written: running it again changes
 * nothing, and coordinates an organisation set itself are kept.
 */
export const demoCoordinatesSeed: TSeedStep = {
  name: 'employment-map:demo-coordinates',
  demo: true,
  async run({ db }) {
    const res = await db.execute<{ account_id: number; region: string | null }>(
      sql`SELECT account_id, region FROM gb01 WHERE lat IS NULL OR lng IS NULL`,
    );
    const points = res.rows.flatMap((r) => {
      const p = demoPoint(Number(r.account_id), r.region);
      return p ? [{ id: Number(r.account_id), ...p }] : [];
    });
    if (!points.length) return;
    await db.execute(sql`
      UPDATE gb01 SET lat = t.lat, lng = t.lng
        FROM unnest(${`{${points.map((p) => p.id).join(',')}}`}::int[],
                    ${`{${points.map((p) => p.lat).join(',')}}`}::float8[],
                    ${`{${points.map((p) => p.lng).join(',')}}`}::float8[]) AS t(id, lat, lng)
       WHERE gb01.account_id = t.id AND (gb01.lat IS NULL OR gb01.lng IS NULL)`);
  },
};
