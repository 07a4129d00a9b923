import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, parseListState, writeListState } from './list-state';
import type { FilterDef } from './types';

/**
 * The list's page, size and filters in the URL: every change is a history entry, so back and
 * forward step through searches and a copied link opens the same list.
 */
export function useListState(filters: readonly FilterDef[] = []) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseListState(search, filters), [search, filters]);

  const write = useCallback(
    (next: ListState) => setSearch((current) => writeListState(next, filters, current)),
    [filters, setSearch],
  );

  return {
    state,
    setPage: useCallback((page: number, limit: number) => write({ ...state, page, limit }), [state, write]),
    /** New filters start again at page 1. */
    applyFilters: useCallback(
      (values: Record<string, string>) => write({ ...state, page: 1, filters: values }),
      [state, write],
    ),
    reset: useCallback(() => write({ ...state, page: 1, filters: {} }), [state, write]),
  };
}
