import { and, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type TFeedbackAttachment,
  type TFeedbackStaffView,
  type TFeedbackTargetKind,
  type TFeedbackView,
  type ZFeedbackForm,
  screenPath,
} from '@rcwb/shared';
import type { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { failure, notFound, warning } from '../../core/errors';
import type { TDb } from '../../db/client';
import { likePattern, pageOf } from '../../core/paging';
import {
  accounts,
  deliveries,
  feedbacks,
  files,
  gb01,
  jobPostings,
  programBatches,
  programNoticeEntries,
  programNotices,
} from '../../db/schema';
import { recordPersonalDataRead } from '../../core/personal-data-reads';

type TFeedbackRow = typeof feedbacks.$inferSelect;
type TForm = z.output<typeof ZFeedbackForm>;

/** The g010801 screen a reply notice links to (the author's own list with the reply). */
export const FEEDBACK_SCREEN = screenPath('g010801');

type TTargetRef = { authorId: number; kind: TFeedbackTargetKind; id: number };

const refKey = (r: TTargetRef) => `${r.kind}:${r.id}:${r.kind === 'delivery' ? r.authorId : ''}`;

/**
 * Labels of complaint targets the authors may name: a posting that was ever public, an approved
 * organisation, or a delivery of the author's own. A target missing from the map does not exist
 * for that author. One query per kind, whatever the number of items.
 */
async function targetLabels(db: TDb, refs: TTargetRef[]): Promise<Map<string, string>> {
  const ids = (kind: TFeedbackTargetKind) => [
    ...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id)),
  ];
  const [jobIds, orgIds, deliveryIds, noticeIds] = [
    ids('job'),
    ids('org'),
    ids('delivery'),
    ids('program-notice'),
  ];
  const [jobs, orgs, owned, notices] = await Promise.all([
    jobIds.length
      ? db
          .select({ id: jobPostings.id, label: jobPostings.title })
          .from(jobPostings)
          .where(and(inArray(jobPostings.id, jobIds), inArray(jobPostings.status, ['published', 'closed'])))
      : [],
    orgIds.length
      ? db
          .select({ id: gb01.accountId, label: gb01.name })
          .from(gb01)
          .where(and(inArray(gb01.accountId, orgIds), eq(gb01.reviewStatus, 'approved')))
      : [],
    deliveryIds.length
      ? db
          .select({ id: deliveries.id, personId: deliveries.personId, snapshot: deliveries.snapshot })
          .from(deliveries)
          .where(inArray(deliveries.id, deliveryIds))
      : [],
    // An objection names a talent program's public notice entry (its name and batch, as published).
    noticeIds.length
      ? db
          .select({
            id: programNoticeEntries.id,
            name: programNoticeEntries.name,
            batch: programBatches.name,
          })
          .from(programNoticeEntries)
          .innerJoin(programNotices, eq(programNotices.id, programNoticeEntries.noticeId))
          .innerJoin(programBatches, eq(programBatches.id, programNotices.batchId))
          .where(inArray(programNoticeEntries.id, noticeIds))
      : [],
  ]);
  const labels = new Map<string, string>();
  for (const j of jobs) labels.set(refKey({ kind: 'job', id: j.id, authorId: 0 }), j.label);
  for (const o of orgs) labels.set(refKey({ kind: 'org', id: o.id, authorId: 0 }), o.label);
  for (const n of notices)
    labels.set(refKey({ kind: 'program-notice', id: n.id, authorId: 0 }), `${n.name} · ${n.batch}`);
  for (const d of owned)
    labels.set(
      refKey({ kind: 'delivery', id: d.id, authorId: d.personId }),
      `${d.snapshot.job.title} · ${d.snapshot.job.orgName}`,
    );
  return labels;
}

const refOf = (r: {
  authorId: number;
  targetKind: string | null;
  targetId: number | null;
}): TTargetRef | null =>
  r.targetKind && r.targetId
    ? { authorId: r.authorId, kind: r.targetKind as TFeedbackTargetKind, id: r.targetId }
    : null;

/** Every id names a live file the author uploaded. */
async function checkAttachments(db: TDb, authorId: number, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(inArray(files.id, unique), eq(files.ownerId, authorId), isNull(files.deletedAt)));
  if ((row?.n ?? 0) !== unique.length) throw warning('feedback.attachmentNotFound');
}

/** Items one author may send in 24 hours: enough for real use, a stop for a script filling the desk. */
export const DAILY_LIMIT = 10;

export async function createFeedback(db: TDb, authorId: number, form: TForm): Promise<{ id: number }> {
  const [recent] = await db
    .select({ n: count() })
    .from(feedbacks)
    .where(and(eq(feedbacks.authorId, authorId), gt(feedbacks.createdAt, sql`now() - interval '24 hours'`)));
  if ((recent?.n ?? 0) >= DAILY_LIMIT) throw warning('feedback.tooMany', { max: DAILY_LIMIT });
  const target = refOf({ authorId, targetKind: form.targetKind, targetId: form.targetId });
  if (target && !(await targetLabels(db, [target])).has(refKey(target)))
    throw warning('feedback.targetNotFound');
  await checkAttachments(db, authorId, form.attachmentFileIds);
  const [row] = await db
    .insert(feedbacks)
    .values({
      authorId,
      kind: form.kind,
      targetKind: form.targetKind,
      targetId: form.targetId,
      title: form.title,
      content: form.content,
      attachmentFileIds: [...new Set(form.attachmentFileIds)],
    })
    .returning({ id: feedbacks.id });
  return { id: row!.id };
}

