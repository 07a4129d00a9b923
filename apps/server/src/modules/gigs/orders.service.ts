import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  GIG_ORDER_HOLDING,
  type TGigOrderAction,
  type TGigOrderSide,
  UserType,
  gigOrderStep,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { pageOf, type TPaging } from '../../core/paging';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { type TTx, isUniqueViolation } from '../../core/tx';
import { accounts, gigOrders, gigPostings, gigRatings, workerCards } from '../../db/schema';
import {
  type TGigRow,
  type TOrderRow,
  displayName,
  findOrder,
  lockGig,
  lockOrder,
  placesTaken,
} from './gigs.repository';
import { presentGig, presentOrder } from './gigs.presenter';
import { gb01 } from '../../db/schema';
import { portalDay } from '../../core/time';

const isOpen = (g: TGigRow) => g.status === 'published' && g.endDate >= portalDay();
const holds = (status: string) => (GIG_ORDER_HOLDING as readonly string[]).includes(status);

type TNotice = {
  to: number;
  action: TGigOrderAction | 'applied' | 'invited' | 'rated';
  title: string;
  params?: Record<string, string | number>;
};

async function tell(deps: TDeps, n: TNotice) {
  const bodyKey =
    n.action === 'confirm'
      ? 'gigs.notice.order.confirmBody'
      : n.action === 'rated'
        ? 'gigs.notice.order.ratedBody'
        : 'gigs.notice.order.body';
  await deps.notifier.notify(n.to, {
    kind: 'gig-order',
    titleKey: `gigs.notice.order.${n.action}`,
    bodyKey,
    params: { title: n.title, ...n.params },
  });
}

/** A person applies for a published gig that has not ended (once per gig). */
export async function applyForGig(deps: TDeps, user: TSessionUser, gigId: number, message?: string) {
  if (user.userType !== UserType.person) throw warning('gigs.personOnly');
  const { order, gig } = await deps.db.transaction(async (tx) => {
    const gig = await lockGig(tx, gigId);
    if (!gig) throw notFound('gigs.notFound');
    if (!isOpen(gig)) throw warning('gigs.notOpen');
    if (gig.posterId === user.accountId) throw warning('gigs.ownGig');
    const order = await insertOrder(tx, {
      gigId,
      workerId: user.accountId,
      origin: 'applied',
      status: 'applied',
      message: message ?? null,
    });
    return { order, gig };
  });
  await tell(deps, { to: gig.posterId, action: 'applied', title: gig.title, params: { name: user.name } });
  return presentOrder(order);
}

/** The employer invites the person behind a published worker card to one of their open gigs. */
export async function inviteWorker(
  deps: TDeps,
  user: TSessionUser,
  gigId: number,
  cardId: number,
  message?: string,
) {
  const { order, gig } = await deps.db.transaction(async (tx) => {
    const gig = await lockGig(tx, gigId);
    if (!gig || gig.posterId !== user.accountId) throw notFound('gigs.notFound');
    if (!isOpen(gig)) throw warning('gigs.notOpen');
    const [card] = await tx
      .select({ personId: workerCards.personId })
      .from(workerCards)
      .where(and(eq(workerCards.id, cardId), eq(workerCards.status, 'published')));
    if (!card) throw notFound('gigs.cardNotFound');
    if (card.personId === user.accountId) throw warning('gigs.ownGig');
    const order = await insertOrder(tx, {
      gigId,
      workerId: card.personId,
      origin: 'invited',
      status: 'invited',
      message: message ?? null,
    });
    return { order, gig };
  });
  await tell(deps, { to: order.workerId, action: 'invited', title: gig.title, params: { name: user.name } });
  return presentOrder(order);
}

async function insertOrder(tx: TTx, values: typeof gigOrders.$inferInsert): Promise<TOrderRow> {
  try {
    // A savepoint: a duplicate must not abort the surrounding transaction before we answer.
    return await tx.transaction(async (sp) => (await sp.insert(gigOrders).values(values).returning())[0]!);
  } catch (err) {
    if (isUniqueViolation(err, 'gig_order_gig_worker_uq')) throw warning('gigs.alreadyOrdered');
    throw err;
  }
}

/**
 * One step of an order (GIG_ORDER_TRANSITIONS). The gig's row is locked first, then the order's,
 * so two accepts on one gig take turns and never exceed its headcount; a step the table does not
 * list for the caller's side is refused with the order's current state.
 */
export async function orderStep(
  deps: TDeps,
  user: TSessionUser,
  orderId: number,
  action: TGigOrderAction,
  amount?: number,
) {
  const found = await findOrder(deps.db, orderId);
  if (!found) throw notFound('gigs.orderNotFound');
  const { order, gig, side } = await deps.db.transaction(async (tx) => {
    const gig = (await lockGig(tx, found.gigId))!;
    const order = (await lockOrder(tx, orderId))!;
    const side: TGigOrderSide | null =
      order.workerId === user.accountId ? 'worker' : gig.posterId === user.accountId ? 'employer' : null;
    if (!side) throw notFound('gigs.orderNotFound');
    const step = gigOrderStep(order.status, action, side);
    if (!step) throw warning(`gigs.order.is.${order.status}`);
    if (action === 'accept') {
      if (gig.status !== 'published') throw warning('gigs.notOpen');
      if ((await placesTaken(tx, gig.id)) >= gig.headcount) throw warning('gigs.full');
    }
    const today = portalDay();
    if (action === 'checkIn' && (today < gig.startDate || today > gig.endDate))
      throw warning('gigs.checkInDay', { start: gig.startDate, end: gig.endDate });
    const [updated] = await tx
      .update(gigOrders)
      .set({
        status: step.to,
        updatedAt: sql`now()`,
        ...(action === 'checkIn' ? { checkedInAt: sql`now()` } : {}),
        ...(action === 'checkOut' ? { checkedOutAt: sql`now()` } : {}),
        ...(action === 'confirm' ? { confirmedAt: sql`now()`, amount: amount ?? 0 } : {}),
      })
      .where(eq(gigOrders.id, orderId))
      .returning();
    return { order: updated!, gig, side };
  });
  await tell(deps, {
    to: side === 'worker' ? gig.posterId : order.workerId,
    action,
    title: gig.title,
    params: { name: user.name, amount: order.amount ?? 0 },
  });
  return presentOrder(order);
}

