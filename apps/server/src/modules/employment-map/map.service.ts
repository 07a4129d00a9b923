import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DISTRICT_CENTRES,
  inRegion,
  PORTAL_REGION,
  REGION_BOUNDS,
  type TMapAreaCounts,
  type TMapDistrict,
  type TMapFairPoint,
  type TMapGigPoint,
  type TMapLevel,
  type TMapOrgPoint,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { gigPoints } from '../gigs';
import { areaLevelOf, searchIndexGeneration } from '../job-search';

/** The salary bands postings are counted in (salary_band dictionary values, map_salary_band in SQL). */
export const MAP_SALARY_BANDS = [
  '0-3000',
  '3000-5000',
  '5000-8000',
  '8000-12000',
  '12000-20000',
  '20000-30000',
  '30000-50000',
  '50000-',
  'negotiable',
] as const;

/** An area code of the map: the province, one of its cities or one of their districts. */
export const ZMapArea = z.object({ area: z.string().regex(/^\d{6}$/) });

/** Organisation points an area answers at most: those with the most published postings there. */
export const MAX_ORG_POINTS = 500;
/** A district's top organisations. */
export const TOP_ORGS = 10;

/**
 * A district's top organisations, read from the (area, n DESC NULLS LAST) index. NULLS LAST as
 * the index sorts: a plain `n DESC` (NULLS FIRST) does not match it, and the planner read and
 * sorted every organisation of the district (7,405 rows for 350121 at 1,000,000 postings) instead
 * of the index's first entries (docs/employment-map.md). n is never null: the order is the same.
 */
export const topOrgsSql = (area: string) =>
  sql`SELECT c.org_id AS id, coalesce(g.name, a.name) AS name, c.n
        FROM (SELECT org_id, n FROM map_org_count WHERE area = ${area} AND n > 0
               ORDER BY n DESC NULLS LAST, org_id LIMIT ${TOP_ORGS}) c
        JOIN account a ON a.id = c.org_id LEFT JOIN gb01 g ON g.account_id = c.org_id
       ORDER BY c.n DESC, c.org_id`;
/** How long an answer is kept when no write of this process touched the index (other nodes' writes). */
const ANSWER_TTL_MS = 10_000;

const levelOf = (code: string): TMapLevel => areaLevelOf(code);

/**
 * The area asked, if it is the portal's province or a city or district of it. Others are "not
 * found" with the common message: the page never asks for them (its URL parser keeps to the
 * region), and a message of its own would weigh on every page's first load, which carries the
 * server's catalogue.
 */
function checkedArea(area: string): string {
  if (!inRegion(area) || (levelOf(area) === 'province' && area !== PORTAL_REGION)) throw notFound();
  return area;
}

