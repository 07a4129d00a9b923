import type { TLocale } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { toEntry, toTree, type TDictEntry, type TDictTreeNode } from './dict.presenter';
import { entriesOfTypes, flatTypes, type TEntryRow } from './dict.repository';

export type TDictService = {
  /** Entries of one type in display order, optionally narrowed; an unknown type gives an empty list. */
  entries(type: string, locale: TLocale, narrow?: TNarrow): Promise<TDictEntry[]>;
  /** The whole tree, or the part below `root` (nothing when root is not an entry). */
  tree(type: string, locale: TLocale, root?: string): Promise<TDictTreeNode[]>;
  /** Entries of the given types, or of every flat (non-tree) type when none are given. */
  listAll(types: string[] | undefined, locale: TLocale): Promise<TDictEntry[]>;
  /** Changes with every dictionary edit, here or announced by another node: for caches of labels. */
  version(): number;
};

/** `values`: those entries and their ancestors; `parent`: the entries directly under it. */
export type TNarrow = { values?: string[]; parent?: string };

/**
 * Each cached row list's rows by value, made once per list: the area dictionary has some 3,500
 * rows, and naming a page's few dozen places (the public job answers, `values=`) would otherwise
 * index them all on every call.
 */
const indexes = new WeakMap<TEntryRow[], Map<string, TEntryRow>>();
function byValueOf(rows: TEntryRow[]): Map<string, TEntryRow> {
  let index = indexes.get(rows);
  if (!index) indexes.set(rows, (index = new Map(rows.map((r) => [r.value, r]))));
  return index;
}

/** The rows a narrowing keeps, in display order. */
function narrowed(rows: TEntryRow[], { values, parent }: TNarrow): TEntryRow[] {
  let kept = rows;
  if (values) {
    const byValue = byValueOf(rows);
    const wanted = new Set<string>();
    for (const value of values) {
      // Up through the parents; a repeat ends the walk, should an edit ever make them loop.
      for (
        let r = byValue.get(value);
        r && !wanted.has(r.value);
        r = r.parentValue ? byValue.get(r.parentValue) : undefined
      )
        wanted.add(r.value);
    }
    kept = kept.filter((r) => wanted.has(r.value));
  }
  if (parent !== undefined) kept = kept.filter((r) => r.parentValue === parent);
  return kept;
}

type TCached<T> = { at: number; generation: number; value: T };

/** Bus channel of dictionary edits (core/shared-state): the other nodes drop their rows too. */
export const DICT_CHANGED = 'dict.changed';

/**
 * Bumped by every dictionary edit in this process and by those other nodes announce: a service's
 * cache treats older rows as stale.
 */
let generation = 0;
export const invalidateDictionaries = (): void => {
  generation += 1;
};

/**
 * Dictionaries change rarely and every screen reads them, so rows are kept in process for a
 * minute. Only types that exist are cached, so the cache stays as small as the type list
 * however many unknown names callers send; each call costs at most one query.
 */
export function createDictService(db: TDb, opts: { ttlMs?: number; now?: () => number } = {}): TDictService {
  const ttlMs = opts.ttlMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const byType = new Map<string, TCached<TEntryRow[]>>();
  let flat: TCached<string[]> | undefined;
  const fresh = <T>(c: TCached<T> | undefined): c is TCached<T> =>
    !!c && c.generation === generation && now() - c.at < ttlMs;

  async function rowsOf(types: string[]): Promise<Map<string, TEntryRow[]>> {
    const out = new Map<string, TEntryRow[]>();
    const missing: string[] = [];
    for (const type of types) {
      const hit = byType.get(type);
      if (fresh(hit)) out.set(type, hit.value);
      else missing.push(type);
    }
    if (!missing.length) return out;
    // Rows read while an edit lands are tagged with the generation before it, so they expire.
    const readAt = generation;
    const grouped = new Map<string, TEntryRow[]>();
    for (const row of await entriesOfTypes(db, missing)) {
      const list = grouped.get(row.dictType) ?? [];
      list.push(row);
      grouped.set(row.dictType, list);
    }
    for (const type of missing) {
      const rows = grouped.get(type) ?? [];
      if (rows.length) byType.set(type, { at: now(), generation: readAt, value: rows });
      else byType.delete(type);
      out.set(type, rows);
    }
    return out;
  }

  async function flatTypeList(): Promise<string[]> {
    if (!fresh(flat)) {
      const readAt = generation;
      flat = { at: now(), generation: readAt, value: await flatTypes(db) };
    }
    return flat.value;
  }

  return {
    async entries(type, locale, narrow) {
      const rows = (await rowsOf([type])).get(type) ?? [];
      return (narrow ? narrowed(rows, narrow) : rows).map((r) => toEntry(r, locale));
    },
    async tree(type, locale, root) {
      const rows = (await rowsOf([type])).get(type) ?? [];
      if (root !== undefined && !rows.some((r) => r.value === root)) return [];
      return toTree(rows, locale, root);
    },
    async listAll(types, locale) {
      const wanted = [...new Set(types ?? (await flatTypeList()))];
      const rows = await rowsOf(wanted);
      return wanted.flatMap((type) => (rows.get(type) ?? []).map((r) => toEntry(r, locale)));
    },
    version: () => generation,
  };
}

const services = new WeakMap<TDb, TDictService>();

/**
 * The dictionary service of a database, one per database for the process: every module that names
 * codes (job search, fairs, exports, prints) reads the same cached rows, so the area list's 3,500
 * rows are read and held once.
 */
export function dictServiceOf(db: TDb): TDictService {
  let service = services.get(db);
  if (!service) services.set(db, (service = createDictService(db)));
  return service;
}
