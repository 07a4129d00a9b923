import { describe, expect, it } from 'vitest';
import { dayBoundary, parseListState, toApiParams, toFilterParams, writeListState } from './list-state';
import type { FilterDef } from './types';

const FILTERS: FilterDef[] = [
  { key: 'keyword', type: 'text', labelKey: 'k' },
  { key: 'status', type: 'dict', dict: 'account_status', labelKey: 's' },
  { key: 'created', type: 'dateRange', labelKey: 'c', from: 'createdFrom', to: 'createdTo' },
  { key: 'time', type: 'dateRange', labelKey: 't' },
];

describe('list state in the URL', () => {
  it('reads page, size and the filters it owns; defaults are page 1 and 20 rows', () => {
    const state = parseListState(
      new URLSearchParams(
        'page=3&limit=50&keyword=al&status=locked&createdFrom=2026-01-01&other=x&timeTo=2026-02-01',
      ),
      FILTERS,
    );
    expect(state).toEqual({
      page: 3,
      limit: 50,
      filters: { keyword: 'al', status: 'locked', createdFrom: '2026-01-01', timeTo: '2026-02-01' },
    });
    expect(parseListState(new URLSearchParams(''), FILTERS)).toEqual({ page: 1, limit: 20, filters: {} });
  });

  it('falls back to the defaults for malformed paging and ignores blank filters', () => {
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'limit=0', 'limit=1000']) {
      const state = parseListState(new URLSearchParams(`${bad}&keyword=%20`), FILTERS);
      expect({ bad, page: state.page, limit: state.limit, filters: state.filters }).toEqual({
        bad,
        page: 1,
        limit: 20,
        filters: {},
      });
    }
  });

  it('writes only what differs from the defaults and keeps params it does not own', () => {
    const base = new URLSearchParams('tab=logins&keyword=old&page=4');
    const next = writeListState(
      { page: 1, limit: 20, filters: { status: 'active', keyword: '  ' } },
      FILTERS,
      base,
    );
    expect(next.toString()).toBe('tab=logins&status=active');
    const paged = writeListState({ page: 2, limit: 50, filters: { keyword: ' bob ' } }, FILTERS);
    expect(paged.toString()).toBe('page=2&limit=50&keyword=bob');
  });

  it('round-trips', () => {
    const state = { page: 5, limit: 10, filters: { keyword: '张三', createdTo: '2026-03-31' } };
    expect(parseListState(writeListState(state, FILTERS), FILTERS)).toEqual(state);
  });
});

describe('API parameters', () => {
  it('sends days as the instants the user day starts and ends (exclusive)', () => {
    expect(dayBoundary('2026-03-31', false)).toBe(new Date(2026, 2, 31).toISOString());
    expect(dayBoundary('2026-03-31', true)).toBe(new Date(2026, 3, 1).toISOString());
    expect(dayBoundary('31/03/2026', false)).toBeUndefined();
  });

  it('maps the state to paging plus filters; the export gets the filters alone', () => {
    const state = {
      page: 2,
      limit: 30,
      filters: { keyword: 'al', createdFrom: '2026-01-01', createdTo: '2026-01-31', timeFrom: '2026-02-01' },
    };
    expect(toApiParams(state, FILTERS)).toEqual({
      page: 2,
      limit: 30,
      keyword: 'al',
      createdFrom: new Date(2026, 0, 1).toISOString(),
      createdTo: new Date(2026, 1, 1).toISOString(),
      timeFrom: new Date(2026, 1, 1).toISOString(),
    });
    expect(toFilterParams(state, FILTERS)).not.toHaveProperty('page');
    expect(toFilterParams(state, FILTERS)).toHaveProperty('keyword', 'al');
  });
});
