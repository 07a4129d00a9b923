import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { TExec } from '../../core/tx';
import { portalFeatured } from '../../db/schema';
import type { TContentTable } from './content-kind';

/** The editor list's status filter, for tables that have a status. */
export const statusIs = (table: TContentTable, status: string | undefined): SQL | undefined =>
  status && table.status ? eq(table.status, status) : undefined;

/** A new row of a content kind's table; its author is stamped where the table records one. */
export async function insertRow(
  db: TExec,
  table: TContentTable,
  values: Record<string, unknown>,
  authorId: number,
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({ ...values, ...(table.createdBy ? { createdBy: authorId } : {}) } as never)
    .returning({ id: table.id });
  return (row as { id: number }).id;
}

/** Changes a row; false when there is none with that id. */
export async function updateRow(
  db: TExec,
  table: TContentTable,
  id: number,
  values: Record<string, unknown>,
): Promise<boolean> {
  const updated = await db
    .update(table)
    .set({ ...values, ...(table.updatedAt ? { updatedAt: sql`now()` } : {}) } as never)
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated.length > 0;
}

export async function deleteRow(db: TExec, table: TContentTable, id: number): Promise<boolean> {
  const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length > 0;
}

/** The featured entry that already shows this item, if any. */
export async function featuredIdOf(db: TExec, kind: string, targetId: number): Promise<number | undefined> {
  const [same] = await db
    .select({ id: portalFeatured.id })
    .from(portalFeatured)
    .where(and(eq(portalFeatured.kind, kind), eq(portalFeatured.targetId, targetId)));
  return same?.id;
}
