import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

type Publication = {
  status: 'draft' | 'published' | 'withdrawn';
  publishedAt: string | null;
  updatedAt: string | null;
};

/** Technology fields that classify experts, demands and achievements. */
export type ExpertField = { id: number; name: string; nameZh: string; nameEn: string; sort: number };

export type Expert = Publication & {
  id: number;
  name: string;
  fieldId: number | null;
  fieldName: string;
  title: string;
  organisation: string;
  region: string;
  regionName: string;
  bio: string;
  photo: string | null;
  achievements: string;
};

/** A technology demand (bdlistxq); budget in 万元, null = negotiable. */
export type Demand = Publication & {
  id: number;
  title: string;
  fieldId: number | null;
  fieldName: string;
  budget: number | null;
  deadline: string | null;
  publisher: string;
  region: string;
  regionName: string;
  progress: 'open' | 'claimed' | 'done';
  description: string;
  contact: string;
};

/** An achievement (bdlistcg); price in 万元, null = negotiable. */
export type Achievement = Publication & {
  id: number;
  title: string;
  fieldId: number | null;
  fieldName: string;
  maturity: string;
  transferMode: string;
  owner: string;
  price: number | null;
  description: string;
  contact: string;
};

export type Article = Publication & {
  id: number;
  title: string;
  summary: string;
  source: string;
  cover: string | null;
  highlight: boolean;
  body?: string;
};

export type DiscoverHome = {
  news: Article[];
  highlights: Article[];
  demands: Demand[];
  achievements: Achievement[];
  experts: Expert[];
};

const PUBLIC = { isToken: false, showError: false } as const;

export const discoverHomeQuery = (locale: string) =>
  queryOptions({
    queryKey: ['discover', 'home', locale],
    queryFn: ({ signal }) => api.get<DiscoverHome>('/public/discover/home', undefined, { ...PUBLIC, signal }),
  });

export const fieldsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['discover', 'fields', locale],
    queryFn: ({ signal }) =>
      api.get<ExpertField[]>('/public/expertField/list', undefined, { ...PUBLIC, signal }),
    staleTime: 5 * 60_000,
  });

export const expertFacetsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['discover', 'expertFacets', locale],
    queryFn: ({ signal }) =>
      api.get<{ titles: string[]; regions: { value: string; label: string }[] }>(
        '/public/expert/facets',
        undefined,
        {
          ...PUBLIC,
          signal,
        },
      ),
    staleTime: 5 * 60_000,
  });

/** The public list and detail of one discover kind ('demand', 'achievement', 'expert', 'news'). */
export const publicListQuery = <T>(kind: string, params: Record<string, string | number>, locale: string) =>
  queryOptions({
    queryKey: ['discover', kind, 'list', params, locale],
    queryFn: ({ signal }) => api.page<T>(`/public/${kind}/list`, params, { ...PUBLIC, signal }),
    placeholderData: keepPreviousData,
  });

export const publicItemQuery = <T>(kind: string, id: number, locale: string) =>
  queryOptions({
    queryKey: ['discover', kind, 'detail', id, locale],
    queryFn: ({ signal }) => api.get<T>(`/public/${kind}/${id}`, undefined, { ...PUBLIC, signal }),
  });
