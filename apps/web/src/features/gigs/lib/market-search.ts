import { DISTRICT_CENTRES, GIG_CATEGORIES, GIG_PAY_UNITS } from '@rcwb/shared';

/**
 * The whole search of /recruitment/flexibleEmployment as it lives in the URL: the tab, the
 * filters, the order and the point distances are measured from, so a search can be shared and
 * the back button restores it. Unknown or malformed values are dropped and defaults left out, so
 * equal searches have equal URLs. The visitor's own location never goes into the URL (a shared
 * link would give it away): `near=here` only says "measure from where I am".
 */
export type MarketTab = 'gigs' | 'workers';
export type MarketSort = 'newest' | 'distance';

export type MarketSearch = {
  tab: MarketTab;
  keyword?: string;
  category?: string;
  area?: string;
  payUnit?: string;
  /** A day the gig runs on (gigs tab only). */
  date?: string;
  sort: MarketSort;
  /** Where distances are measured from: the browser's location, or a district's centre. */
  near?: 'here' | string;
  page: number;
};

export const MARKET_FILTER_KEYS = ['category', 'area', 'payUnit', 'date', 'keyword'] as const;
export type MarketFilterKey = (typeof MARKET_FILTER_KEYS)[number];
export const MARKET_PAGE_SIZE = 10;

const VALID: Record<MarketFilterKey, (v: string) => boolean> = {
  category: (v) => (GIG_CATEGORIES as readonly string[]).includes(v),
  area: (v) => /^\d{6}$/.test(v),
  payUnit: (v) => (GIG_PAY_UNITS as readonly string[]).includes(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  keyword: (v) => v.length > 0,
};

/** Whether a value names a district whose centre is known. */
export const isDistrict = (code: string) => code in DISTRICT_CENTRES;

export function parseMarketSearch(params: URLSearchParams): MarketSearch {
  const search: MarketSearch = {
    tab: params.get('tab') === 'workers' ? 'workers' : 'gigs',
    sort: params.get('sort') === 'distance' ? 'distance' : 'newest',
    page: 1,
  };
  for (const key of MARKET_FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    const value = key === 'keyword' ? raw?.slice(0, 50) : raw;
    if (value && VALID[key](value)) search[key] = value;
  }
  if (search.tab === 'workers') delete search.date;
  const near = params.get('near');
  if (near === 'here' || (near && isDistrict(near))) search.near = near;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

export function marketSearchToParams(search: MarketSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.tab === 'workers') params.set('tab', 'workers');
  for (const key of MARKET_FILTER_KEYS) {
    if (key === 'date' && search.tab === 'workers') continue;
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.sort === 'distance') params.set('sort', 'distance');
  if (search.near) params.set('near', search.near);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** A changed search starts again from the first page (a new page keeps everything else). */
export function withMarketChange(search: MarketSearch, change: Partial<MarketSearch>): MarketSearch {
  const next: MarketSearch = { ...search, ...change };
  if (!('page' in change)) next.page = 1;
  for (const [key, value] of Object.entries(next))
    if (value === undefined || value === '') delete next[key as keyof MarketSearch];
  return next;
}

export type TPoint = { lat: number; lng: number };

/** A district's centre as a point, or undefined for an unknown code. */
export function districtPoint(code: string): TPoint | undefined {
  const centre = DISTRICT_CENTRES[code];
  return centre ? { lng: centre[0], lat: centre[1] } : undefined;
}
