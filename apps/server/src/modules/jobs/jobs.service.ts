import { type SQL, and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { sanitizeRichText } from '../../core/sanitize-html';
import type { TJobFields } from '@rcwb/shared';
import { jobPostings } from '../../db/schema';
import { checkDictFields } from '../accounts';
import type { TExec } from '../../core/tx';
import { htmlToText } from '../job-search';
import { inSearchIndexTransaction, syncSearchRow } from '../job-search';
import { likePattern, pageOf } from '../../core/paging';
import type { TOnClosing } from './closing';
import type { TAnnouncePublication } from './publication';
import { assertCan } from './lifecycle';
import type { TJobInput, TMyJobList } from './jobs.schemas';
import { findJob, lockJob, orgApproved } from './jobs.repository';
import { presentJob, presentJobRow } from './jobs.presenter';

/** Dictionary checks and the sanitised description: the fields as they are stored. */
async function cleanFields(db: TExec, input: TJobInput): Promise<TJobFields> {
  await checkDictFields(db, [
    { field: 'category', type: 'job_category', value: input.category },
    { field: 'industry', type: 'industry', value: input.industry },
    { field: 'area', type: 'area', value: input.area },
    { field: 'education', type: 'education', value: input.education },
    { field: 'experience', type: 'experience', value: input.experience },
    { field: 'jobType', type: 'job_type', value: input.jobType },
  ]);
  const description = sanitizeRichText(input.description);
  if (!htmlToText(description)) throw warning('jobs.descriptionRequired');
  return { ...input, description, welfare: [...new Set(input.welfare)] };
}

async function requireApproved(db: TExec, orgId: number) {
  if (!(await orgApproved(db, orgId))) throw warning('jobs.orgNotApproved');
}

/** The caller's own posting or not-found (another organisation's ids look like missing ones). */
async function ownJob(deps: TDeps, user: TSessionUser, id: number) {
  const row = await findJob(deps.db, and(eq(jobPostings.id, id), eq(jobPostings.orgId, user.accountId)));
  if (!row) throw notFound('jobs.notFound');
  return row;
}

export async function myJobs(deps: TDeps, user: TSessionUser, f: TMyJobList) {
  const filters: (SQL | undefined)[] = [eq(jobPostings.orgId, user.accountId)];
  if (f.title) filters.push(ilike(jobPostings.title, likePattern(f.title)));
  if (f.status) filters.push(eq(jobPostings.status, f.status));
  const where = and(...filters);
  const { rows, total } = await pageOf(
    f,
    deps.db
      .select()
      .from(jobPostings)
      .where(where)
      .orderBy(desc(jobPostings.updatedAt), desc(jobPostings.id)),
    deps.db.select({ n: count() }).from(jobPostings).where(where),
  );
  return page(
    rows.map((r) => presentJobRow(r, user.name)),
    total,
  );
}

export async function myJob(deps: TDeps, user: TSessionUser, id: number) {
  const row = await ownJob(deps, user, id);
  return presentJob(row.job, row.orgName);
}

/** A new draft; a copy names its source, which must be the caller's own posting. */
export async function addJob(deps: TDeps, user: TSessionUser, input: TJobInput & { copiedFrom?: number }) {
  const { copiedFrom, ...fields } = input;
  if (copiedFrom !== undefined) await ownJob(deps, user, copiedFrom);
  const clean = await cleanFields(deps.db, fields);
  const [row] = await deps.db
    .insert(jobPostings)
    .values({ ...clean, orgId: user.accountId, copiedFrom: copiedFrom ?? null })
    .returning({ id: jobPostings.id, status: jobPostings.status });
  return row!;
}

/**
 * Edits a posting. A published posting keeps its live version: the change is stored as a
 * revision and goes to review (which needs an approved organisation); any other state is
 * changed in place (a pending posting stays in the review queue with the new text).
 */
export async function editJob(deps: TDeps, user: TSessionUser, id: number, input: TJobInput) {
  const clean = await cleanFields(deps.db, input);
  return deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, id, user.accountId);
    if (!job) throw notFound('jobs.notFound');
    assertCan('edit', job);
    if (job.status === 'published') {
      await requireApproved(tx, user.accountId);
      await tx
        .update(jobPostings)
        .set({ revision: clean, revisionSubmittedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(jobPostings.id, id));
      return { id, status: job.status, revisionPending: true };
    }
    await tx
      .update(jobPostings)
      .set({ ...clean, updatedAt: sql`now()` })
      .where(eq(jobPostings.id, id));
    return { id, status: job.status, revisionPending: false };
  });
}