/** Each side rates the other once, after the employer confirmed the work. */
export async function rateOrder(
  deps: TDeps,
  user: TSessionUser,
  orderId: number,
  score: number,
  comment: string,
) {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound('gigs.orderNotFound');
  const [gig] = await deps.db.select().from(gigPostings).where(eq(gigPostings.id, order.gigId));
  const ratee =
    order.workerId === user.accountId
      ? gig!.posterId
      : gig!.posterId === user.accountId
        ? order.workerId
        : null;
  if (ratee === null) throw notFound('gigs.orderNotFound');
  if (order.status !== 'confirmed') throw warning('gigs.rating.notConfirmed');
  try {
    await deps.db
      .insert(gigRatings)
      .values({ orderId, raterId: user.accountId, rateeId: ratee, score, comment });
  } catch (err) {
    if (isUniqueViolation(err, 'gig_rating_order_rater_uq')) throw warning('gigs.rating.already');
    throw err;
  }
  await tell(deps, { to: ratee, action: 'rated', title: gig!.title, params: { score, comment } });
  return { orderId, score, comment };
}

/** The score one account gave on an order, as a column. */
const givenBy = (rater: typeof gigOrders.workerId | typeof gigPostings.posterId) => ({
  score: sql<number | null>`(SELECT ${gigRatings.score} FROM ${gigRatings}
    WHERE ${gigRatings.orderId} = ${gigOrders.id} AND ${gigRatings.raterId} = ${rater})`,
  comment: sql<string | null>`(SELECT ${gigRatings.comment} FROM ${gigRatings}
    WHERE ${gigRatings.orderId} = ${gigOrders.id} AND ${gigRatings.raterId} = ${rater})`,
});
const ratingPair = (score: number | null, comment: string | null) =>
  score === null ? null : { score, comment: comment ?? '' };

/**
 * The worker's orders, newest first, each with its gig. The gig's contact is shown only once
 * the worker holds a place (accepted and after).
 */
export async function myOrders(deps: TDeps, user: TSessionUser, paging: TPaging) {
  const where = eq(gigOrders.workerId, user.accountId);
  const mine = givenBy(gigOrders.workerId);
  const theirs = givenBy(gigPostings.posterId);
  const { rows, total } = await pageOf(
    paging,
    deps.db
      .select({
        order: gigOrders,
        gig: gigPostings,
        posterName: displayName,
        myScore: mine.score,
        myComment: mine.comment,
        theirScore: theirs.score,
        theirComment: theirs.comment,
      })
      .from(gigOrders)
      .innerJoin(gigPostings, eq(gigPostings.id, gigOrders.gigId))
      .innerJoin(accounts, eq(accounts.id, gigPostings.posterId))
      .leftJoin(gb01, eq(gb01.accountId, gigPostings.posterId))
      .where(where)
      .orderBy(desc(gigOrders.updatedAt), desc(gigOrders.id)),
    deps.db.select({ n: count() }).from(gigOrders).where(where),
  );
  return page(
    rows.map((r) => ({
      ...presentOrder(r.order),
      gig: presentGig(r.gig, { posterName: r.posterName }),
      contact: holds(r.order.status) ? { name: r.gig.contactName, phone: r.gig.contactPhone } : null,
      myRating: ratingPair(r.myScore, r.myComment),
      theirRating: ratingPair(r.theirScore, r.theirComment),
    })),
    total,
  );
}

/** The applicants and invited workers of one of the employer's gigs; mobiles once they hold a place. */
export async function gigApplicants(deps: TDeps, user: TSessionUser, gigId: number, paging: TPaging) {
  const [gig] = await deps.db.select().from(gigPostings).where(eq(gigPostings.id, gigId));
  if (!gig || gig.posterId !== user.accountId) throw notFound('gigs.notFound');
  const where = eq(gigOrders.gigId, gigId);
  const mine = givenBy(gigPostings.posterId);
  const theirs = givenBy(gigOrders.workerId);
  const { rows, total } = await pageOf(
    paging,
    deps.db
      .select({
        order: gigOrders,
        name: accounts.name,
        mobile: accounts.mobile,
        cardId: workerCards.id,
        myScore: mine.score,
        myComment: mine.comment,
        theirScore: theirs.score,
        theirComment: theirs.comment,
      })
      .from(gigOrders)
      .innerJoin(gigPostings, eq(gigPostings.id, gigOrders.gigId))
      .innerJoin(accounts, eq(accounts.id, gigOrders.workerId))
      .leftJoin(workerCards, eq(workerCards.personId, gigOrders.workerId))
      .where(where)
      .orderBy(desc(gigOrders.createdAt), desc(gigOrders.id)),
    deps.db.select({ n: count() }).from(gigOrders).where(where),
  );
  return page(
    rows.map((r) => ({
      ...presentOrder(r.order),
      workerName: r.name,
      workerMobile: holds(r.order.status) ? r.mobile : null,
      cardId: r.cardId,
      myRating: ratingPair(r.myScore, r.myComment),
      theirRating: ratingPair(r.theirScore, r.theirComment),
    })),
    total,
  );
}
