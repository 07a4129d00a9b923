import { describe, expect, it } from 'vitest';
import { parseSearch, searchToParams, withChange } from './search-state';

describe('job search in the URL', () => {
  it('round-trips a whole search and leaves defaults out', () => {
    const url =
      'keyword=%E6%95%B0%E6%8D%AE&area=350100&category=02&salary=8000-12000&sort=newest&page=3&limit=50';
    const search = parseSearch(new URLSearchParams(url));
    expect(search).toEqual({
      keyword: '数据',
      area: '350100',
      category: '02',
      salary: '8000-12000',
      sort: 'newest',
      page: 3,
      limit: 50,
    });
    expect(searchToParams(search).toString()).toBe(url);
    expect(
      searchToParams(parseSearch(new URLSearchParams('sort=relevance&page=1&limit=20'))).toString(),
    ).toBe('');
  });

  it('drops malformed values instead of sending them', () => {
    expect(
      parseSearch(new URLSearchParams('area=35&category=abc&postedWithin=5&sort=cheap&page=-2&limit=7')),
    ).toEqual({});
  });

  it('goes back to the first page when the search changes, and clears emptied filters', () => {
    const search = { keyword: '数据', area: '350100', page: 4 };
    expect(withChange(search, { area: undefined })).toEqual({ keyword: '数据' });
    expect(withChange(search, { page: 5 })).toEqual({ keyword: '数据', area: '350100', page: 5 });
  });
});
