import { DEFAULT_PAGE_SIZE } from '@/components/pagination';
import type { FilterDef, ListParams } from './types';

/** Page, size and filters of a list, as kept in the URL's search params. */
export type ListState = { page: number; limit: number; filters: Record<string, string> };

const MAX_LIMIT = 100;

/** URL keys a filter owns: its key, or the two ends of a date range. */
export function filterParamKeys(filter: FilterDef): string[] {
  if (filter.type === 'dateRange')
    return [filter.from ?? `${filter.key}From`, filter.to ?? `${filter.key}To`];
  return [filter.key];
}

const positiveInt = (raw: string | null, fallback: number, max: number): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** Reads the list state; anything malformed falls back to the defaults (page 1, 20 rows). */
export function parseListState(search: URLSearchParams, filters: readonly FilterDef[] = []): ListState {
  const values: Record<string, string> = {};
  for (const key of filters.flatMap(filterParamKeys)) {
    const value = search.get(key);
    if (value !== null && value.trim() !== '') values[key] = value;
  }
  return {
    page: positiveInt(search.get('page'), 1, 1_000_000),
    limit: positiveInt(search.get('limit'), DEFAULT_PAGE_SIZE, MAX_LIMIT),
    filters: values,
  };
}

/**
 * Writes the list state into search params. Defaults and blank filters are left out so URLs stay
 * short; params the list does not own (e.g. a tab) are kept.
 */
export function writeListState(
  state: ListState,
  filters: readonly FilterDef[] = [],
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['page', 'limit', ...filters.flatMap(filterParamKeys)]) next.delete(key);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) next.set('limit', String(state.limit));
  for (const [key, value] of Object.entries(state.filters)) {
    if (value.trim() !== '') next.set(key, value.trim());
  }
  return next;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day in the URL as the instant the user's day starts (`to` ends: the next day's start), so the
 * server filters by the user's calendar rather than its own time zone.
 */
export function dayBoundary(day: string, end: boolean): string | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (end ? 1 : 0));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The API parameters for a state: page, limit and the filters, date ranges as instants. */
export function toApiParams(state: ListState, filters: readonly FilterDef[] = []): ListParams {
  const params: ListParams = { page: state.page, limit: state.limit };
  for (const filter of filters) {
    if (filter.type === 'dateRange') {
      const [fromKey, toKey] = filterParamKeys(filter) as [string, string];
      const from = state.filters[fromKey];
      const to = state.filters[toKey];
      if (from) params[fromKey] = dayBoundary(from, false);
      if (to) params[toKey] = dayBoundary(to, true);
    } else if (state.filters[filter.key] !== undefined) {
      params[filter.key] = state.filters[filter.key];
    }
  }
  return params;
}

/** The filters alone (no paging), e.g. for an export of everything the list matches. */
export function toFilterParams(state: ListState, filters: readonly FilterDef[] = []): ListParams {
  const { page: _page, limit: _limit, ...rest } = toApiParams(state, filters);
  return rest;
}
