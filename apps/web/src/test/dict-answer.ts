import type { DictEntry } from '@/lib/dict';

/** A dictionary entry as the server sends it, with the fields the tests do not look at blank. */
export const dictEntry = (
  dictType: string,
  dictValue: string,
  dictLabel: string,
  parentValue: string | null = null,
): DictEntry => ({ dictType, dictValue, dictLabel, cssClass: '', listClass: '', sort: 0, parentValue });

/**
 * What the server answers for `GET /web-auth/dict/type/<type>` over these entries (docs/api.md):
 * the whole list, or with `values` the entries asked for and their ancestors.
 */
export function dictAnswer(entries: readonly DictEntry[], type: string, values?: string): DictEntry[] {
  const ofType = entries.filter((e) => e.dictType === type);
  if (values === undefined) return ofType;
  const byValue = new Map(ofType.map((e) => [e.dictValue, e]));
  const wanted = new Set<string>();
  for (const value of values.split(','))
    for (let e = byValue.get(value); e; e = e.parentValue ? byValue.get(e.parentValue) : undefined)
      wanted.add(e.dictValue);
  return ofType.filter((e) => wanted.has(e.dictValue));
}

/** What the server answers for `GET /web-auth/dict/listAll?dictTypes=a,b`: those types' entries whole. */
export function listAllAnswer(entries: readonly DictEntry[], dictTypes: string): DictEntry[] {
  const types = new Set(dictTypes.split(','));
  return entries.filter((e) => types.has(e.dictType));
}
