/**
 * The whole job search as it lives in the URL of findJob/queryJob, so a search can be shared and
 * the back button restores it. Unknown or malformed values are dropped, defaults are left out of
 * the URL (so equal searches have equal URLs).
 */
export type JobSearch = {
  keyword?: string;
  area?: string;
  category?: string;
  industry?: string;
  salary?: string;
  education?: string;
  experience?: string;
  jobType?: string;
  postedWithin?: string;
  sort?: 'relevance' | 'newest' | 'salary';
  page?: number;
  limit?: number;
};

export const FILTER_KEYS = [
  'area',
  'category',
  'industry',
  'salary',
  'education',
  'experience',
  'jobType',
  'postedWithin',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const SORTS = ['relevance', 'newest', 'salary'] as const;
const PAGE_SIZES = [10, 20, 30, 50];
export const DEFAULT_LIMIT = 20;

const PATTERNS: Record<FilterKey, RegExp> = {
  area: /^\d{6}$/,
  category: /^\d{2}(?:\d{2})?$/,
  industry: /^(?:[A-Z]|\d{2})$/,
  salary: /^(?:\d{1,7}-\d{0,7}|negotiable)$/,
  education: /^\w{1,8}$/,
  experience: /^\w{1,8}$/,
  jobType: /^\w{1,8}$/,
  postedWithin: /^(?:1|3|7|30)$/,
};

export function parseSearch(params: URLSearchParams): JobSearch {
  const search: JobSearch = {};
  const keyword = params.get('keyword')?.trim().slice(0, 50);
  if (keyword) search.keyword = keyword;
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && PATTERNS[key].test(value)) search[key] = value;
  }
  const sort = params.get('sort');
  if (sort && sort !== 'relevance' && (SORTS as readonly string[]).includes(sort))
    search.sort = sort as JobSearch['sort'];
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  const limit = Number(params.get('limit'));
  if (PAGE_SIZES.includes(limit) && limit !== DEFAULT_LIMIT) search.limit = limit;
  return search;
}

export function searchToParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set('keyword', search.keyword);
  for (const key of FILTER_KEYS) if (search[key]) params.set(key, search[key]);
  if (search.sort && search.sort !== 'relevance') params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.limit && search.limit !== DEFAULT_LIMIT) params.set('limit', String(search.limit));
  return params;
}

/** A changed search starts again from the first page (a new page keeps everything else). */
export const withChange = (search: JobSearch, change: Partial<JobSearch>): JobSearch => {
  const next: JobSearch = { ...search, ...change };
  if (!('page' in change)) delete next.page;
  for (const [key, value] of Object.entries(next))
    if (value === undefined || value === '') delete next[key as keyof JobSearch];
  return next;
};
