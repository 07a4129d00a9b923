import { and, eq, inArray } from 'drizzle-orm';
import { type TLocale, type TNoticeEntryState, type TPublicNoticeEntry, screenPath } from '@rcwb/shared';
import type { TDeps, TNotifier } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import type { TExec } from '../../core/tx';
import { type TWorkflowDeps, act } from '../../core/workflow';
import type { TDb } from '../../db/client';
import { feedbacks, programApplications, programBatches, workflowInstances } from '../../db/schema';
import { PROGRAM_APPLICATION_KIND } from '../programs';
import {
  applicationsWhere,
  categoryLabels,
  insertNotice,
  insertNoticeEntries,
  noticeEntries,
} from './program-scoring.repository';

/** The step where chosen results wait to be published, and the notice period it leads to. */
export const NOTICE_STEP = 'notice';
export const PUBLICITY_STEP = 'publicity';
/** The feedback target kind of an objection to a notice entry. */
export const OBJECTION_TARGET = 'program-notice';

const DAY = 24 * 3600_000;

/**
 * Where a notice entry stands, from its application's review: on notice while the application
 * waits out the period it was published into; final once that period approved it; withdrawn
 * when an upheld objection reopened the review (a later publication is a new entry).
 */
export function entryState(
  entry: { round: number },
  inst: { status: string; currentStep: string | null; round: number },
): TNoticeEntryState {
  if (inst.currentStep === PUBLICITY_STEP && inst.round === entry.round) return 'on-notice';
  if (inst.status === 'approved' && inst.round === entry.round + 1) return 'final';
  return 'withdrawn';
}

/** What the notice shows of an applicant: a person's name; a team's contact and organisation. */
const shown = (app: typeof programApplications.$inferSelect) =>
  app.applicantType === 'org'
    ? { name: app.info.contact || app.info.name, organisation: app.info.name }
    : { name: app.info.name, organisation: '' };

/** The applications of a batch waiting at the notice step: what a reviewer chooses from. */
export async function noticeCandidates(db: TExec, batchId?: number) {
  const rows = await applicationsWhere(
    db,
    and(
      eq(workflowInstances.currentStep, NOTICE_STEP),
      eq(workflowInstances.status, 'in-review'),
      batchId ? eq(programApplications.batchId, batchId) : undefined,
    ),
  );
  return rows.map((r) => ({
    id: r.app.id,
    ...shown(r.app),
    applicantType: r.app.applicantType,
    batch: { id: r.batch.id, name: r.batch.name, noticeDays: r.batch.noticeDays },
  }));
}

/** A notifier that keeps the messages until the whole publication is committed. */
function held(): { notifier: TNotifier; flush: (to: TNotifier) => Promise<void> } {
  const kept: Parameters<TNotifier['notify']>[] = [];
  return {
    notifier: { notify: async (...args) => void kept.push(args) },
    flush: async (to) => {
      for (const args of kept) await to.notify(...args).catch(() => undefined);
    },
  };
}

/**
 * Publishes the chosen results of a batch as one notice: each application moves from the notice
 * step into its notice period (the batch's notice days), all in one transaction; the applicants
 * are told once it is committed. The period ends by itself (the engine's deadline job approves
 * the application for good) unless an objection is upheld first.
 */
export async function publishNotice(
  deps: TDeps,
  user: TSessionUser,
  batchId: number,
  ids: readonly number[],
) {
  const chosen = [...new Set(ids)];
  if (!chosen.length) throw warning('programScoring.notice.noneChosen');
  const messages = held();
  const notice = await deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(programBatches)
      .where(eq(programBatches.id, batchId))
      .for('update');
    if (!batch) throw notFound('programs.batch.notFound');
    const apps = await applicationsWhere(
      tx,
      and(eq(programApplications.batchId, batchId), inArray(programApplications.id, chosen)),
    );
    if (apps.length !== chosen.length) throw warning('programScoring.notice.notWaiting');
    const now = new Date();
    const notice = await insertNotice(tx, {
      batchId,
      publishedBy: user.accountId,
      publishedAt: now,
      endsAt: new Date(now.getTime() + batch.noticeDays * DAY),
    });
    const inTx: TWorkflowDeps = { db: tx as unknown as TDb, notifier: messages.notifier, log: deps.log };
    const entries = [];
    for (const a of apps) {
      const moved = await act(inTx, {
        kind: PROGRAM_APPLICATION_KIND,
        subjectId: a.app.id,
        step: NOTICE_STEP,
        action: 'publish-notice',
        actor: user,
        dueAt: notice.endsAt,
      }).catch((err: unknown) => {
        throw (err as { message?: string }).message === 'workflow.alreadyDecided'
          ? warning('programScoring.notice.notWaiting')
          : err;
      });
      entries.push({
        noticeId: notice.id,
        applicationId: a.app.id,
        round: moved.instance.round,
        ...shown(a.app),
      });
    }
    await insertNoticeEntries(tx, entries);
    return notice;
  });
  await messages.flush(deps.notifier);
  return { id: notice.id, entries: chosen.length, endsAt: notice.endsAt.toISOString() };
}

