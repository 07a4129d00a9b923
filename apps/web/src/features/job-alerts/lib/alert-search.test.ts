import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { alertFiltersOf, alertSearchPath, alertSummary } from './alert-search';

const labels = {
  area: (c: string | null | undefined) => (c === '350100' ? 'Fuzhou' : (c ?? '')),
  category: (c: string | null | undefined) => (c === '02' ? 'IT' : (c ?? '')),
  industry: (c: string | null | undefined) => c ?? '',
  flat: (type: string, v: string | null | undefined) =>
    type === 'education' && v === '4' ? 'Bachelor' : (v ?? ''),
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('alert searches', () => {
  it('keep the search but not the page being looked at', () => {
    expect(alertFiltersOf({ keyword: '数据', area: '350100', page: 3, limit: 50, sort: 'newest' })).toEqual({
      keyword: '数据',
      area: '350100',
      sort: 'newest',
    });
  });

  it('open as findJob with the same URL the search itself writes, dropping values it no longer accepts', () => {
    expect(alertSearchPath({ keyword: '数据', area: '350100', postedWithin: '7' })).toBe(
      '/recruitment/findJob?keyword=%E6%95%B0%E6%8D%AE&area=350100&postedWithin=7',
    );
    // Stored by the server as a number.
    expect(alertSearchPath({ postedWithin: 30 as unknown as string })).toBe(
      '/recruitment/findJob?postedWithin=30',
    );
    expect(alertSearchPath({ area: 'Fuzhou', sort: 'relevance' })).toBe('/recruitment/findJob');
  });

  it('read as words: keyword, then the filters’ labels; an empty one is all postings', () => {
    expect(
      alertSummary({ keyword: '数据', area: '350100', category: '02', education: '4' }, labels, i18n.t),
    ).toBe('“数据” · Fuzhou · IT · Bachelor');
    expect(alertSummary({ postedWithin: '7' }, labels, i18n.t)).toBe('7 days');
    expect(alertSummary({}, labels, i18n.t)).toBe('All postings');
  });
});
