import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type TFairEditorView,
  type TFairForm,
  type TFairKind,
  type TFairLayout,
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
import { boothApplications, fairBooths, fairLayoutTemplates, fairTickets, jobFairs } from '../../db/schema';
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

async function findFair(db: TExec, id: number): Promise<TFairRow> {
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
async function lockEditable(tx: TTx, id: number): Promise<TFairRow> {
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

/**
 * Writes the fair's layout and its booths: a booth keeps its row (and so the approval that holds
 * it) while its code stays; a booth whose code disappears is deleted, unless an approved
 * application holds it, which refuses the whole layout.
 */
export async function writeLayout(tx: TTx, row: TFairRow, layout: TFairLayout): Promise<void> {
  if (row.kind === 'online') throw warning('fairs.layout.online');
  const zones = new Set(layout.zones.map((z) => z.code));
  const cells = layout.cells.filter((c) => !c.blocked);
  if (cells.some((c) => c.zone && !zones.has(c.zone))) throw warning('fairs.layout.unknownZone');
  const existing = await tx.select().from(fairBooths).where(eq(fairBooths.fairId, row.id));
  const byCode = new Map(existing.map((b) => [b.code, b]));
  const kept = new Set(cells.map((c) => c.code));
  const removed = existing.filter((b) => !kept.has(b.code));
  if (removed.length) {
    const held = await tx
      .select({ code: fairBooths.code })
      .from(boothApplications)
      .innerJoin(fairBooths, eq(fairBooths.id, boothApplications.boothId))
      .where(
        and(
          inArray(
            boothApplications.boothId,
            removed.map((b) => b.id),
          ),
          eq(boothApplications.status, 'approved'),
        ),
      );
    if (held.length)
      throw warning('fairs.layout.boothTaken', {
        codes: held
          .map((h) => h.code)
          .sort()
          .join(', '),
      });
    await tx.delete(fairBooths).where(
      inArray(
        fairBooths.id,
        removed.map((b) => b.id),
      ),
    );
  }
  // Kept booths may swap cells: park them off the grid first so the (row, col) key never clashes.
  const moved = cells.filter((c) => byCode.has(c.code));
  if (moved.length)
    await tx
      .update(fairBooths)
      .set({ row: sql`-1 - ${fairBooths.row}` })
      .where(
        inArray(
          fairBooths.id,
          moved.map((c) => byCode.get(c.code)!.id),
        ),
      );
  for (const c of moved)
    await tx
      .update(fairBooths)
      .set({ row: c.row, col: c.col, zone: c.zone, size: c.size })
      .where(eq(fairBooths.id, byCode.get(c.code)!.id));
  const added = cells.filter((c) => !byCode.has(c.code));
  if (added.length)
    await tx.insert(fairBooths).values(
      added.map((c) => ({
        fairId: row.id,
        code: c.code,
        zone: c.zone,
        row: c.row,
        col: c.col,
        size: c.size,
      })),
    );
  await tx.update(jobFairs).set({ layout, updatedAt: new Date() }).where(eq(jobFairs.id, row.id));
}

export async function saveLayout(db: TDb, id: number, layout: TFairLayout) {
  await db.transaction(async (tx) => writeLayout(tx, await lockEditable(tx, id), layout));
  return { id };
}

export async function listTemplates(db: TDb) {
  const rows = await db
    .select()
    .from(fairLayoutTemplates)
    .orderBy(desc(fairLayoutTemplates.createdAt), desc(fairLayoutTemplates.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    layout: r.layout,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Saves a fair's current layout as a reusable template. */
export async function saveTemplate(db: TDb, editorId: number, fairId: number, name: string) {
  const row = await findFair(db, fairId);
  if (!row.layout) throw warning('fairs.layout.none');
  const [t] = await db
    .insert(fairLayoutTemplates)
    .values({ name, layout: row.layout, createdBy: editorId })
    .returning({ id: fairLayoutTemplates.id });
  return { id: t!.id };
}

/** Gives a fair the layout of a template (the same rules as saving it by hand). */
export async function applyTemplate(db: TDb, fairId: number, templateId: number) {
  const [template] = await db
    .select()
    .from(fairLayoutTemplates)
    .where(eq(fairLayoutTemplates.id, templateId));
  if (!template) throw notFound('fairs.templateNotFound');
  return saveLayout(db, fairId, template.layout);
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
    const [[apps], [tickets]] = await Promise.all([
      tx.select({ n: count() }).from(boothApplications).where(eq(boothApplications.fairId, id)),
      tx.select({ n: count() }).from(fairTickets).where(eq(fairTickets.fairId, id)),
    ]);
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
