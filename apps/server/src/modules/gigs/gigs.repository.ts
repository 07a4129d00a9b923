import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import { GIG_ORDER_HOLDING, UserType } from '@rcwb/shared';
import { accounts, files, gb01, gigOrders, gigPostings, gigRatings, workerCards } from '../../db/schema';
import type { TExec, TTx } from '../../core/tx';
import { likePattern, pageOf } from '../../core/paging';
import { type TBox, type TPoint, boundingBox, distanceKm, inBox } from './distance';
import type { TGigMarket, TWorkerMarket } from './gigs.schemas';

export type TGigRow = typeof gigPostings.$inferSelect;
export type TCardRow = typeof workerCards.$inferSelect;
export type TOrderRow = typeof gigOrders.$inferSelect;

/** Today in the region's time zone: gigs are dated by the local calendar. */
export const localToday = sql<string>`(now() AT TIME ZONE 'Asia/Shanghai')::date`;

/** The name an account is shown under: an organisation's registered name, else the account name. */
export const displayName = sql<string>`coalesce(${gb01.name}, ${accounts.name})`;

/** Average score and count of the ratings an account received. */
const ratingOf = (account: SQL | AnyColumn) => ({
  ratingAvg: sql<
    number | null
  >`(SELECT round(avg(${gigRatings.score})::numeric, 1)::float8 FROM ${gigRatings} WHERE ${gigRatings.rateeId} = ${account})`,
  ratingCount: sql<number>`(SELECT count(*)::int FROM ${gigRatings} WHERE ${gigRatings.rateeId} = ${account})`,
});

/** Who may post gigs: an approved organisation, or a person whose Gc01 record is complete. */
export async function mayPost(db: TExec, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ userType: accounts.userType, complete: accounts.profileComplete, review: gb01.reviewStatus })
    .from(accounts)
    .leftJoin(gb01, eq(gb01.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) return false;
  if (row.userType === UserType.org) return row.review === 'approved';
  return row.userType === UserType.person && row.complete;
}

export const findGig = async (db: TExec, id: number) =>
  (await db.select().from(gigPostings).where(eq(gigPostings.id, id)))[0];

export const lockGig = async (tx: TTx, id: number) =>
  (await tx.select().from(gigPostings).where(eq(gigPostings.id, id)).for('update'))[0];

export const lockCard = async (tx: TTx, id: number) =>
  (await tx.select().from(workerCards).where(eq(workerCards.id, id)).for('update'))[0];

export const cardOf = async (db: TExec, personId: number) =>
  (await db.select().from(workerCards).where(eq(workerCards.personId, personId)))[0];

export const findOrder = async (db: TExec, id: number) =>
  (await db.select().from(gigOrders).where(eq(gigOrders.id, id)))[0];

export const lockOrder = async (tx: TTx, id: number) =>
  (await tx.select().from(gigOrders).where(eq(gigOrders.id, id)).for('update'))[0];

/** Workers holding a place on the gig (accepted and after), against its headcount. */
export async function placesTaken(db: TExec, gigId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gigOrders)
    .where(and(eq(gigOrders.gigId, gigId), inArray(gigOrders.status, [...GIG_ORDER_HOLDING])));
  return Number(row?.n ?? 0);
}

/** An image the account uploaded and has not deleted, or undefined. */
export async function ownImage(db: TExec, ownerId: number, fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), eq(files.kind, 'image')));
  return row && !row.deletedAt ? row : undefined;
}

/** Some element of a text array contains the keyword. */
export const anyLike = (column: AnyColumn, keyword: string) =>
  sql`EXISTS (SELECT 1 FROM unnest(${column}) s WHERE s ILIKE ${likePattern(keyword)})`;

/** District and city codes match by prefix: `350100` (a city) covers `350102`. */
export const areaPrefix = (code: string) => code.replace(/(00)+$/, '');

/** The distance part of a market query: the box (index), the exact distance and the order. */
function distancePart(lat: AnyColumn, lng: AnyColumn, f: TGigMarket | TWorkerMarket) {
  if (f.lat === undefined || f.lng === undefined)
    return { where: undefined, distance: sql<null>`NULL::float8` };
  const p: TPoint = { lat: f.lat, lng: f.lng };
  const distance = distanceKm(lat, lng, p);
  if (f.sort !== 'distance') return { where: undefined, distance };
  // The box keeps the scan on the (lat, lng) index; the exact distance then trims its corners.
  return {
    where: and(inBox(lat, lng, boundingBox(p, f.radiusKm)), sql`${distance} <= ${f.radiusKm}`),
    distance,
  };
}

