import type { TSeedStep } from '../../core/module';
import { dictEntries, dictTypes } from '../../db/schema';
import { dictionaries, type TDictData, type TDictNode } from './reference';

type TEntryRow = typeof dictEntries.$inferInsert;

/** Flattens a dictionary's tree: children point to their parent's value; sort = sibling position. */
export function entryRows(d: TDictData): TEntryRow[] {
  const rows: TEntryRow[] = [];
  const walk = (nodes: TDictNode[], parentValue: string | null) =>
    nodes.forEach((n, i) => {
      rows.push({
        dictType: d.type,
        value: n.value,
        labelZh: n.zh,
        labelEn: n.en,
        parentValue,
        sort: i,
        cssClass: n.cssClass ?? null,
        listClass: n.listClass ?? null,
      });
      if (n.children) walk(n.children, n.value);
    });
  walk(d.entries, null);
  return rows;
}

const CHUNK = 1000;

/**
 * Reference dictionaries, on every start (`always`), as inserts that skip what exists (keyed by
 * type and by (dict_type, value)). So entries added to the data files reach existing databases,
 * while labels, colours and order that staff edited are never overwritten. Staff retire an entry
 * by disabling it (enabled = false), which survives; a deleted seeded entry comes back on the
 * next start. About 4,000 rows in a handful of statements: a few hundred milliseconds.
 */
export const dictSeed: TSeedStep = {
  name: 'dict:reference',
  always: true,
  async run({ db }) {
    const all = dictionaries();
    await db.transaction(async (tx) => {
      await tx
        .insert(dictTypes)
        .values(all.map((d) => ({ type: d.type, nameZh: d.nameZh, nameEn: d.nameEn })))
        .onConflictDoNothing({ target: dictTypes.type });
      const rows = all.flatMap(entryRows);
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx
          .insert(dictEntries)
          .values(rows.slice(i, i + CHUNK))
          .onConflictDoNothing({ target: [dictEntries.dictType, dictEntries.value] });
      }
    });
  },
};
