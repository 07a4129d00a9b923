import { screenPath } from '@rcwb/shared';
import { type SQL, and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { type TJobStatus, accounts, gb01, jobPostings } from '../../db/schema';
import type { TReviewAdapter } from '../../core/review-queue';
import type { TTx } from '../../core/tx';
import { inSearchIndexTransaction, syncSearchRow } from '../job-search';
import { likePattern, pageOf } from '../../core/paging';
import { type TJobReviewState, JOB_REVIEW, assertCan, jobReviewState, refusal } from './lifecycle';
import type { TOnClosing } from './closing';
import type { TAnnouncePublication } from './publication';
import type { TReviewList } from './jobs.schemas';
import { type TJobRow, findJob, lockJob } from './jobs.repository';
import { presentJob, presentJobRow } from './jobs.presenter';

const orgName = sql<string>`coalesce(${gb01.name}, ${accounts.name})`;

/** The review queue (pending submissions and revisions, oldest first) or postings in one state. */
export async function reviewList(deps: TDeps, f: TReviewList) {
  const filters: (SQL | undefined)[] = [];
  if (!f.status || f.status === 'review')
    filters.push(or(eq(jobPostings.status, 'pending'), isNotNull(jobPostings.revision)));
  else filters.push(eq(jobPostings.status, f.status));
  if (f.title) filters.push(ilike(jobPostings.title, likePattern(f.title)));
  if (f.orgName) filters.push(sql`${orgName} ILIKE ${likePattern(f.orgName)}`);
  const where = and(...filters);
  const queue = !f.status || f.status === 'review';
  const { rows, total } = await pageOf(
    f,
    deps.db
      .select({ job: jobPostings, orgName })
      .from(jobPostings)
      .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
      .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
      .where(where)
      .orderBy(
        ...(queue
          ? [
              sql`coalesce(${jobPostings.revisionSubmittedAt}, ${jobPostings.submittedAt}) ASC`,
              jobPostings.id,
            ]
          : [desc(jobPostings.updatedAt), desc(jobPostings.id)]),
      ),
    deps.db
      .select({ n: count() })
      .from(jobPostings)
      .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
      .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
      .where(where),
  );
  return page(
    rows.map((r) => presentJobRow(r.job, r.orgName)),
    total,
  );
}

/** Any posting, for staff (review page, registry detail). */
export async function staffJob(deps: TDeps, id: number) {
  const row = await findJob(deps.db, eq(jobPostings.id, id));
  if (!row) throw notFound('jobs.notFound');
  return presentJob(row.job, row.orgName);
}

type TNoticeKind = 'approved' | 'rejected' | 'takenDown';

/** Tells the organisation of a decision, in its message centre and live. */
async function tellOrg(
  deps: TDeps,
  id: number,
  o: { orgId: number; title: string },
  kind: TNoticeKind,
  subject: 'job' | 'revision',
  reason: string | null,
) {
  await deps.notifier.notify(o.orgId, {
    kind: 'job-review',
    titleKey: `jobs.notice.${subject}.${kind}Title`,
    bodyKey: reason ? `jobs.notice.${kind}BodyReason` : `jobs.notice.${kind}Body`,
    params: { title: o.title, reason: reason ?? '' },
    link: screenPath('g050101:detail', { id, title: o.title }),
  });
}

/** A posting's stored status for a review target ('revision' is a published posting's state). */
const liveStatus = (s: TJobReviewState): TJobStatus => (s === 'revision' ? 'published' : s);

type TJobReviewOutcome = { orgId: number; title: string; status: TJobStatus };

/**
 * g070102 on the review queue: approve or reject a submission or a revision (JOB_REVIEW). The
 * posting's row is locked, the search index follows the change in the same transaction, and the
 * organisation is told once it is committed.
 */
export function jobReviewAdapter(
  deps: TDeps,
  announce?: TAnnouncePublication,
): TReviewAdapter<TJobReviewState, TJobRow, TTx, TJobReviewOutcome> {
  return {
    table: JOB_REVIEW,
    transaction: (work) => inSearchIndexTransaction(deps.db, work),
    lock: (tx, id) => lockJob(tx, id),
    stateOf: jobReviewState,
    notFound: () => notFound('jobs.notFound'),
    // The queue refuses actions the table does not offer (return) before asking the resource.
    refused: (action) =>
      action === 'return' ? warning('reviewQueue.notOffered', { action }) : refusal(action),
    write: async (tx, job, d) => {
      const revision = d.from === 'revision';
      const reviewed = { reviewedBy: d.reviewer.accountId, reviewedAt: sql`now()`, updatedAt: sql`now()` };
      let change: PgUpdateSetSource<typeof jobPostings>;
      if (d.action === 'approve')
        change = revision
          ? { ...job.revision!, revision: null, revisionSubmittedAt: null, reviewReason: null, ...reviewed }
          : {
              status: liveStatus(d.to),
              publishedAt: job.publishedAt ?? sql`now()`,
              refreshedAt: sql`now()`,
              reviewReason: null,
              ...reviewed,
            };
      else
        change = revision
          ? { revision: null, revisionSubmittedAt: null, reviewReason: d.reason, ...reviewed }
          : { status: liveStatus(d.to), reviewReason: d.reason, ...reviewed };
      await tx.update(jobPostings).set(change).where(eq(jobPostings.id, d.id));
      await syncSearchRow(tx, d.id);
      return { orgId: job.orgId, title: job.title, status: await statusOf(tx, d.id) };
    },
    after: async (outcome, d) => {
      const revision = d.from === 'revision';
      // An approved submission is a publication; an approved revision changes a live posting.
      if (d.action === 'approve' && !revision && outcome.status === 'published') announce?.(d.id);
      const kind = d.action === 'approve' ? 'approved' : 'rejected';
      await tellOrg(deps, d.id, outcome, kind, revision ? 'revision' : 'job', d.reason);
      return { id: d.id, status: outcome.status };
    },
  };
}

const statusOf = async (tx: TTx, id: number): Promise<TJobStatus> => {
  const [after] = await tx
    .select({ status: jobPostings.status })
    .from(jobPostings)
    .where(eq(jobPostings.id, id));
  return after!.status;
};

/**
 * Staff take a live posting down (not a review decision: it ends a publication, with its own
 * button permission). Its open deliveries close with it; the organisation is told.
 */
export async function takeDown(
  deps: TDeps,
  staff: TSessionUser,
  id: number,
  reason: string,
  onClosing?: TOnClosing,
) {
  let afterClosing: (() => void) | undefined;
  const outcome = await inSearchIndexTransaction(deps.db, async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound('jobs.notFound');
    assertCan('takedown', job);
    await tx
      .update(jobPostings)
      .set({
        status: 'closed',
        takenDown: true,
        closedAt: sql`now()`,
        revision: null,
        revisionSubmittedAt: null,
        reviewReason: reason,
        reviewedBy: staff.accountId,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobPostings.id, id));
    afterClosing = await onClosing?.(tx, id);
    await syncSearchRow(tx, id);
    return { orgId: job.orgId, title: job.title, status: await statusOf(tx, id) };
  });
  afterClosing?.();
  await tellOrg(deps, id, outcome, 'takenDown', 'job', reason);
  return { id, status: outcome.status };
}
