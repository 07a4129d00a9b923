import { describe, expect, it } from 'vitest';
import { districtPoint, marketSearchToParams, parseMarketSearch, withMarketChange } from './market-search';

const parse = (query: string) => parseMarketSearch(new URLSearchParams(query));

describe('the gig market search in the URL', () => {
  it('reads the tab, filters, order and district, dropping what is malformed', () => {
    expect(
      parse(
        'tab=workers&category=cleaning&area=350102&payUnit=day&keyword=%20paint%20&sort=distance&near=350102&page=3',
      ),
    ).toEqual({
      tab: 'workers',
      category: 'cleaning',
      area: '350102',
      payUnit: 'day',
      keyword: 'paint',
      sort: 'distance',
      near: '350102',
      page: 3,
    });
    expect(parse('tab=x&category=spying&area=35&payUnit=week&date=tomorrow&sort=price&near=999999')).toEqual({
      tab: 'gigs',
      sort: 'newest',
      page: 1,
    });
  });

  it('keeps the date on the gigs tab only', () => {
    expect(parse('date=2026-12-01').date).toBe('2026-12-01');
    expect(parse('tab=workers&date=2026-12-01').date).toBeUndefined();
  });

  it('writes equal searches as equal URLs, defaults left out', () => {
    const search = parse('sort=distance&near=here&category=repairs&page=2');
    expect(marketSearchToParams(search).toString()).toBe('category=repairs&sort=distance&near=here&page=2');
    expect(marketSearchToParams(parse('tab=gigs&sort=newest&page=1')).toString()).toBe('');
  });

  it('starts a changed search on its first page and drops cleared filters', () => {
    const search = parse('category=repairs&page=4');
    expect(withMarketChange(search, { category: undefined })).toEqual({
      tab: 'gigs',
      sort: 'newest',
      page: 1,
    });
    expect(withMarketChange(search, { page: 5 }).page).toBe(5);
  });

  it("gives a district's centre as a point", () => {
    expect(districtPoint('350102')).toEqual({ lng: 119.304, lat: 26.082 });
    expect(districtPoint('110101')).toBeUndefined();
  });
});
