import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { GIG_PERMS, type TGigStatus, type TWorkerCardStatus } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { likePattern, pageOf } from '../../core/paging';
import { type TReviewAdapter, type TReviewDecision, defineTransitions } from '../../core/review-queue';
import { page } from '../../core/route';
import type { TTx } from '../../core/tx';
import { accounts, files, gb01, gigPostings, workerCards } from '../../db/schema';
import { type TCardRow, type TGigRow, anyLike, displayName, lockCard, lockGig } from './gigs.repository';
import { presentOwnCard, presentOwnGig } from './gigs.presenter';
import type { TCardReviewList, TGigReviewList } from './gigs.schemas';

/** g070106: a gig waiting for review is published, rejected with a reason or returned to a draft. */
export const GIG_REVIEW = defineTransitions<TGigStatus>([
  { from: 'pending', action: 'approve', to: 'published', reasonRequired: false, perm: GIG_PERMS.review },
  { from: 'pending', action: 'reject', to: 'rejected', reasonRequired: true, perm: GIG_PERMS.review },
  { from: 'pending', action: 'return', to: 'draft', reasonRequired: true, perm: GIG_PERMS.review },
]);

/** g070107: the same decisions for a worker card. */
export const CARD_REVIEW = defineTransitions<TWorkerCardStatus>([
  { from: 'pending', action: 'approve', to: 'published', reasonRequired: false, perm: GIG_PERMS.cardReview },
  { from: 'pending', action: 'reject', to: 'rejected', reasonRequired: true, perm: GIG_PERMS.cardReview },
  { from: 'pending', action: 'return', to: 'draft', reasonRequired: true, perm: GIG_PERMS.cardReview },
]);

const reviewed = <S extends string>(d: TReviewDecision<S>) => ({
  status: d.to,
  reviewReason: d.action === 'approve' ? null : d.reason,
  reviewedBy: d.reviewer.accountId,
  reviewedAt: sql`now()`,
  updatedAt: sql`now()`,
  ...(d.action === 'approve' ? { publishedAt: sql`now()` } : {}),
});

const NOTICE = { approve: 'approved', reject: 'rejected', return: 'returned' } as const;

export function gigReviewAdapter(deps: TDeps): TReviewAdapter<TGigStatus, TGigRow, TTx, TGigRow> {
  return {
    table: GIG_REVIEW,
    transaction: (work) => deps.db.transaction(work),
    lock: (tx, id) => lockGig(tx, id),
    stateOf: (g) => g.status,
    notFound: () => notFound('gigs.notFound'),
    refused: (action) => warning(`gigs.cannot.${action}`),
    write: async (tx, _g, d) => {
      const [row] = await tx.update(gigPostings).set(reviewed(d)).where(eq(gigPostings.id, d.id)).returning();
      return row!;
    },
    after: async (g, d) => {
      await deps.notifier.notify(g.posterId, {
        kind: 'gig-review',
        titleKey: `gigs.notice.${NOTICE[d.action]}.title`,
        bodyKey: d.action === 'approve' ? 'gigs.notice.approvedBody' : 'gigs.notice.reasonBody',
        params: { title: g.title, reason: d.reason ?? '' },
      });
      return presentOwnGig(g);
    },
  };
}

export function cardReviewAdapter(deps: TDeps): TReviewAdapter<TWorkerCardStatus, TCardRow, TTx, TCardRow> {
  return {
    table: CARD_REVIEW,
    transaction: (work) => deps.db.transaction(work),
    lock: (tx, id) => lockCard(tx, id),
    stateOf: (c) => c.status,
    notFound: () => notFound('gigs.cardNotFound'),
    refused: (action) => warning(`gigs.card.cannot.${action}`),
    write: async (tx, _c, d) => {
      const [row] = await tx.update(workerCards).set(reviewed(d)).where(eq(workerCards.id, d.id)).returning();
      return row!;
    },
    after: async (c, d) => {
      await deps.notifier.notify(c.personId, {
        kind: 'worker-card-review',
        titleKey: `gigs.notice.card.${NOTICE[d.action]}.title`,
        bodyKey: d.action === 'approve' ? 'gigs.notice.card.approvedBody' : 'gigs.notice.reasonBody',
        params: { reason: d.reason ?? '' },
      });
      return presentOwnCard(c);
    },
  };
}

