import { type SQL, and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { TProgramBatchForm, TProgramReferenceForm } from '@rcwb/shared';
import { dictEntries, programBatches, programReferences } from '../../db/schema';
import { type TPaging, likePattern, pageOf } from '../../core/paging';
import type { TExec, TTx } from '../../core/tx';

export type TBatchRow = typeof programBatches.$inferSelect;
export type TReferenceRow = typeof programReferences.$inferSelect;

export type TBatchFilter = TPaging & {
  keyword?: string;
  category?: string;
  year?: number;
  status?: TBatchRow['status'];
  applicantType?: TBatchRow['applicantType'];
};

export function pageOfBatches(db: TExec, f: TBatchFilter) {
  const conds: SQL[] = [];
  if (f.keyword) conds.push(ilike(programBatches.name, likePattern(f.keyword)));
  if (f.category) conds.push(eq(programBatches.category, f.category));
  if (f.year) conds.push(eq(programBatches.year, f.year));
  if (f.status) conds.push(eq(programBatches.status, f.status));
  if (f.applicantType) conds.push(eq(programBatches.applicantType, f.applicantType));
  const where = conds.length ? and(...conds) : undefined;
  return pageOf(
    f,
    db
      .select()
      .from(programBatches)
      .where(where)
      .orderBy(desc(programBatches.year), desc(programBatches.opensOn), desc(programBatches.id)),
    db.select({ n: count() }).from(programBatches).where(where),
  );
}

export async function batchById(db: TExec, id: number): Promise<TBatchRow | undefined> {
  const [row] = await db.select().from(programBatches).where(eq(programBatches.id, id));
  return row;
}

export async function lockBatch(tx: TTx, id: number): Promise<TBatchRow | undefined> {
  const [row] = await tx.select().from(programBatches).where(eq(programBatches.id, id)).for('update');
  return row;
}

export async function insertBatch(db: TExec, form: TProgramBatchForm, createdBy: number | null) {
  const [row] = await db
    .insert(programBatches)
    .values({ ...form, createdBy })
    .returning();
  return row!;
}

export async function updateBatch(
  db: TExec,
  id: number,
  values: Partial<typeof programBatches.$inferInsert>,
) {
  const [row] = await db
    .update(programBatches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programBatches.id, id))
    .returning();
  return row;
}

/** Whether a dictionary holds a value (a batch's category, an eligibility's education). */
export async function dictHas(db: TExec, type: string, value: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dictEntries.id })
    .from(dictEntries)
    .where(and(eq(dictEntries.dictType, type), eq(dictEntries.value, value)));
  return !!row;
}

export type TReferenceFilter = TPaging & {
  kind?: TReferenceRow['kind'];
  keyword?: string;
  enabled?: boolean;
};

export function pageOfReferences(db: TExec, f: TReferenceFilter) {
  const conds: SQL[] = [];
  if (f.kind) conds.push(eq(programReferences.kind, f.kind));
  if (f.enabled !== undefined) conds.push(eq(programReferences.enabled, f.enabled));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(
      or(
        ilike(programReferences.nameZh, p),
        ilike(programReferences.nameEn, p),
        ilike(programReferences.code, p),
      )!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  return pageOf(
    f,
    db
      .select()
      .from(programReferences)
      .where(where)
      .orderBy(asc(programReferences.kind), asc(programReferences.sort), asc(programReferences.id)),
    db.select({ n: count() }).from(programReferences).where(where),
  );
}

export const enabledReferences = (db: TExec, kind: TReferenceRow['kind']) =>
  db
    .select()
    .from(programReferences)
    .where(and(eq(programReferences.kind, kind), eq(programReferences.enabled, true)))
    .orderBy(asc(programReferences.sort), asc(programReferences.id));

export async function referenceByCode(db: TExec, kind: TReferenceRow['kind'], code: string) {
  const [row] = await db
    .select()
    .from(programReferences)
    .where(and(eq(programReferences.kind, kind), eq(programReferences.code, code)));
  return row;
}

export async function insertReference(db: TExec, form: TProgramReferenceForm) {
  const [row] = await db.insert(programReferences).values(form).returning();
  return row!;
}

export async function updateReference(
  db: TExec,
  id: number,
  values: Partial<typeof programReferences.$inferInsert>,
) {
  const [row] = await db
    .update(programReferences)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programReferences.id, id))
    .returning();
  return row;
}

export const insertReferencesIfMissing = (db: TExec, rows: (typeof programReferences.$inferInsert)[]) =>
  db.insert(programReferences).values(rows).onConflictDoNothing();

export const batchNames = (db: TExec, names: string[]) =>
  db.select({ name: programBatches.name }).from(programBatches).where(inArray(programBatches.name, names));
