import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { MAX_PUBLIC_RESULT_WINDOW, page } from '../../core/route';
import { accounts, gb01, gigPostings } from '../../db/schema';
import { type TBox, boundingBox } from './distance';
import { displayName, gigPointsIn, marketGigs, marketWorkers, ratingOf } from './gigs.repository';
import { presentGig, presentMarketCard } from './gigs.presenter';
import type { TGigMarket, TWorkerMarket } from './gigs.schemas';

/** Past the public window the market answers an empty page, like the job search. */
const beyondWindow = (f: { page: number; limit: number }) =>
  (f.page - 1) * f.limit >= MAX_PUBLIC_RESULT_WINDOW;

/** The public gig market: published gigs that have not ended, filtered, newest or nearest first. */
export async function gigMarket(deps: TDeps, f: TGigMarket) {
  if (beyondWindow(f)) return page([], 0);
  const { rows, total } = await marketGigs(deps.db, f);
  return page(
    rows.map((r) => presentGig(r.gig, r)),
    Math.min(total, MAX_PUBLIC_RESULT_WINDOW),
  );
}

/** Published worker cards, names and mobiles masked. */
export async function workerMarket(deps: TDeps, f: TWorkerMarket) {
  if (beyondWindow(f)) return page([], 0);
  const { rows, total } = await marketWorkers(deps.db, f);
  return page(rows.map(presentMarketCard), Math.min(total, MAX_PUBLIC_RESULT_WINDOW));
}

/** One published gig as the public sees it (no contact). */
export async function publicGig(deps: TDeps, id: number) {
  const [row] = await deps.db
    .select({ gig: gigPostings, posterName: displayName, ...ratingOf(gigPostings.posterId) })
    .from(gigPostings)
    .innerJoin(accounts, eq(accounts.id, gigPostings.posterId))
    .leftJoin(gb01, eq(gb01.accountId, gigPostings.posterId))
    .where(and(eq(gigPostings.id, id), eq(gigPostings.status, 'published')));
  if (!row) throw notFound('gigs.notFound');
  return presentGig(row.gig, row);
}

/**
 * Published, not yet ended gigs as map points: inside a box, or within `radiusKm` of a point's
 * box (e.g. a district's centre). For the employment map's gig layer.
 */
export function gigPoints(
  db: TDeps['db'],
  where: { box: TBox } | { centre: { lat: number; lng: number }; radiusKm: number },
  limit?: number,
) {
  const box = 'box' in where ? where.box : boundingBox(where.centre, where.radiusKm);
  return gigPointsIn(db, box, limit);
}