/** The point of a place: its coordinates, else its district's centre; none outside the region. */
function pointOf(area: string, lat: number | null, lng: number | null) {
  if (lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
    return { lat, lng, precision: 'exact' as const };
  const centre = DISTRICT_CENTRES[area] ?? cityCentre(area);
  return centre ? { lng: centre[0], lat: centre[1], precision: 'district' as const } : undefined;
}

/** A city's centre: the mean of its districts' centres (a fair may name its city only). */
function cityCentre(area: string): readonly [number, number] | undefined {
  if (levelOf(area) !== 'city') return undefined;
  const centres = Object.entries(DISTRICT_CENTRES).filter(([code]) => code.startsWith(area.slice(0, 4)));
  if (!centres.length) return undefined;
  let [lng, lat] = [0, 0];
  for (const [, c] of centres) [lng, lat] = [lng + c[0], lat + c[1]];
  return [lng / centres.length, lat / centres.length];
}

/**
 * Remembers answers until the search index is written (search-cache's generation, announced by
 * every writer in this process, inside and again after its transaction) or ANSWER_TTL_MS pass.
 */
function answerMemo<V>(enabled: boolean, db: object) {
  if (!enabled) return (_key: string, compute: () => Promise<V>) => compute();
  const kept = new Map<string, { generation: number; at: number; value: Promise<V> }>();
  return (key: string, compute: () => Promise<V>): Promise<V> => {
    const generation = searchIndexGeneration(db);
    const known = kept.get(key);
    if (known && known.generation === generation && Date.now() - known.at < ANSWER_TTL_MS) return known.value;
    const value = compute();
    kept.set(key, { generation, at: Date.now(), value });
    value.catch(() => kept.delete(key));
    // Keys are area codes: a few hundred at most, so the map stays small without eviction.
    return value;
  };
}

/**
 * The employment map's reads, from the counts the job_search triggers keep (map-counts.ts).
 * `cache: false` computes every answer (the bench measures the reads themselves).
 */
export function createMapService(deps: Pick<TDeps, 'db'>, { cache = true }: { cache?: boolean } = {}) {
  const { db } = deps;
  const areaMemo = answerMemo<TMapAreaCounts>(cache, deps.db);
  const districtMemo = answerMemo<TMapDistrict>(cache, deps.db);
  const orgMemo = answerMemo<TMapOrgPoint[]>(cache, deps.db);

  /** A province's cities or a city's districts with their published postings. */
  const areaCounts = (code: string) =>
    areaMemo(code, async () => {
      const area = checkedArea(code);
      const level = levelOf(area);
      if (level === 'district') throw notFound();
      const res = await db.execute<{ code: string; n: number }>(
        level === 'province'
          ? sql`SELECT area_city AS code, sum(n)::int AS n FROM map_posting_count
                 WHERE area_province = ${area} GROUP BY 1 HAVING sum(n) > 0 ORDER BY 1`
          : sql`SELECT area AS code, sum(n)::int AS n FROM map_posting_count
                 WHERE area_city = ${area} GROUP BY 1 HAVING sum(n) > 0 ORDER BY 1`,
      );
      const areas = res.rows.map((r) => ({ code: r.code, n: Number(r.n) }));
      return { area, level, total: areas.reduce((s, a) => s + a.n, 0), areas };
    });

  /** A district's postings by category group and salary band, and its top organisations. */
  const district = (code: string) =>
    districtMemo(code, async () => {
      const area = checkedArea(code);
      if (levelOf(area) === 'province') throw notFound();
      const [groups, bands, orgs] = await Promise.all([
        db.execute<{ key: string; n: number }>(
          sql`SELECT category_group AS key, sum(n)::int AS n FROM map_posting_count
               WHERE area = ${area} GROUP BY 1 HAVING sum(n) > 0 ORDER BY 2 DESC, 1`,
        ),
        db.execute<{ key: string; n: number }>(
          sql`SELECT salary_band AS key, sum(n)::int AS n FROM map_posting_count
               WHERE area = ${area} GROUP BY 1 HAVING sum(n) > 0`,
        ),
        db.execute<{ id: number; name: string; n: number }>(topOrgsSql(area)),
      ]);
      const byCategory = groups.rows.map((r) => ({ group: r.key, n: Number(r.n) }));
      const bandOrder = (b: string) => MAP_SALARY_BANDS.indexOf(b as (typeof MAP_SALARY_BANDS)[number]);
      return {
        area,
        total: byCategory.reduce((s, g) => s + g.n, 0),
        byCategory,
        bySalary: bands.rows
          .map((r) => ({ band: r.key, n: Number(r.n) }))
          .sort((a, b) => bandOrder(a.band) - bandOrder(b.band)),
        topOrgs: orgs.rows.map((r) => ({ id: Number(r.id), name: r.name, n: Number(r.n) })),
        searchArea: area,
      };
    });

  /**
   * Organisations with published postings in the area, at most MAX_ORG_POINTS (the most
   * postings first): read in count order from map_org_count's index (NULLS LAST as the index
   * sorts, see the district's top organisations), one row per organisation
   * and district, merged per organisation.
   */
  const orgPoints = (code: string) =>
    orgMemo(code, async () => {
      const area = checkedArea(code);
      const level = levelOf(area);
      const column = sql.raw(
        level === 'province' ? 'area_province' : level === 'city' ? 'area_city' : 'area',
      );
      const res = await db.execute<{
        id: number;
        area: string;
        n: number;
        name: string;
        lat: number | null;
        lng: number | null;
        region: string | null;
      }>(
        sql`SELECT c.org_id AS id, c.area, c.n, coalesce(g.name, a.name) AS name, g.lat, g.lng, g.region
              FROM (SELECT org_id, area, n FROM map_org_count WHERE ${column} = ${area} AND n > 0
                     ORDER BY n DESC NULLS LAST, org_id LIMIT ${MAX_ORG_POINTS * 4}) c
              JOIN account a ON a.id = c.org_id LEFT JOIN gb01 g ON g.account_id = c.org_id`,
      );
      const byOrg = new Map<number, TMapOrgPoint>();
      for (const r of res.rows) {
        const id = Number(r.id);
        const known = byOrg.get(id);
        if (known) {
          known.n += Number(r.n);
          continue;
        }
        if (byOrg.size >= MAX_ORG_POINTS) continue;
        // No coordinates: the organisation's own district, else the district of these postings.
        const home = r.region && DISTRICT_CENTRES[r.region] ? r.region : r.area;
        const point = pointOf(home, r.lat, r.lng);
        if (point) byOrg.set(id, { id, name: r.name, area: home, n: Number(r.n), ...point });
      }
      return [...byOrg.values()].sort((a, b) => b.n - a.n || a.id - b.id);
    });

  /** Published fairs that have not ended, in the area (their own point or their district's centre). */
  async function fairPoints(code: string): Promise<TMapFairPoint[]> {
    const area = checkedArea(code);
    const prefix = area.replace(/(00)+$/, '');
    const res = await db.execute<{
      id: number;
      title: string;
      area: string;
      lat: number | null;
      lng: number | null;
      starts_at: Date;
      ends_at: Date;
    }>(
      sql`SELECT id, title, area, lat, lng, starts_at, ends_at FROM job_fair
           WHERE status = 'published' AND ends_at > now() AND area LIKE ${`${prefix}%`}
           ORDER BY starts_at, id LIMIT ${MAX_ORG_POINTS}`,
    );
    return res.rows.flatMap((r) => {
      const point = pointOf(r.area, r.lat, r.lng);
      return point
        ? [
            {
              id: Number(r.id),
              name: r.title,
              area: r.area,
              startsAt: new Date(r.starts_at).toISOString(),
              endsAt: new Date(r.ends_at).toISOString(),
              ...point,
            },
          ]
        : [];
    });
  }

  /**
   * Published gigs that have not ended, in the area: the gigs module's box search (its
   * (lat, lng) index) over the bounds of the province or of the area's city, then the area's own.
   */
  async function gigMapPoints(code: string): Promise<TMapGigPoint[]> {
    const area = checkedArea(code);
    const prefix = area.replace(/(00)+$/, '');
    const bounds =
      levelOf(area) === 'province' ? REGION_BOUNDS.region : REGION_BOUNDS.cities[`${area.slice(0, 4)}00`];
    if (!bounds) return [];
    const [west, south, east, north] = bounds;
    // The outlines are simplified: a little margin keeps a gig on the coast inside the box.
    const m = 0.05;
    const box = { minLat: south - m, maxLat: north + m, minLng: west - m, maxLng: east + m };
    const rows = await gigPoints(db, { box }, MAX_ORG_POINTS);
    return rows
      .filter((r) => r.area.startsWith(prefix))
      .map((r) => ({
        id: r.id,
        name: r.title,
        area: r.area,
        lat: r.lat,
        lng: r.lng,
        precision: 'exact' as const,
        category: r.category,
        payAmount: r.payAmount,
        payUnit: r.payUnit,
      }));
  }

  return { areaCounts, district, orgPoints, fairPoints, gigMapPoints };
}
