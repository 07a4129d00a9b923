import { screenPath } from '@rcwb/shared';
import { type SQL, and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { accounts, gb01, jobPostings } from '../../db/schema';
import { inSearchIndexTransaction, syncSearchRow } from '../job-search/search-index';
import { likePattern } from '../system-users/list-helpers';
import { assertCan } from './lifecycle';
import type { TOnClosing } from './closing';
import type { TAnnouncePublication } from './publication';
import type { TReviewList } from './jobs.schemas';
import { findJob, lockJob } from './jobs.repository';
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
  const [rows, [total]] = await Promise.all([
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
      )
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    deps.db
      .select({ n: count() })
      .from(jobPostings)
      .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
      .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
      .where(where),
  ]);
  return page(
    rows.map((r) => presentJobRow(r.job, r.orgName)),
    total?.n ?? 0,
  );
}

/** Any posting, for staff (review page, registry detail). */
export async function staffJob(deps: TDeps, id: number) {
  const row = await findJob(deps.db, eq(jobPostings.id, id));
  if (!row) throw notFound('jobs.notFound');
  return presentJob(row.job, row.orgName);
}

type TDecision = 'approve' | 'reject' | 'takedown';

/**
 * A staff decision on a submission, a revision or a live posting. The row is locked, so two
 * reviewers cannot both decide; the organisation is told in its message centre and live.
 */
export async function decide(
  deps: TDeps,
  staff: TSessionUser,
  id: number,
  decision: TDecision,
  reason: string | null,
  announce?: TAnnouncePublication,
  onClosing?: TOnClosing,
) {
  let afterClosing: (() => void) | undefined;
  const outcome = await inSearchIndexTransaction(deps.db, async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound('jobs.notFound');
    assertCan(decision, job);
    const revision = job.status === 'published' && job.revision !== null;
    const reviewed = { reviewedBy: staff.accountId, reviewedAt: sql`now()`, updatedAt: sql`now()` };
    if (decision === 'approve') {
      await tx
        .update(jobPostings)
        .set(
          revision
            ? { ...job.revision!, revision: null, revisionSubmittedAt: null, reviewReason: null, ...reviewed }
            : {
                status: 'published',
                publishedAt: job.publishedAt ?? sql`now()`,
                refreshedAt: sql`now()`,
                reviewReason: null,
                ...reviewed,
              },
        )
        .where(eq(jobPostings.id, id));
    } else if (decision === 'reject') {
      await tx
        .update(jobPostings)
        .set(
          revision
            ? { revision: null, revisionSubmittedAt: null, reviewReason: reason, ...reviewed }
            : { status: 'draft', reviewReason: reason, ...reviewed },
        )
        .where(eq(jobPostings.id, id));
    } else {
      await tx
        .update(jobPostings)
        .set({
          status: 'closed',
          takenDown: true,
          closedAt: sql`now()`,
          revision: null,
          revisionSubmittedAt: null,
          reviewReason: reason,
          ...reviewed,
        })
        .where(eq(jobPostings.id, id));
      afterClosing = await onClosing?.(tx, id);
    }
    await syncSearchRow(tx, id);
    const [after] = await tx
      .select({ status: jobPostings.status })
      .from(jobPostings)
      .where(eq(jobPostings.id, id));
    return { orgId: job.orgId, title: job.title, revision, status: after!.status };
  });
  // An approved submission is a publication; an approved revision changes a live posting.
  if (decision === 'approve' && !outcome.revision && outcome.status === 'published') announce?.(id);
  afterClosing?.();
  const kind = decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'takenDown';
  const subject = outcome.revision && decision !== 'takedown' ? 'revision' : 'job';
  await deps.notifier.notify(outcome.orgId, {
    kind: 'job-review',
    titleKey: `jobs.notice.${subject}.${kind}Title`,
    bodyKey: reason ? `jobs.notice.${kind}BodyReason` : `jobs.notice.${kind}Body`,
    params: { title: outcome.title, reason: reason ?? '' },
    link: screenPath('g050101:detail', { id, title: outcome.title }),
  });
  return { id, status: outcome.status };
}
