import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
import { type TPaging, likePattern, pageOf } from '../../core/paging';
import { dictEntries, dictTypes } from '../../db/schema';

export type TEntryAdminRow = typeof dictEntries.$inferSelect;

/** Every type with its entry count and whether it is a tree (an entry has a parent). */
export function typesWithCounts(db: TDb) {
  return db
    .select({
      type: dictTypes.type,
      nameZh: dictTypes.nameZh,
      nameEn: dictTypes.nameEn,
      enabled: dictTypes.enabled,
      // Written out: the columns of a one-table select are not qualified, and would name the inner table.
      entries: sql<number>`(SELECT count(*)::int FROM dict_entry e WHERE e.dict_type = dict_type.type)`,
      tree: sql<boolean>`EXISTS (SELECT 1 FROM dict_entry e WHERE e.dict_type = dict_type.type AND e.parent_value IS NOT NULL)`,
    })
    .from(dictTypes)
    .orderBy(asc(dictTypes.type));
}

export async function findType(db: TExec, type: string) {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.type, type));
  return row;
}

/**
 * One page of a type's entries: with a keyword, matches anywhere in the type (value or either
 * label); else the children of `parentValue` (the top level when none), so a tree of thousands of
 * places is browsed a level at a time. `children` says whether a row has any.
 */
export function pageOfEntries(
  db: TDb,
  f: { dictType: string; parentValue?: string | undefined; keyword?: string | undefined },
  paging: TPaging,
) {
  const where = and(
    eq(dictEntries.dictType, f.dictType),
    f.keyword
      ? or(
          ilike(dictEntries.value, likePattern(f.keyword)),
          ilike(dictEntries.labelZh, likePattern(f.keyword)),
          ilike(dictEntries.labelEn, likePattern(f.keyword)),
        )
      : f.parentValue
        ? eq(dictEntries.parentValue, f.parentValue)
        : isNull(dictEntries.parentValue),
  );
  return pageOf(
    paging,
    db
      .select({
        entry: dictEntries,
        children: sql<number>`(SELECT count(*)::int FROM dict_entry c WHERE c.dict_type = dict_entry.dict_type AND c.parent_value = dict_entry.value)`,
      })
      .from(dictEntries)
      .where(where)
      .orderBy(asc(dictEntries.sort), asc(dictEntries.id)),
    db.select({ n: count() }).from(dictEntries).where(where),
  );
}

export async function lockEntry(tx: TExec, id: number): Promise<TEntryAdminRow | undefined> {
  const [row] = await tx.select().from(dictEntries).where(eq(dictEntries.id, id)).for('update');
  return row;
}

export async function entryByValue(db: TExec, dictType: string, value: string) {
  const [row] = await db
    .select({ id: dictEntries.id })
    .from(dictEntries)
    .where(and(eq(dictEntries.dictType, dictType), eq(dictEntries.value, value)));
  return row;
}

/** Inserts unless the (type, value) pair exists; the unique index settles two at once. */
export async function insertEntry(
  db: TExec,
  values: typeof dictEntries.$inferInsert,
): Promise<number | null> {
  const [row] = await db
    .insert(dictEntries)
    .values(values)
    .onConflictDoNothing({ target: [dictEntries.dictType, dictEntries.value] })
    .returning({ id: dictEntries.id });
  return row?.id ?? null;
}

export async function updateEntry(db: TExec, id: number, values: Partial<typeof dictEntries.$inferInsert>) {
  await db.update(dictEntries).set(values).where(eq(dictEntries.id, id));
}
