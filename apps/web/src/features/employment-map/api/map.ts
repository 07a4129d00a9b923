import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TMapAreaCounts, TMapDistrict, TMapFairPoint, TMapGigPoint, TMapOrgPoint } from '@rcwb/shared';
import { api } from '@/lib/api';

// Public data: no token (a stale one must not raise the session dialog); errors show inline.
const get = <T>(path: string, area: string, signal?: AbortSignal) =>
  api.get<T>(`/recruitment/employmentMap/${path}`, { area }, { isToken: false, signal, showError: false });

/** Published postings per city of the province, or per district of a city. */
export const mapAreasQuery = (area: string) =>
  queryOptions({
    queryKey: ['employment-map', 'areas', area],
    queryFn: ({ signal }) => get<TMapAreaCounts>('areas', area, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** A district's figures: by category group and salary band, top organisations. */
export const mapDistrictQuery = (area: string) =>
  queryOptions({
    queryKey: ['employment-map', 'district', area],
    queryFn: ({ signal }) => get<TMapDistrict>('district', area, signal),
    staleTime: 30_000,
  });

/** Organisations with published postings in the area (their points). */
export const mapOrgsQuery = (area: string) =>
  queryOptions({
    queryKey: ['employment-map', 'orgs', area],
    queryFn: ({ signal }) => get<TMapOrgPoint[]>('orgs', area, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Published fairs that have not ended, in the area. */
export const mapFairsQuery = (area: string) =>
  queryOptions({
    queryKey: ['employment-map', 'fairs', area],
    queryFn: ({ signal }) => get<TMapFairPoint[]>('fairs', area, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Published gigs that have not ended, in the area (their own map points). */
export const mapGigsQuery = (area: string) =>
  queryOptions({
    queryKey: ['employment-map', 'gigs', area],
    queryFn: ({ signal }) => get<TMapGigPoint[]>('gigs', area, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
