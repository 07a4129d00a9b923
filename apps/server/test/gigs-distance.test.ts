import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigPostings, workerCards } from '../src/db/schema';
import { boundingBox } from '../src/modules/gigs/distance';
import { gigPoints } from '../src/modules/gigs';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg } from './jobs-helpers';
import { makePerson } from './deliveries-helpers';
import { gigDay, rowsOf } from './gigs-helpers';

/** Haversine in km, the same sphere as the server's (IUGG mean radius). */
function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.lat - a.lat) / 2) ** 2 +
    Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

// A district code no other test uses, so only these rows match the area filter.
const AREA = '359901';
const CENTRE = { lat: 26.0745, lng: 119.2965 };
let t: TTestApp;
let api: ReturnType<typeof caller>;
let points: { id: number; lat: number; lng: number }[] = [];
const cards: { id: number; lat: number; lng: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  const org = await makeOrg(t, '距离测试单位');
  const next = random(20261126);
  // 240 gigs scattered over about 300 km × 300 km around Fuzhou, some of them very close together.
  const rows = Array.from({ length: 240 }, (_, i) => ({
    posterId: org.id,
    title: `距离测试 ${i}`,
    category: 'delivery' as const,
    payAmount: 20,
    payUnit: 'hour' as const,
    startDate: gigDay(0),
    endDate: gigDay(10),
    dailyStart: '09:00',
    dailyEnd: '18:00',
    area: AREA,
    address: '测试地址',
    lat: i % 10 === 0 ? CENTRE.lat + (next() - 0.5) * 0.01 : 24.7 + next() * 2.8,
    lng: i % 10 === 0 ? CENTRE.lng + (next() - 0.5) * 0.01 : 117.8 + next() * 3,
    headcount: 1,
    contactName: '测试',
    contactPhone: '13900000000',
    status: 'published' as const,
    publishedAt: new Date(Date.now() - i * 60_000),
  }));
  points = await t.deps.db
    .insert(gigPostings)
    .values(rows)
    .returning({ id: gigPostings.id, lat: gigPostings.lat, lng: gigPostings.lng });
  // Worker cards: one per person, 30 persons.
  for (let i = 0; i < 30; i++) {
    const p = await makePerson(t, `测距${i}`);
    const [c] = await t.deps.db
      .insert(workerCards)
      .values({
        personId: p.id,
        categories: ['delivery'],
        skills: ['测距专用'],
        areas: [AREA],
        days: [1, 2, 3],
        timeFrom: '08:00',
        timeTo: '18:00',
        expectedPay: 20,
        payUnit: 'hour',
        lat: 24.7 + next() * 2.8,
        lng: 117.8 + next() * 3,
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: workerCards.id, lat: workerCards.lat, lng: workerCards.lng });
    cards.push(c!);
  }
}, 120_000);
afterAll(() => t.close());

/** Every page of a market list, in order. */
async function allPages<T>(url: string, filters: Record<string, unknown>) {
  const rows: T[] = [];
  for (let page = 1; page < 30; page++) {
    const res = await api.get<T>(url, { ...filters, page, limit: 50 });
    expect(res.body.code).toBe(200);
    rows.push(...(res.body.rows as T[]));
    if (rows.length >= res.body.total!) break;
  }
  return rows;
}

const bruteForce = (all: { id: number; lat: number; lng: number }[], from: typeof CENTRE, radiusKm: number) =>
  all
    .map((p) => ({ id: p.id, d: haversine(from, p) }))
    .filter((p) => p.d <= radiusKm)
    .sort((a, b) => a.d - b.d || a.id - b.id);

describe('distance search', () => {
  it.each([
    [CENTRE, 80],
    [{ lat: 25.2, lng: 118.6 }, 150],
    [CENTRE, 1000],
  ])('orders gigs near %o within %i km exactly as a brute-force haversine does', async (from, radiusKm) => {
    const rows = await allPages<{ id: number; distanceKm: number }>('/gig/public/list', {
      area: AREA,
      sort: 'distance',
      lat: from.lat,
      lng: from.lng,
      radiusKm,
    });
    const expected = bruteForce(points, from, radiusKm);
    expect(expected.length).toBeGreaterThan(10);
    expect(rows.map((r) => r.id)).toEqual(expected.map((p) => p.id));
    rows.forEach((r, i) => expect(r.distanceKm).toBeCloseTo(expected[i]!.d, 1));
  });

  it('orders worker cards by distance too', async () => {
    const rows = await allPages<{ id: number }>('/worker-card/public/list', {
      keyword: '测距专用',
      sort: 'distance',
      lat: CENTRE.lat,
      lng: CENTRE.lng,
      radiusKm: 1000,
    });
    expect(rows.map((r) => r.id)).toEqual(bruteForce(cards, CENTRE, 1000).map((p) => p.id));
  });

  it('needs a point to sort by distance, and shows distances when one is given with the newest order', async () => {
    expect((await api.get('/gig/public/list', { sort: 'distance' })).body.code).toBe(601);
    const newest = await api.get<{ id: number; distanceKm: number }>('/gig/public/list', {
      area: AREA,
      lat: CENTRE.lat,
      lng: CENTRE.lng,
      limit: 5,
    });
    expect(rowsOf(newest).map((r) => r.id)).toEqual(points.slice(0, 5).map((p) => p.id));
    rowsOf(newest).forEach((r, i) => expect(r.distanceKm).toBeCloseTo(haversine(CENTRE, points[i]!), 1));
  });

  it('keeps every point of the circle inside its bounding box', () => {
    const next = random(7);
    for (let i = 0; i < 500; i++) {
      const p = { lat: -70 + next() * 140, lng: -170 + next() * 340 };
      const radius = 1 + next() * 800;
      const box = boundingBox(p, radius);
      // Points on the circle, in every direction.
      for (let k = 0; k < 36; k++) {
        const bearing = (k * 10 * Math.PI) / 180;
        const d = radius / 6371.0088;
        const lat1 = (p.lat * Math.PI) / 180;
        const lat2 = Math.asin(
          Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing),
        );
        const lng2 =
          (p.lng * Math.PI) / 180 +
          Math.atan2(
            Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
            Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
          );
        const q = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
        if (q.lng > 180 || q.lng < -180) continue; // across the date line: clamped boxes do not wrap
        expect(q.lat).toBeGreaterThanOrEqual(box.minLat - 1e-9);
        expect(q.lat).toBeLessThanOrEqual(box.maxLat + 1e-9);
        expect(q.lng).toBeGreaterThanOrEqual(box.minLng - 1e-9);
        expect(q.lng).toBeLessThanOrEqual(box.maxLng + 1e-9);
      }
    }
  });

  it('answers the map’s gig points inside a box', async () => {
    const box = boundingBox(CENTRE, 5);
    const inside = await gigPoints(t.deps.db, { box });
    const ours = new Set(points.filter((p) => haversine(CENTRE, p) < 3).map((p) => p.id));
    expect(ours.size).toBeGreaterThan(5);
    const ids = new Set(inside.map((p) => p.id));
    for (const id of ours) expect(ids.has(id)).toBe(true);
    for (const p of inside) {
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});
