import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { likePattern, pageOf } from '../../core/paging';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { files, gigOrders, gigPostings, workerCards } from '../../db/schema';
import { cardOf, findGig, lockGig, mayPost, ownImage, placesTaken } from './gigs.repository';
import { presentOwnCard, presentOwnGig } from './gigs.presenter';
import type { TCardFields, TGigFields, TMyGigList } from './gigs.schemas';

/** The caller's own gig, or the not-found refusal (another's gig is "not yours"). */
async function ownGig(deps: TDeps, user: TSessionUser, id: number) {
  const gig = await findGig(deps.db, id);
  if (!gig || gig.posterId !== user.accountId) throw notFound('gigs.notFound');
  return gig;
}

async function assertMayPost(deps: TDeps, user: TSessionUser) {
  if (!(await mayPost(deps.db, user.accountId))) throw warning('gigs.posterNotAllowed');
}

export async function myGigs(deps: TDeps, user: TSessionUser, f: TMyGigList) {
  const where = and(
    eq(gigPostings.posterId, user.accountId),
    f.status ? eq(gigPostings.status, f.status) : undefined,
    f.title ? ilike(gigPostings.title, likePattern(f.title)) : undefined,
  );
  const applicants = sql<number>`(SELECT count(*)::int FROM ${gigOrders} WHERE ${gigOrders.gigId} = ${gigPostings.id})`;
  const taken = sql<number>`(SELECT count(*)::int FROM ${gigOrders} WHERE ${gigOrders.gigId} = ${gigPostings.id}
    AND ${gigOrders.status} IN ('accepted', 'checked_in', 'checked_out', 'confirmed'))`;
  const { rows, total } = await pageOf(
    f,
    deps.db
      .select({ gig: gigPostings, applicants, taken })
      .from(gigPostings)
      .where(where)
      .orderBy(desc(gigPostings.createdAt), desc(gigPostings.id)),
    deps.db.select({ n: count() }).from(gigPostings).where(where),
  );
  return page(
    rows.map((r) => presentOwnGig(r.gig, r)),
    total,
  );
}

export async function myGig(deps: TDeps, user: TSessionUser, id: number) {
  const gig = await ownGig(deps, user, id);
  return presentOwnGig(gig, { taken: await placesTaken(deps.db, id) });
}

/** A new gig starts as a draft; only those allowed to post may write one. */
export async function addGig(deps: TDeps, user: TSessionUser, f: TGigFields) {
  await assertMayPost(deps, user);
  const [row] = await deps.db
    .insert(gigPostings)
    .values({ ...f, posterId: user.accountId, status: 'draft' })
    .returning();
  return presentOwnGig(row!);
}

/** Drafts and refused gigs are changed freely; a gig under review or public is not. */
export async function editGig(deps: TDeps, user: TSessionUser, id: number, f: TGigFields) {
  return deps.db.transaction(async (tx) => {
    const gig = await lockGig(tx, id);
    if (!gig || gig.posterId !== user.accountId) throw notFound('gigs.notFound');
    if (gig.status !== 'draft' && gig.status !== 'rejected') throw warning('gigs.cannot.edit');
    const [row] = await tx
      .update(gigPostings)
      .set({ ...f, updatedAt: sql`now()` })
      .where(eq(gigPostings.id, id))
      .returning();
    return presentOwnGig(row!);
  });
}

export async function submitGig(deps: TDeps, user: TSessionUser, id: number) {
  await assertMayPost(deps, user);
  const row = await deps.db.transaction(async (tx) => {
    const gig = await lockGig(tx, id);
    if (!gig || gig.posterId !== user.accountId) throw notFound('gigs.notFound');
    if (gig.status !== 'draft' && gig.status !== 'rejected') throw warning('gigs.cannot.submit');
    const [updated] = await tx
      .update(gigPostings)
      .set({ status: 'pending', submittedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(gigPostings.id, id))
      .returning();
    return updated!;
  });
  return presentOwnGig(row);
}

export async function closeGig(deps: TDeps, user: TSessionUser, id: number) {
  const row = await deps.db.transaction(async (tx) => {
    const gig = await lockGig(tx, id);
    if (!gig || gig.posterId !== user.accountId) throw notFound('gigs.notFound');
    if (gig.status !== 'published') throw warning('gigs.cannot.close');
    const [updated] = await tx
      .update(gigPostings)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(eq(gigPostings.id, id))
      .returning();
    return updated!;
  });
  return presentOwnGig(row);
}

export { ownGig };

// ---- Worker card ----

const assertPerson = (user: TSessionUser) => {
  if (user.userType !== UserType.person) throw warning('gigs.personOnly');
};

export async function myCard(deps: TDeps, user: TSessionUser) {
  assertPerson(user);
  const card = await cardOf(deps.db, user.accountId);
  if (!card) return null;
  const [photo] = card.photoFileId
    ? await deps.db
        .select({ key: files.storageKey })
        .from(files)
        .where(and(eq(files.id, card.photoFileId), isNull(files.deletedAt)))
    : [];
  return presentOwnCard(card, { name: user.name, photoKey: photo?.key ?? null });
}

/**
 * Saves the person's card. Any change to a published or refused card takes it back to a draft:
 * what the market shows has always been reviewed. A card under review waits for the decision.
 */
export async function saveCard(deps: TDeps, user: TSessionUser, f: TCardFields) {
  assertPerson(user);
  if (f.photoFileId && !(await ownImage(deps.db, user.accountId, f.photoFileId))) throw warning('gigs.photo');
  const values = {
    ...f,
    categories: [...new Set(f.categories)],
    areas: [...new Set(f.areas)],
    days: [...new Set(f.days)].sort(),
    photoFileId: f.photoFileId ?? null,
  };
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(workerCards)
      .where(eq(workerCards.personId, user.accountId))
      .for('update');
    if (current?.status === 'pending') throw warning('gigs.card.cannot.submit');
    await tx
      .insert(workerCards)
      .values({ ...values, personId: user.accountId, status: 'draft' })
      .onConflictDoUpdate({
        target: workerCards.personId,
        set: { ...values, status: 'draft', updatedAt: sql`now()` },
      });
  });
  return myCard(deps, user);
}

export async function submitCard(deps: TDeps, user: TSessionUser) {
  assertPerson(user);
  await deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(workerCards)
      .where(eq(workerCards.personId, user.accountId))
      .for('update');
    if (!card) throw warning('gigs.card.missing');
    if (card.status !== 'draft' && card.status !== 'rejected') throw warning('gigs.card.cannot.submit');
    await tx
      .update(workerCards)
      .set({ status: 'pending', submittedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(workerCards.id, card.id));
  });
  return myCard(deps, user);
}
