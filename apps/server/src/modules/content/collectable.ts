import { and, inArray } from 'drizzle-orm';
import type { TLocale } from '@rcwb/shared';
import type { TCollectionKind, TCollectionSummary } from '../collections';
import { type TContentTable, publishedOnly } from './content-kind';

/**
 * A collection kind over a publishable content table: only published rows are summarised, so
 * only they can be collected, and withdrawn ones show as unavailable in "my collections".
 */
export function collectableKind<Row extends { id: number }>(
  kind: string,
  table: TContentTable,
  summarise: (row: Row, locale: TLocale) => Omit<TCollectionSummary, 'id'>,
): TCollectionKind {
  return {
    kind,
    async summaries(db, ids, locale) {
      if (!ids.length) return new Map();
      const rows = (await db
        .select()
        .from(table)
        .where(and(inArray(table.id, ids), publishedOnly(table)))) as Row[];
      return new Map(rows.map((r) => [r.id, { id: r.id, ...summarise(r, locale) }]));
    },
  };
}