async function attachmentsOf(db: TDb, rows: TFeedbackRow[]): Promise<Map<string, TFeedbackAttachment>> {
  const ids = [...new Set(rows.flatMap((r) => r.attachmentFileIds))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: files.id, name: files.originalName, size: files.size })
    .from(files)
    .where(and(inArray(files.id, ids), isNull(files.deletedAt)));
  return new Map(found.map((f) => [f.id, f]));
}

async function present(db: TDb, rows: TFeedbackRow[]): Promise<TFeedbackView[]> {
  const [attachments, labels] = await Promise.all([
    attachmentsOf(db, rows),
    targetLabels(
      db,
      rows.flatMap((r) => refOf(r) ?? []),
    ),
  ]);
  return rows.map((r) => {
    const target = refOf(r);
    return {
      id: r.id,
      kind: r.kind,
      targetKind: (r.targetKind as TFeedbackTargetKind | null) ?? null,
      targetId: r.targetId,
      targetLabel: target ? (labels.get(refKey(target)) ?? null) : null,
      title: r.title,
      content: r.content,
      attachments: r.attachmentFileIds.flatMap((id) => attachments.get(id) ?? []),
      status: r.status,
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

type TPageOpts = { page: number; limit: number };

async function feedbackPage(db: TDb, where: SQL | undefined, opts: TPageOpts) {
  const { rows, total } = await pageOf(
    opts,
    db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.createdAt), desc(feedbacks.id)),
    db.select({ n: count() }).from(feedbacks).where(where),
  );
  return { rows, total };
}

/** The author's own items, newest first, with the staff reply. */
export async function listMine(db: TDb, authorId: number, opts: TPageOpts) {
  const { rows, total } = await feedbackPage(db, eq(feedbacks.authorId, authorId), opts);
  return { rows: await present(db, rows), total };
}

/** Staff list (g070105) with the author's name; contact details only on the detail page. */
export async function listForStaff(
  db: TDb,
  opts: TPageOpts & { kind?: string; status?: string; keyword?: string },
) {
  const where = and(
    opts.kind ? eq(feedbacks.kind, opts.kind as TFeedbackRow['kind']) : undefined,
    opts.status ? eq(feedbacks.status, opts.status as TFeedbackRow['status']) : undefined,
    opts.keyword
      ? or(
          ilike(feedbacks.title, likePattern(opts.keyword)),
          ilike(feedbacks.content, likePattern(opts.keyword)),
        )
      : undefined,
  );
  const { rows, total } = await feedbackPage(db, where, opts);
  const authors = rows.length
    ? await db
        .select({ id: accounts.id, name: accounts.name, userType: accounts.userType })
        .from(accounts)
        .where(inArray(accounts.id, [...new Set(rows.map((r) => r.authorId))]))
    : [];
  const byId = new Map(authors.map((a) => [a.id, a]));
  const views = await present(db, rows);
  return {
    rows: views.map((v, i) => ({
      ...v,
      authorName: byId.get(rows[i]!.authorId)?.name ?? '',
      authorType: byId.get(rows[i]!.authorId)?.userType ?? null,
    })),
    total,
  };
}

async function findRow(db: TDb, id: number): Promise<TFeedbackRow> {
  const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
  if (!row) throw notFound('feedback.notFound');
  return row;
}

/** The whole item for staff, with the author and how to reach them. */
export async function detailForStaff(db: TDb, id: number): Promise<TFeedbackStaffView> {
  const row = await findRow(db, id);
  const [author] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      name: accounts.name,
      userType: accounts.userType,
      mobile: accounts.mobile,
      email: accounts.email,
    })
    .from(accounts)
    .where(eq(accounts.id, row.authorId));
  await recordPersonalDataRead(
    { db },
    { subjectId: row.authorId, kinds: ['mobile', 'email'], object: { type: 'feedback', id } },
  );
  const [view] = await present(db, [row]);
  return { ...view!, author: author! };
}

/** Staff answer: the item becomes `replied` and the author is told, with a link to their list. */
export async function replyToFeedback(deps: TDeps, staffId: number, id: number, reply: string) {
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedbacks).where(eq(feedbacks.id, id)).for('update');
    if (!row) throw notFound('feedback.notFound');
    if (row.status === 'closed') throw failure('feedback.closed');
    await tx
      .update(feedbacks)
      .set({ status: 'replied', reply, repliedBy: staffId, repliedAt: new Date() })
      .where(eq(feedbacks.id, id));
    return row;
  });
  await deps.notifier.notify(updated.authorId, {
    kind: 'feedback',
    titleKey: 'feedback.notice.title',
    bodyKey: 'feedback.notice.body',
    params: { kind: { key: `feedback.notice.kind.${updated.kind}` }, title: updated.title, reply },
    link: FEEDBACK_SCREEN,
  });
  return { id, status: 'replied' as const };
}

/** Staff close an item (answered or not needing an answer); a closed item stays closed. */
export async function closeFeedback(db: TDb, id: number) {
  const row = await findRow(db, id);
  if (row.status === 'closed') throw failure('feedback.closed');
  await db.update(feedbacks).set({ status: 'closed' }).where(eq(feedbacks.id, id));
  return { id, status: 'closed' as const };
}
