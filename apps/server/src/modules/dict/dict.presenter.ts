import type { TLocale } from '@rcwb/shared';
import type { TEntryRow } from './dict.repository';

/** A dictionary entry on the wire (SPEC §3, docs/api.md). */
export type TDictEntry = {
  dictType: string;
  dictValue: string;
  dictLabel: string;
  cssClass: string;
  listClass: string;
  sort: number;
  parentValue: string | null;
};

export type TDictTreeNode = { value: string; label: string; children?: TDictTreeNode[] };

const labelOf = (row: TEntryRow, locale: TLocale): string =>
  locale === 'en' ? row.labelEn || row.labelZh : row.labelZh;

export const toEntry = (row: TEntryRow, locale: TLocale): TDictEntry => ({
  dictType: row.dictType,
  dictValue: row.value,
  dictLabel: labelOf(row, locale),
  cssClass: row.cssClass ?? '',
  listClass: row.listClass ?? '',
  sort: row.sort,
  parentValue: row.parentValue,
});

/**
 * Nests one type's entries (already in display order), from the top or below `root`. Entries
 * whose parent is missing or disabled are left out with it, so disabling a province hides its
 * cities too.
 */
export function toTree(rows: TEntryRow[], locale: TLocale, root: string | null = null): TDictTreeNode[] {
  const children = new Map<string | null, TEntryRow[]>();
  for (const r of rows) {
    const list = children.get(r.parentValue) ?? [];
    list.push(r);
    children.set(r.parentValue, list);
  }
  // Every entry has one parent, so walking down from the roots cannot loop.
  const build = (parent: string | null): TDictTreeNode[] =>
    (children.get(parent) ?? []).map((r) => {
      const kids = build(r.value);
      const node: TDictTreeNode = { value: r.value, label: labelOf(r, locale) };
      return kids.length ? { ...node, children: kids } : node;
    });
  return build(root);
}
