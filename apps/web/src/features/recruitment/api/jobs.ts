import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keepingDictNames } from '@/lib/dict';
import type { JobSearch } from '@/lib/jobs/search-state';

/** A run of text, marked when it matched the keyword; always rendered as text. */
export type TextPart = { text: string; hit?: true };

/** A posting card of the public lists (GET /recruitment/job/search, home feed, company page). */
export type JobCard = {
  id: number;
  title: string;
  titleParts: TextPart[];
  orgId: number;
  orgName: string;
  orgNameParts: TextPart[];
  snippet: TextPart[];
  area: string;
  category: string;
  salaryMin: number | null;
  salaryMax: number | null;
  education: string;
  experience: string;
  jobType: string;
  headcount: number;
  welfare: string[];
  viewCount: number;
  refreshedAt: string;
};

/** A facet value's count; `exact` when it is known exactly among estimated counts (see totalExact). */
export type FacetValue = { value: string; count: number; exact?: true };
export type FacetName =
  'area' | 'category' | 'industry' | 'education' | 'experience' | 'jobType' | 'salary' | 'postedWithin';

export type JobSearchResult = {
  rows: JobCard[];
  total: number;
  /** False when the total and facet counts are estimates (very broad searches). */
  totalExact: boolean;
  maxResults: number;
  page: number;
  limit: number;
  facets: Record<FacetName, FacetValue[]>;
};

export type PublicOrg = {
  id: number;
  name: string;
  nature: string | null;
  industry: string | null;
  scale: string | null;
  region: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  website: string | null;
  description: string | null;
  /** Stored picture URLs (`/files/<key>`): the logo and the photos in the organisation's order. */
  logoUrl: string | null;
  photoUrls: string[];
};

/** Where a posting's work is: the organisation's address and coordinates, or its area alone. */
export type JobPlace = { area: string; address: string | null; lat: number | null; lng: number | null };

export type JobDetail = Omit<JobCard, 'titleParts' | 'orgNameParts' | 'snippet' | 'orgId' | 'orgName'> & {
  industry: string;
  description: string;
  contactName: string | null;
  publishedAt: string | null;
  place: JobPlace;
  org: PublicOrg | null;
  otherJobs: JobCard[];
};

export type CompanyDetail = PublicOrg & {
  viewCount: number;
  jobs: { rows: JobCard[]; total: number; page: number; limit: number };
};

export type JobHome = {
  hot: JobCard[];
  newest: JobCard[];
  featuredOrgs: { id: number; name: string; industry: string | null; region: string | null; jobs: number }[];
};

// Public data: no token (a stale one must not raise the session dialog); errors show inline.
const PUBLIC = { isToken: false, showError: false } as const;

export const jobSearchQuery = (search: JobSearch) =>
  queryOptions({
    queryKey: ['recruitment', 'job-search', search],
    queryFn: ({ signal, client }) =>
      keepingDictNames<JobSearchResult>(client, () =>
        api.get('/recruitment/job/search', { ...search }, { ...PUBLIC, signal }),
      ),
    // The previous answer stays on screen while the next one loads (no flashing empty list).
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Not cached across visits: each opening counts as a view. */
/**
 * The detail pages send the token when there is one, so the server records the signed-in
 * user's browse history; a stale token reads as a visitor there, so it never raises the session
 * dialog. Keyed by it, so signing in and coming back records the view.
 */
const VIEWER = { showError: false, onSessionExpired: 'silent' } as const;

export const jobDetailQuery = (id: number, signedIn = false) =>
  queryOptions({
    queryKey: ['recruitment', 'job', id, signedIn],
    queryFn: ({ signal, client }) =>
      keepingDictNames<JobDetail>(client, () =>
        api.get(
          `/recruitment/job/${id}`,
          undefined,
          signedIn ? { ...VIEWER, signal } : { ...PUBLIC, signal },
        ),
      ),
    staleTime: 0,
    gcTime: 0,
  });

export const similarJobsQuery = (id: number) =>
  queryOptions({
    queryKey: ['recruitment', 'job-similar', id],
    queryFn: ({ signal, client }) =>
      keepingDictNames<{ rows: JobCard[] }>(client, () =>
        api.get(`/recruitment/job/${id}/similar`, undefined, { ...PUBLIC, signal }),
      ),
    staleTime: 60_000,
  });

export const companyQuery = (id: number, page: number, signedIn = false) =>
  queryOptions({
    queryKey: ['recruitment', 'company', id, page, signedIn],
    queryFn: ({ signal, client }) =>
      keepingDictNames<CompanyDetail>(client, () =>
        api.get(
          `/recruitment/company/${id}`,
          { page, limit: 10 },
          signedIn ? { ...VIEWER, signal } : { ...PUBLIC, signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const jobHomeQuery = queryOptions({
  queryKey: ['recruitment', 'job-home'],
  queryFn: ({ signal, client }) =>
    keepingDictNames<JobHome>(client, () =>
      api.get('/recruitment/job/home', undefined, { ...PUBLIC, signal }),
    ),
  staleTime: 60_000,
});
