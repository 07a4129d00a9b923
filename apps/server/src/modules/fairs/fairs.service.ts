import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type TFairEditorView,
  type TFairForm,
  type TFairKind,
  type TFairPhase,
  type TFairStatus,
  type TFairSummary,
  fairPhase,
  screenPath,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { likePattern, pageOf, type TPaging } from '../../core/paging';
import { sanitizeRichText } from '../../core/sanitize-html';
import type { TExec, TTx } from '../../core/tx';
import type { TDb } from '../../db/client';
import { boothApplications, fairBooths, fairTickets, jobFairs } from '../../db/schema';
import { findFile } from '../files';
import { countsOf, imageUrls, lockFairRow, type TFairRow } from './fairs.repository';
import { presentFairForEditor, presentFairSummary } from './fairs.presenter';

/** The fair page a notice links to. */
export const fairLink = (id: number) => `/recruitment/jobFairsInfo?id=${id}`;

/** Where a fair's phase is filtered in SQL, as `fairPhase` decides it from the dates. */
export function phaseWhere(phase: TFairPhase | undefined): SQL | undefined {
  if (phase === 'upcoming') return sql`${jobFairs.startsAt} > now()`;
  if (phase === 'ongoing') return sql`${jobFairs.startsAt} <= now() AND ${jobFairs.endsAt} >= now()`;
  if (phase === 'ended') return sql`${jobFairs.endsAt} < now()`;
  return undefined;
}

export const keywordWhere = (keyword: string | undefined): SQL | undefined =>
  keyword
    ? or(
        ilike(jobFairs.title, likePattern(keyword)),
        ilike(jobFairs.venue, likePattern(keyword)),
        ilike(jobFairs.organiser, likePattern(keyword)),
      )
    : undefined;

/** Summaries of fair rows with their counts and banners, in the rows' order. */
export async function summariesOf(db: TExec, rows: TFairRow[]): Promise<TFairSummary[]> {
  const [counts, banners] = await Promise.all([
    countsOf(
      db,
      rows.map((r) => r.id),
    ),
    imageUrls(
      db,
      rows.flatMap((r) => r.bannerFileId ?? []),
    ),
  ]);
  const now = new Date();
  return rows.map((r) =>
    presentFairSummary(
      r,
      counts.get(r.id),
      r.bannerFileId ? (banners.get(r.bannerFileId) ?? null) : null,
      now,
    ),
  );
}

export type TEditorFilters = TPaging & {
  keyword?: string;
  status?: TFairStatus;
  kind?: TFairKind;
  phase?: TFairPhase;
};

/** The editor's list of every fair (g200201), newest start first. */
export async function listForEditor(db: TDb, f: TEditorFilters) {
  const where = and(
    keywordWhere(f.keyword),
    f.status ? eq(jobFairs.status, f.status) : undefined,
    f.kind ? eq(jobFairs.kind, f.kind) : undefined,
    phaseWhere(f.phase),
  );
  const { rows, total } = await pageOf(
    f,
    db.select().from(jobFairs).where(where).orderBy(desc(jobFairs.startsAt), desc(jobFairs.id)),
    db.select({ n: count() }).from(jobFairs).where(where),
  );
  return { rows: await summariesOf(db, rows), total };
}

export async function findFair(db: TExec, id: number): Promise<TFairRow> {
  const [row] = await db.select().from(jobFairs).where(eq(jobFairs.id, id));
  if (!row) throw notFound('fairs.notFound');
  return row;
}

export async function editorView(db: TDb, id: number): Promise<TFairEditorView> {
  const row = await findFair(db, id);
  const [counts, images] = await Promise.all([
    countsOf(db, [id]),
    imageUrls(db, [...(row.bannerFileId ? [row.bannerFileId] : []), ...row.recapPhotoIds]),
  ]);
  return presentFairForEditor(
    row,
    counts.get(id)!,
    row.bannerFileId ? (images.get(row.bannerFileId) ?? null) : null,
    images,
  );
}

/**
 * The file ids of image URLs as the upload answered them; each must name a live image uploaded
 * as content (never someone's private file).
 */
async function imageIds(db: TExec, urls: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const url of new Set(urls)) {
    const file = await findFile(db as TDb, url);
    if (!file) throw warning('fairs.imageNotFound');
    ids.push(file.id);
  }
  if ((await imageUrls(db, ids)).size !== ids.length) throw warning('fairs.imageNotFound');
  return ids;
}

const formValues = (form: TFairForm, bannerFileId: string | null) => ({
  title: form.title,
  kind: form.kind,
  area: form.area,
  startsAt: new Date(form.startsAt),
  endsAt: new Date(form.endsAt),
  bookingOpensAt: new Date(form.bookingOpensAt),
  bookingClosesAt: new Date(form.bookingClosesAt),
  cancelDeadline: new Date(form.cancelDeadline),
  venue: form.venue,
  transport: form.transport,
  lat: form.lat,
  lng: form.lng,
  organiser: form.organiser,
  contactName: form.contactName,
  contactPhone: form.contactPhone,
  bannerFileId,
  description: sanitizeRichText(form.description),
  capacity: form.capacity,
  approvedOrgsOnly: form.approvedOrgsOnly,
  industries: [...new Set(form.industries)],
  minResumeCompleteness: form.minResumeCompleteness,
});

