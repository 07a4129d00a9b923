import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TFairLayout } from '@rcwb/shared';
import { notFound, warning } from '../../core/errors';
import type { TTx } from '../../core/tx';
import type { TDb } from '../../db/client';
import { boothApplications, fairBooths, fairLayoutTemplates, jobFairs } from '../../db/schema';
import type { TFairRow } from './fairs.repository';
import { findFair, lockEditable } from './fairs.service';

/* A fair's booth layout (saved as fair_booth rows) and the reusable layout templates. */

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
