import { queryOptions } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { api } from '@/lib/api';

/** A dictionary entry (SPEC §3, docs/api.md). */
export type DictEntry = {
  dictType: string;
  dictValue: string;
  dictLabel: string;
  cssClass: string;
  /** Tag colour in lists: default/primary/success/info/warning/danger; empty = plain text. */
  listClass: string;
  sort: number;
  parentValue: string | null;
};

export type DictTreeNode = { value: string; label: string; children?: DictTreeNode[] };

/**
 * How long a screen uses the dictionary it read without asking again. The server's answers are
 * revalidated by their ETag (an unchanged dictionary costs an empty 304), so an administrator's
 * edit shows on the next page load, and within half a minute on an open one.
 */
export const DICT_STALE_MS = 30_000;

/**
 * Part of a large dictionary (docs/api.md): `values` (comma-separated) gives those entries with
 * their ancestors, `parent` the entries directly under one value.
 */
export type DictNarrowing = { values?: string; parent?: string };

// Dictionaries are public reference data: a failure is reported by the hooks, not toasted.
export const getDict = (type: string, signal?: AbortSignal, narrowing?: DictNarrowing, locale?: string) =>
  api.get<DictEntry[]>(`/web-auth/dict/type/${encodeURIComponent(type)}`, narrowing, {
    signal,
    showError: false,
    locale,
  });

/** `root`: only the part below one entry (the portal region's cities and districts). */
export const getDictTree = (type: string, signal?: AbortSignal, locale?: string, root?: string) =>
  api.get<DictTreeNode[]>(
    `/web-auth/dict/handleDictsTree/${encodeURIComponent(type)}`,
    root ? { root } : undefined,
    {
      signal,
      showError: false,
      locale,
    },
  );

/** As many types as the server lists in one request. */
const MAX_TYPES = 100;
const wholeLoaders = new Map<string, DataLoader<string, DictEntry[]>>();

/**
 * Whole dictionaries asked for within one tick go out as one `GET /web-auth/dict/listAll` per
 * language (SPEC §3), not one request each: a job card alone names six (education, experience,
 * job type, salary band, the organisation's nature and scale). Each type's entries are then
 * cached under its own key, as when it was asked alone.
 */
function wholeDictLoader(locale: string): DataLoader<string, DictEntry[]> {
  let loader = wholeLoaders.get(locale);
  if (!loader) {
    loader = new DataLoader(
      async (types: readonly string[]) => {
        const entries = await api.get<DictEntry[]>(
          '/web-auth/dict/listAll',
          { dictTypes: types.join(',') },
          { showError: false, locale },
        );
        const byType = new Map<string, DictEntry[]>(types.map((type) => [type, []]));
        for (const entry of entries) byType.get(entry.dictType)?.push(entry);
        return types.map((type) => byType.get(type)!);
      },
      { cache: false, maxBatchSize: MAX_TYPES },
    );
    wholeLoaders.set(locale, loader);
  }
  return loader;
}

/** Cached per type and language: labels follow the UI language. */
export const dictQuery = (type: string, locale: string, narrowing?: DictNarrowing) =>
  queryOptions({
    queryKey: ['dict', 'type', type, locale, narrowing ?? {}],
    queryFn: ({ signal }) =>
      narrowing ? getDict(type, signal, narrowing, locale) : wholeDictLoader(locale).load(type),
    staleTime: DICT_STALE_MS,
  });

export const dictTreeQuery = (type: string, locale: string, root?: string) =>
  queryOptions({
    queryKey: ['dict', 'tree', type, locale, root ?? ''],
    // Asked in the key's language, so a tree of the other language (searching both) is that one.
    queryFn: ({ signal }) => getDictTree(type, signal, locale, root),
    staleTime: DICT_STALE_MS,
  });