export async function createFair(db: TDb, editorId: number, form: TFairForm): Promise<{ id: number }> {
  if (new Date(form.endsAt) < new Date()) throw warning('fairs.pastFair');
  const [banner] = await imageIds(db, form.banner ? [form.banner] : []);
  const [row] = await db
    .insert(jobFairs)
    .values({ ...formValues(form, banner ?? null), createdBy: editorId })
    .returning({ id: jobFairs.id });
  return { id: row!.id };
}

/**
 * Locks a fair the editor is about to change. A fair that has ended keeps its record as it was
 * (only the recap is written after it), and a cancelled fair is no longer planned.
 */
export async function lockEditable(tx: TTx, id: number): Promise<TFairRow> {
  const row = await lockFairRow(tx, id);
  if (!row) throw notFound('fairs.notFound');
  if (fairPhase(row) === 'ended') throw warning('fairs.pastFair');
  if (row.status === 'cancelled') throw warning('fairs.cancelled');
  return row;
}

export async function updateFair(db: TDb, id: number, form: TFairForm) {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, id);
    const [banner] = await imageIds(tx, form.banner ? [form.banner] : []);
    if (form.kind === 'online' && row.layout) {
      const [held] = await tx
        .select({ n: count() })
        .from(boothApplications)
        .where(
          and(
            eq(boothApplications.fairId, id),
            eq(boothApplications.status, 'approved'),
            sql`${boothApplications.boothId} IS NOT NULL`,
          ),
        );
      if (held!.n > 0) throw warning('fairs.layout.boothsHeld');
    }
    await tx
      .update(jobFairs)
      .set({ ...formValues(form, banner ?? null), updatedAt: new Date() })
      .where(eq(jobFairs.id, id));
  });
  return { id };
}

/** The recap of a fair (text and photos): the one part an editor may still write after the fair. */
export async function saveRecap(db: TDb, id: number, recap: string, photos: string[]) {
  await db.transaction(async (tx) => {
    const row = await lockFairRow(tx, id);
    if (!row) throw notFound('fairs.notFound');
    const photoIds = await imageIds(tx, photos);
    await tx
      .update(jobFairs)
      .set({
        recap: sanitizeRichText(recap) || null,
        recapPhotoIds: [...new Set(photoIds)],
        updatedAt: new Date(),
      })
      .where(eq(jobFairs.id, id));
  });
  return { id };
}

export async function publishFair(db: TDb, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, id);
    if (row.status === 'published') throw warning('fairs.alreadyPublished');
    if (row.kind !== 'online') {
      const [booths] = await tx.select({ n: count() }).from(fairBooths).where(eq(fairBooths.fairId, id));
      if (!booths!.n) throw warning('fairs.publish.noLayout');
    }
    await tx
      .update(jobFairs)
      .set({ status: 'published', publishedAt: row.publishedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(jobFairs.id, id));
  });
  return { id, status: 'published' as const };
}

export async function withdrawFair(db: TDb, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, id);
    if (row.status !== 'published') throw warning('fairs.notPublished');
    await tx.update(jobFairs).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(jobFairs.id, id));
  });
  return { id, status: 'withdrawn' as const };
}

/** A draft nobody applied to or registered for may be deleted; anything else is cancelled instead. */
export async function removeFair(db: TDb, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockFairRow(tx, id);
    if (!row) throw notFound('fairs.notFound');
    if (row.status !== 'draft') throw warning('fairs.removeDraftOnly');
    // One after the other: a transaction is one connection, which runs one query at a time.
    const [apps] = await tx
      .select({ n: count() })
      .from(boothApplications)
      .where(eq(boothApplications.fairId, id));
    const [tickets] = await tx.select({ n: count() }).from(fairTickets).where(eq(fairTickets.fairId, id));
    if (apps!.n || tickets!.n) throw warning('fairs.removeDraftOnly');
    await tx.delete(jobFairs).where(eq(jobFairs.id, id));
  });
  return { id };
}

/**
 * Cancels a fair: its live applications and tickets end with it, in the transaction that
 * changes the status; every applicant organisation and registered visitor is told after commit.
 */
export async function cancelFair(deps: TDeps, id: number, reason: string) {
  const { title, told } = await deps.db.transaction(async (tx) => {
    const row = await lockEditable(tx, id);
    await tx
      .update(jobFairs)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: new Date() })
      .where(eq(jobFairs.id, id));
    const orgs = await tx
      .update(boothApplications)
      .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
      .where(
        and(eq(boothApplications.fairId, id), inArray(boothApplications.status, ['pending', 'approved'])),
      )
      .returning({ to: boothApplications.orgId });
    const visitors = await tx
      .update(fairTickets)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(fairTickets.fairId, id), eq(fairTickets.status, 'registered')))
      .returning({ to: fairTickets.personId });
    return { title: row.title, told: [...new Set([...orgs, ...visitors].map((r) => r.to))] };
  });
  for (const to of told)
    await deps.notifier.notify(to, {
      kind: 'fair',
      titleKey: 'fairs.notice.cancelled.title',
      bodyKey: 'fairs.notice.cancelled.body',
      params: { title, reason },
      link: fairLink(id),
    });
  return { id, status: 'cancelled' as const, notified: told.length };
}

/** The back-office screen of a person's tickets, linked from notices about them. */
export const TICKETS_SCREEN = screenPath('g010706');