/** The gig queue (pending, oldest first) or gigs in one state (latest change first). */
export async function gigReviewList(deps: TDeps, f: TGigReviewList) {
  const status = f.status ?? 'pending';
  const filters: (SQL | undefined)[] = [
    eq(gigPostings.status, status),
    f.keyword
      ? or(
          ilike(gigPostings.title, likePattern(f.keyword)),
          sql`${displayName} ILIKE ${likePattern(f.keyword)}`,
        )
      : undefined,
  ];
  const where = and(...filters);
  const from = () =>
    deps.db
      .select({ gig: gigPostings, posterName: displayName })
      .from(gigPostings)
      .innerJoin(accounts, eq(accounts.id, gigPostings.posterId))
      .leftJoin(gb01, eq(gb01.accountId, gigPostings.posterId));
  const { rows, total } = await pageOf(
    f,
    from()
      .where(where)
      .orderBy(
        ...(status === 'pending'
          ? [asc(gigPostings.submittedAt), asc(gigPostings.id)]
          : [desc(gigPostings.updatedAt), desc(gigPostings.id)]),
      ),
    deps.db
      .select({ n: count() })
      .from(gigPostings)
      .innerJoin(accounts, eq(accounts.id, gigPostings.posterId))
      .leftJoin(gb01, eq(gb01.accountId, gigPostings.posterId))
      .where(where),
  );
  return page(
    rows.map((r) => ({ ...presentOwnGig(r.gig), posterName: r.posterName })),
    total,
  );
}

export async function staffGig(deps: TDeps, id: number) {
  const [row] = await deps.db
    .select({ gig: gigPostings, posterName: displayName })
    .from(gigPostings)
    .innerJoin(accounts, eq(accounts.id, gigPostings.posterId))
    .leftJoin(gb01, eq(gb01.accountId, gigPostings.posterId))
    .where(eq(gigPostings.id, id));
  if (!row) throw notFound('gigs.notFound');
  return { ...presentOwnGig(row.gig), posterName: row.posterName };
}

const cardQuery = (deps: TDeps) =>
  deps.db
    .select({ card: workerCards, name: accounts.name, photoKey: files.storageKey })
    .from(workerCards)
    .innerJoin(accounts, eq(accounts.id, workerCards.personId))
    .leftJoin(files, and(eq(files.id, workerCards.photoFileId), sql`${files.deletedAt} IS NULL`));

export async function cardReviewList(deps: TDeps, f: TCardReviewList) {
  const status = f.status ?? 'pending';
  const where = and(
    eq(workerCards.status, status),
    f.keyword
      ? or(ilike(accounts.name, likePattern(f.keyword)), anyLike(workerCards.skills, f.keyword))
      : undefined,
  );
  const { rows, total } = await pageOf(
    f,
    cardQuery(deps)
      .where(where)
      .orderBy(
        ...(status === 'pending'
          ? [asc(workerCards.submittedAt), asc(workerCards.id)]
          : [desc(workerCards.updatedAt), desc(workerCards.id)]),
      ),
    deps.db
      .select({ n: count() })
      .from(workerCards)
      .innerJoin(accounts, eq(accounts.id, workerCards.personId))
      .where(where),
  );
  return page(
    rows.map((r) => presentOwnCard(r.card, r)),
    total,
  );
}

export async function staffCard(deps: TDeps, id: number) {
  const [row] = await cardQuery(deps).where(eq(workerCards.id, id));
  if (!row) throw notFound('gigs.cardNotFound');
  return presentOwnCard(row.card, row);
}