/** Published, not yet ended gigs matching the market filters, newest first or nearest first. */
export async function marketGigs(db: TExec, f: TGigMarket) {
  const d = distancePart(gigPostings.lat, gigPostings.lng, f);
  const filters: (SQL | undefined)[] = [
    eq(gigPostings.status, 'published'),
    gte(gigPostings.endDate, localToday),
    d.where,
    f.category ? eq(gigPostings.category, f.category) : undefined,
    f.payUnit ? eq(gigPostings.payUnit, f.payUnit) : undefined,
    f.area ? sql`${gigPostings.area} LIKE ${`${areaPrefix(f.area)}%`}` : undefined,
    f.date ? and(lte(gigPostings.startDate, f.date), gte(gigPostings.endDate, f.date)) : undefined,
    f.keyword
      ? or(
          ilike(gigPostings.title, likePattern(f.keyword)),
          ilike(gigPostings.description, likePattern(f.keyword)),
          ilike(gigPostings.address, likePattern(f.keyword)),
          anyLike(gigPostings.skills, f.keyword),
        )
      : undefined,
  ];
  const where = and(...filters);
  return pageOf(
    f,
    db
      .select({
        gig: gigPostings,
        posterName: displayName,
        posterType: accounts.userType,
        distance: d.distance,
        ...ratingOf(gigPostings.posterId),
      })
      .from(gigPostings)
      .innerJoin(accounts, eq(accounts.id, gigPostings.posterId))
      .leftJoin(gb01, eq(gb01.accountId, gigPostings.posterId))
      .where(where)
      .orderBy(
        ...(f.sort === 'distance'
          ? [asc(d.distance), asc(gigPostings.id)]
          : [desc(gigPostings.publishedAt), desc(gigPostings.id)]),
      ),
    db.select({ n: count() }).from(gigPostings).where(where),
  );
}

/** Published worker cards matching the market filters. */
export async function marketWorkers(db: TExec, f: TWorkerMarket) {
  const d = distancePart(workerCards.lat, workerCards.lng, f);
  const filters: (SQL | undefined)[] = [
    eq(workerCards.status, 'published'),
    d.where,
    f.category ? sql`${f.category} = ANY(${workerCards.categories})` : undefined,
    f.payUnit ? eq(workerCards.payUnit, f.payUnit) : undefined,
    f.area
      ? sql`EXISTS (SELECT 1 FROM unnest(${workerCards.areas}) a WHERE a LIKE ${`${areaPrefix(f.area)}%`})`
      : undefined,
    f.keyword
      ? or(ilike(workerCards.intro, likePattern(f.keyword)), anyLike(workerCards.skills, f.keyword))
      : undefined,
  ];
  const where = and(...filters);
  return pageOf(
    f,
    db
      .select({
        card: workerCards,
        name: accounts.name,
        mobile: accounts.mobile,
        photoKey: files.storageKey,
        distance: d.distance,
        ...ratingOf(workerCards.personId),
      })
      .from(workerCards)
      .innerJoin(accounts, eq(accounts.id, workerCards.personId))
      .leftJoin(files, and(eq(files.id, workerCards.photoFileId), sql`${files.deletedAt} IS NULL`))
      .where(where)
      .orderBy(
        ...(f.sort === 'distance'
          ? [asc(d.distance), asc(workerCards.id)]
          : [desc(workerCards.publishedAt), desc(workerCards.id)]),
      ),
    db.select({ n: count() }).from(workerCards).where(where),
  );
}

/** Published gigs inside a box (e.g. a map's view or a district's extent), for the map's gig layer. */
export async function gigPointsIn(db: TExec, box: TBox, limit = 2000) {
  return db
    .select({
      id: gigPostings.id,
      title: gigPostings.title,
      category: gigPostings.category,
      area: gigPostings.area,
      lat: gigPostings.lat,
      lng: gigPostings.lng,
      payAmount: gigPostings.payAmount,
      payUnit: gigPostings.payUnit,
    })
    .from(gigPostings)
    .where(
      and(
        eq(gigPostings.status, 'published'),
        gte(gigPostings.endDate, localToday),
        inBox(gigPostings.lat, gigPostings.lng, box),
      ),
    )
    .orderBy(desc(gigPostings.publishedAt), desc(gigPostings.id))
    .limit(limit);
}

export { ratingOf };
