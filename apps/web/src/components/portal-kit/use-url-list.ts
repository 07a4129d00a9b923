import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../pagination/pagination-rules';

export type UrlList = {
  /** The filter values in the URL ('' when absent). */
  filters: Record<string, string>;
  page: number;
  limit: number;
  /** What to send to a list call: the set filters, page and limit. */
  params: Record<string, string | number>;
  /** New filters from the search form: back to page 1, each search its own history entry. */
  apply: (values: Record<string, string>) => void;
  setPage: (page: number, limit: number) => void;
};

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A public list's state in the URL (`?keyword=…&level=city&page=2`), so a filtered list can be
 * shared, reloaded and stepped through with the browser's back button.
 */
export function useUrlList(keys: readonly string[]): UrlList {
  const [search, setSearch] = useSearchParams();
  const page = positive(search.get('page')) ?? 1;
  const sized = positive(search.get('limit'));
  const limit = sized && (PAGE_SIZES as readonly number[]).includes(sized) ? sized : DEFAULT_PAGE_SIZE;
  const signature = keys.map((k) => search.get(k) ?? '').join('\u0000');
  const filters = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values themselves
    [signature],
  );
  const params = useMemo(() => {
    const out: Record<string, string | number> = { page, limit };
    for (const [k, v] of Object.entries(filters)) if (v) out[k] = v;
    return out;
  }, [filters, page, limit]);

  const write = useCallback(
    (values: Record<string, string>, nextPage: number, nextLimit: number) => {
      const next = new URLSearchParams();
      for (const k of keys) if (values[k]?.trim()) next.set(k, values[k].trim());
      if (nextPage > 1) next.set('page', String(nextPage));
      if (nextLimit !== DEFAULT_PAGE_SIZE) next.set('limit', String(nextLimit));
      setSearch(next);
    },
    [keys, setSearch],
  );
  return {
    filters,
    page,
    limit,
    params,
    apply: (values) => write(values, 1, limit),
    setPage: (p, l) => write(filters, p, l),
  };
}
