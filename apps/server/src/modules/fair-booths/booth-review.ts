import { eq, sql } from 'drizzle-orm';
import { type TBoothApplicationStatus, FAIR_BOOTH_PERMS, screenPath } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { type AppError, notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import { pageOf } from '../../core/paging';
import { type TReviewAdapter, decideReview, defineTransitions } from '../../core/review-queue';
import type { TSessionUser } from '../../core/session-user';
import { type TTx, isUniqueViolation } from '../../core/tx';
import { boothApplications } from '../../db/schema';
import { presentApplication, presentFairSummary } from './fair-booths.presenter';
import {
  type TApplicationRow,
  applicationsQuery,
  findBooth,
  findFair,
  lockApplication,
  postingsOf,
} from './fair-booths.repository';
import type { TApplicationList } from './fair-booths.schemas';

/**
 * g070108 on the review queue. Approval carries the booth (an onsite fair needs one), so it has
 * its own adapter per call; rejection runs through the generated routes. Both tables hold one row
 * each and share the lock, so two reviewers of one application take turns.
 */
export const BOOTH_APPROVE = defineTransitions<TBoothApplicationStatus>([
  {
    from: 'pending',
    action: 'approve',
    to: 'approved',
    reasonRequired: false,
    perm: FAIR_BOOTH_PERMS.review,
  },
]);
export const BOOTH_REJECT = defineTransitions<TBoothApplicationStatus>([
  { from: 'pending', action: 'reject', to: 'rejected', reasonRequired: true, perm: FAIR_BOOTH_PERMS.review },
]);

type TOutcome = { orgId: number; fairId: number; fair: string; booth: string | null; code: string };

const boothTaken = (code: string) => warning('fairBooths.boothTaken', { booth: code });

/** Checks a booth belongs to the application's fair and is not known to be taken. */
async function boothFor(tx: TTx, app: TApplicationRow, boothId: number | undefined) {
  const fair = (await findFair(tx, app.fairId))!;
  if (boothId === undefined) {
    if (fair.kind === 'online') return { fair, booth: null };
    throw warning('fairBooths.boothRequired');
  }
  const booth = await findBooth(tx, boothId);
  if (!booth || booth.fairId !== app.fairId) throw warning('fairBooths.boothNotOfFair');
  return { fair, booth };
}

const base = (deps: TDeps) => ({
  transaction: <T>(work: (tx: TTx) => Promise<T>) => deps.db.transaction(work),
  lock: lockApplication,
  stateOf: (a: TApplicationRow) => a.status,
  notFound: () => notFound('fairBooths.notFound'),
  refused: (action: string): AppError => warning(`fairBooths.cannot.${action}`),
});

const tell = (
  deps: TDeps,
  o: TOutcome,
  titleKey: string,
  bodyKey: string,
  extra: Record<string, string> = {},
) =>
  deps.notifier.notify(o.orgId, {
    kind: 'fair-booth',
    titleKey,
    bodyKey,
    params: { fair: o.fair, booth: o.booth ?? '', code: o.code, ...extra },
    link: screenPath('g010203:applyManage', { id: o.fairId }),
  });

/** Approve into `boothId`: the booth index refuses a second organisation, also under races. */
export const approveAdapter = (
  deps: TDeps,
  boothId: number | undefined,
): TReviewAdapter<TBoothApplicationStatus, TApplicationRow, TTx, TOutcome> => ({
  ...base(deps),
  table: BOOTH_APPROVE,
  write: async (tx, app, d) => {
    const { fair, booth } = await boothFor(tx, app, boothId);
    await tx
      .update(boothApplications)
      .set({
        status: d.to,
        boothId: booth?.id ?? null,
        reason: null,
        reviewedBy: d.reviewer.accountId,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(boothApplications.id, d.id));
    return {
      orgId: app.orgId,
      fairId: fair.id,
      fair: fair.title,
      booth: booth?.code ?? null,
      code: app.checkInCode,
    };
  },
  after: async (o, d) => {
    await tell(
      deps,
      o,
      'fairBooths.notice.approvedTitle',
      o.booth ? 'fairBooths.notice.approvedBody' : 'fairBooths.notice.approvedOnlineBody',
    );
    return { id: d.id, status: d.to, booth: o.booth };
  },
});

export const rejectAdapter = (
  deps: TDeps,
): TReviewAdapter<TBoothApplicationStatus, TApplicationRow, TTx, TOutcome> => ({
  ...base(deps),
  table: BOOTH_REJECT,
  write: async (tx, app, d) => {
    const fair = (await findFair(tx, app.fairId))!;
    await tx
      .update(boothApplications)
      .set({
        status: d.to,
        reason: d.reason,
        reviewedBy: d.reviewer.accountId,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(boothApplications.id, d.id));
    return { orgId: app.orgId, fairId: fair.id, fair: fair.title, booth: null, code: app.checkInCode };
  },
  after: async (o, d) => {
    await tell(deps, o, 'fairBooths.notice.rejectedTitle', 'fairBooths.notice.rejectedBody', {
      reason: d.reason ?? '',
    });
    return { id: d.id, status: d.to };
  },
});

/** The booth code of a refused approval or move, for the message. */
async function boothCode(deps: TDeps, boothId: number | undefined) {
  if (boothId === undefined) return '';
  return (await findBooth(deps.db, boothId))?.code ?? '';
}

export async function approveApplication(deps: TDeps, user: TSessionUser, id: number, boothId?: number) {
  try {
    return await decideReview(approveAdapter(deps, boothId), user, id, 'approve', null);
  } catch (err) {
    if (isUniqueViolation(err, 'booth_application_booth_uq'))
      throw boothTaken(await boothCode(deps, boothId));
    throw err;
  }
}

/** Moves an approved organisation to another free booth of the same fair. */
export async function moveApplication(deps: TDeps, id: number, boothId: number) {
  let outcome: TOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const app = await lockApplication(tx, id);
      if (!app) throw notFound('fairBooths.notFound');
      if (app.status !== 'approved') throw warning('fairBooths.cannot.move');
      const { fair, booth } = await boothFor(tx, app, boothId);
      await tx
        .update(boothApplications)
        .set({ boothId: booth!.id, updatedAt: sql`now()` })
        .where(eq(boothApplications.id, id));
      return {
        orgId: app.orgId,
        fairId: fair.id,
        fair: fair.title,
        booth: booth!.code,
        code: app.checkInCode,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'booth_application_booth_uq'))
      throw boothTaken(await boothCode(deps, boothId));
    throw err;
  }
  await tell(deps, outcome, 'fairBooths.notice.movedTitle', 'fairBooths.notice.movedBody');
  return { id, booth: outcome.booth };
}

/** The review list (g070108) and the editor's list (g200202): one page of the filter. */
export async function applicationList(deps: TDeps, f: TApplicationList) {
  const q = applicationsQuery(deps.db, f);
  const { rows, total } = await pageOf(f, q.rows, q.total);
  return page(rows.map(presentApplication), total);
}

/** One application as staff see it: with its fair, postings and check-in code. */
export async function staffApplication(deps: TDeps, id: number) {
  const [row] = await applicationsQuery(deps.db, { id }).rows.limit(1);
  if (!row) throw notFound('fairBooths.notFound');
  const fair = (await findFair(deps.db, row.app.fairId))!;
  return {
    ...presentApplication(row),
    checkInCode: row.app.checkInCode,
    fair: presentFairSummary(fair),
    postingList: await postingsOf(deps.db, id),
  };
}