type TOrgTransition = 'submit' | 'refresh' | 'close' | 'reopen';

/** Submit, refresh, close and reopen: one locked read, the state check, the write and the index. */
export async function transition(
  deps: TDeps,
  user: TSessionUser,
  id: number,
  action: TOrgTransition,
  announce?: TAnnouncePublication,
  onClosing?: TOnClosing,
) {
  let afterClosing: (() => void) | undefined;
  const result = await inSearchIndexTransaction(deps.db, async (tx) => {
    const job = await lockJob(tx, id, user.accountId);
    if (!job) throw notFound('jobs.notFound');
    assertCan(action, job);
    let changes: PgUpdateSetSource<typeof jobPostings>;
    if (action === 'submit') {
      await requireApproved(tx, user.accountId);
      changes = { status: 'pending', submittedAt: sql`now()`, reviewReason: null };
    } else if (action === 'refresh') {
      changes = { refreshedAt: sql`now()` };
    } else if (action === 'close') {
      changes = { status: 'closed', closedAt: sql`now()` };
    } else {
      await requireApproved(tx, user.accountId);
      // A posting staff took down goes back through review; one the organisation closed reopens.
      changes = job.takenDown
        ? { status: 'pending', submittedAt: sql`now()`, takenDown: false }
        : { status: 'published', refreshedAt: sql`now()`, closedAt: null };
    }
    const [row] = await tx
      .update(jobPostings)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(jobPostings.id, id))
      .returning({ id: jobPostings.id, status: jobPostings.status, refreshedAt: jobPostings.refreshedAt });
    await syncSearchRow(tx, id);
    if (action === 'close') afterClosing = await onClosing?.(tx, id);
    return { id: row!.id, status: row!.status, refreshedAt: row!.refreshedAt?.toISOString() ?? null };
  });
  // A closed posting reopened straight to published is public again (a taken-down one goes to review).
  if (action === 'reopen' && result.status === 'published') announce?.(id);
  afterClosing?.();
  return result;
}

/** Deletes a draft (never a posting the public or staff have seen). */
export async function removeJob(deps: TDeps, user: TSessionUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, id, user.accountId);
    if (!job) throw notFound('jobs.notFound');
    assertCan('remove', job);
    await tx.delete(jobPostings).where(eq(jobPostings.id, id));
  });
  return { id };
}

const STAFF_ROLES = ['admin', 'reviewer'];

/**
 * g010701: any signed-in user may read a posting the public can see; its organisation and staff
 * may also read it in any other state.
 */
export async function viewJob(deps: TDeps, user: TSessionUser, id: number) {
  const row = await findJob(deps.db, eq(jobPostings.id, id));
  const mayRead =
    row &&
    (row.job.status === 'published' ||
      row.job.orgId === user.accountId ||
      user.roles.some((r) => STAFF_ROLES.includes(r)));
  if (!mayRead) throw notFound('jobs.notFound');
  const view = presentJob(row.job, row.orgName);
  if (row.job.orgId === user.accountId || user.roles.some((r) => STAFF_ROLES.includes(r))) return view;
  // Others see the public posting only: no review notes, pending changes or actions.
  return { ...view, reviewReason: null, revision: null, actions: [] };
}
