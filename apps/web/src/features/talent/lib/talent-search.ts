/**
 * The whole talent search as it lives in the URL of findTalent, so a search can be shared and the
 * back button restores it. Unknown or malformed values are dropped and defaults left out, so
 * equal searches have equal URLs.
 */
export type TalentSearch = {
  keyword?: string;
  category?: string;
  area?: string;
  education?: string;
  experience?: string;
  sort?: 'relevance' | 'newest';
  page?: number;
  limit?: number;
};

export const TALENT_FILTER_KEYS = ['category', 'area', 'education', 'experience'] as const;
export type TalentFilterKey = (typeof TALENT_FILTER_KEYS)[number];

/** SPEC §9 page sizes. */
export const PAGE_SIZES = [10, 20, 30, 50];
export const DEFAULT_LIMIT = 20;

const PATTERNS: Record<TalentFilterKey, RegExp> = {
  category: /^\d{2}(?:\d{2})?$/,
  area: /^\d{6}$/,
  education: /^\w{1,8}$/,
  experience: /^[1-6]$/,
};

export function parseTalentSearch(params: URLSearchParams): TalentSearch {
  const search: TalentSearch = {};
  const keyword = params.get('keyword')?.trim().slice(0, 50);
  if (keyword) search.keyword = keyword;
  for (const key of TALENT_FILTER_KEYS) {
    const value = params.get(key);
    if (value && PATTERNS[key].test(value)) search[key] = value;
  }
  if (params.get('sort') === 'newest') search.sort = 'newest';
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  const limit = Number(params.get('limit'));
  if (PAGE_SIZES.includes(limit) && limit !== DEFAULT_LIMIT) search.limit = limit;
  return search;
}

export function talentSearchToParams(search: TalentSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set('keyword', search.keyword);
  for (const key of TALENT_FILTER_KEYS) if (search[key]) params.set(key, search[key]);
  if (search.sort === 'newest') params.set('sort', 'newest');
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.limit && search.limit !== DEFAULT_LIMIT) params.set('limit', String(search.limit));
  return params;
}

/** A changed search starts again from the first page (a new page keeps everything else). */
export function withTalentChange(search: TalentSearch, change: Partial<TalentSearch>): TalentSearch {
  const next: TalentSearch = { ...search, ...change };
  if (!('page' in change)) delete next.page;
  for (const [key, value] of Object.entries(next))
    if (value === undefined || value === '') delete next[key as keyof TalentSearch];
  return next;
}
