import { and, asc, eq, exists, inArray, isNotNull, not } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { dictEntries, dictTypes } from '../../db/schema';

const columns = {
  dictType: dictEntries.dictType,
  value: dictEntries.value,
  labelZh: dictEntries.labelZh,
  labelEn: dictEntries.labelEn,
  parentValue: dictEntries.parentValue,
  sort: dictEntries.sort,
  cssClass: dictEntries.cssClass,
  listClass: dictEntries.listClass,
};

export type TEntryRow = {
  dictType: string;
  value: string;
  labelZh: string;
  labelEn: string;
  parentValue: string | null;
  sort: number;
  cssClass: string | null;
  listClass: string | null;
};

/** Enabled entries of enabled types, each type's entries ordered by sort (then insertion). */
export async function entriesOfTypes(db: TDb, types: string[]): Promise<TEntryRow[]> {
  if (!types.length) return [];
  return db
    .select(columns)
    .from(dictEntries)
    .innerJoin(dictTypes, eq(dictTypes.type, dictEntries.dictType))
    .where(
      and(inArray(dictEntries.dictType, types), eq(dictEntries.enabled, true), eq(dictTypes.enabled, true)),
    )
    .orderBy(asc(dictEntries.dictType), asc(dictEntries.sort), asc(dictEntries.id));
}

/** Enabled types that are flat lists (no entry has a parent): trees such as `area` are left out. */
export async function flatTypes(db: TDb): Promise<string[]> {
  const child = alias(dictEntries, 'child');
  const rows = await db
    .select({ type: dictTypes.type })
    .from(dictTypes)
    .where(
      and(
        eq(dictTypes.enabled, true),
        not(
          exists(
            db
              .select({ one: child.id })
              .from(child)
              .where(and(eq(child.dictType, dictTypes.type), isNotNull(child.parentValue))),
          ),
        ),
      ),
    )
    .orderBy(asc(dictTypes.type));
  return rows.map((r) => r.type);
}