type TEntryRow = Awaited<ReturnType<typeof noticeEntries>>[number];

const presentEntry = (r: TEntryRow, program: string): TPublicNoticeEntry => ({
  id: r.entry.id,
  name: r.entry.name,
  organisation: r.entry.organisation,
  program,
  batch: r.batch.name,
  publishedAt: r.notice.publishedAt.toISOString(),
  endsAt: r.notice.endsAt.toISOString(),
  state: entryState(r.entry, r.inst),
});

/** How long a notice stays on the portal after it was published (it reads as a record after its period). */
const PUBLIC_DAYS = 180;

/** The portal's list of notice entries: on notice now or made final, never personal data beyond the names. */
export async function publicNotices(db: TExec, locale: TLocale, opts: { page: number; limit: number }) {
  const [rows, labels] = await Promise.all([
    noticeEntries(db, { since: new Date(Date.now() - PUBLIC_DAYS * DAY) }),
    categoryLabels(db),
  ]);
  const shownRows = rows
    .map((r) => presentEntry(r, labels.get(r.batch.category)?.[locale] ?? r.batch.category))
    .filter((e) => e.state !== 'withdrawn');
  const start = (opts.page - 1) * opts.limit;
  return { rows: shownRows.slice(start, start + opts.limit), total: shownRows.length };
}

/** The staff's notices: every entry with where it stands and the objections raised against it. */
export async function staffNotices(db: TExec, locale: TLocale, opts: { page: number; limit: number }) {
  const [rows, labels] = await Promise.all([noticeEntries(db), categoryLabels(db)]);
  const ids = rows.map((r) => r.entry.id);
  const objections = ids.length
    ? await db
        .select({
          id: feedbacks.id,
          entryId: feedbacks.targetId,
          title: feedbacks.title,
          content: feedbacks.content,
          status: feedbacks.status,
          reply: feedbacks.reply,
          createdAt: feedbacks.createdAt,
        })
        .from(feedbacks)
        .where(and(eq(feedbacks.targetKind, OBJECTION_TARGET), inArray(feedbacks.targetId, ids)))
    : [];
  const all = rows.map((r) => ({
    ...presentEntry(r, labels.get(r.batch.category)?.[locale] ?? r.batch.category),
    applicationId: r.entry.applicationId,
    applicantType: r.batch.applicantType,
    objections: objections
      .filter((o) => o.entryId === r.entry.id)
      .map(({ entryId: _e, createdAt, ...o }) => ({ ...o, createdAt: createdAt.toISOString() })),
  }));
  const start = (opts.page - 1) * opts.limit;
  return { rows: all.slice(start, start + opts.limit), total: all.length };
}

/**
 * Upholds an objection (a feedback item about a notice entry): the application leaves its notice
 * period and goes back to the final decision, with the opinion the applicant is told; the
 * objection is answered and closed in the same transaction. Dismissing one is the feedback desk's
 * ordinary reply: the notice goes on.
 */
export async function upholdObjection(
  deps: TWorkflowDeps,
  user: TSessionUser,
  feedbackId: number,
  opinion: string,
) {
  const [item] = await deps.db.select().from(feedbacks).where(eq(feedbacks.id, feedbackId));
  if (!item) throw notFound('feedback.notFound');
  if (item.targetKind !== OBJECTION_TARGET || !item.targetId)
    throw warning('programScoring.objection.notObjection');
  const [entry] = await noticeEntries(deps.db, { entryId: item.targetId });
  if (!entry || entryState(entry.entry, entry.inst) !== 'on-notice')
    throw warning('programScoring.objection.notOnNotice');
  await act(
    deps,
    {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: entry.entry.applicationId,
      step: PUBLICITY_STEP,
      action: 'reopen',
      actor: user,
      opinion,
    },
    async (tx) => {
      const [locked] = await tx.select().from(feedbacks).where(eq(feedbacks.id, feedbackId)).for('update');
      if (locked!.status === 'closed') throw warning('programScoring.objection.closed');
      await tx
        .update(feedbacks)
        .set({ status: 'closed', reply: opinion, repliedBy: user.accountId, repliedAt: new Date() })
        .where(eq(feedbacks.id, feedbackId));
    },
  );
  // The objector hears the answer as every feedback reply is told.
  await deps.notifier
    .notify(item.authorId, {
      kind: 'feedback',
      titleKey: 'feedback.notice.title',
      bodyKey: 'feedback.notice.body',
      params: { kind: { key: `feedback.notice.kind.${item.kind}` }, title: item.title, reply: opinion },
      link: screenPath('g010801'),
    })
    .catch((err: unknown) => deps.log.error({ err }, 'objection reply notice failed'));
  return { id: feedbackId, status: 'closed' as const };
}
