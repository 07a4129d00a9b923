import { and, eq, sql } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import type { TTx } from '../../core/tx';
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
      await nameUntranslatedPlaces(tx, rows);
    });
  },
};

/**
 * Places seeded before they had English names carry their Chinese name in English. An English
 * label still equal to the Chinese one was never translated (staff who edit write English), so it
 * takes the data file's name; edited labels stay as they are.
 */
async function nameUntranslatedPlaces(tx: TTx, rows: TEntryRow[]) {
  const named = rows.filter((r) => r.dictType === 'area' && r.labelEn !== r.labelZh);
  for (let i = 0; i < named.length; i += CHUNK) {
    const values = sql.join(
      named.slice(i, i + CHUNK).map((r) => sql`(${r.value}, ${r.labelEn})`),
      sql`, `,
    );
    // The list's columns are named apart from the table's, so the bare names Drizzle writes in
    // an UPDATE cannot be read as the list's.
    await tx.execute(sql`UPDATE ${dictEntries} SET label_en = v.name_en
      FROM (VALUES ${values}) AS v(code, name_en)
      WHERE ${and(eq(dictEntries.dictType, 'area'), sql`${dictEntries.value} = v.code`, sql`${dictEntries.labelEn} = ${dictEntries.labelZh}`)}`);
  }
}
