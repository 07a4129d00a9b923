import { and, eq, inArray } from 'drizzle-orm';
import type { TLocale } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { dictEntries } from '../../db/schema';

/**
 * Names of area codes in the caller's language. Public pages show region names without loading
 * the whole area tree (thousands of entries), so the server names the few codes a page holds.
 */
export async function regionNames(db: TDb, codes: string[], locale: TLocale): Promise<Map<string, string>> {
  const unique = [...new Set(codes.filter(Boolean))];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ value: dictEntries.value, zh: dictEntries.labelZh, en: dictEntries.labelEn })
    .from(dictEntries)
    .where(and(eq(dictEntries.dictType, 'area'), inArray(dictEntries.value, unique)));
  return new Map(rows.map((r) => [r.value, locale === 'en' ? r.en : r.zh]));
}
