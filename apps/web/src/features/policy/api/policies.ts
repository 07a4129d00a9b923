import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A policy as the lists answer it (server: modules/policy presentPolicyRow). */
export type PolicySummary = {
  id: number;
  title: string;
  level: 'national' | 'province' | 'city' | 'district';
  region: string;
  regionName: string;
  category: string;
  issuingBody: string;
  docNumber: string;
  issuedOn: string;
  effectiveOn: string | null;
  expiresOn: string | null;
  summary: string;
  keyBenefits: string[];
  status: 'draft' | 'published' | 'withdrawn';
  publishedAt: string | null;
  updatedAt: string | null;
};

export type DimensionType = 'text' | 'amount' | 'yesno' | 'list';
/** text → string, amount → number, yesno → boolean, list → string[]; null = not stated. */
export type DimensionValue = string | number | boolean | string[] | null;

export type Dimension = {
  id: number;
  name: string;
  nameZh: string;
  nameEn: string;
  type: DimensionType;
  unit: string;
  sort: number;
};

export type PolicyAttachment = { id: string; url: string; name: string; size: number; mime: string };

export type PolicyDetail = PolicySummary & {
  body: string;
  attachments: PolicyAttachment[];
  relatedIds: number[];
  related: { id: number; title: string; issuedOn: string; status: string }[];
  dimensionValues: (Dimension & { dimensionId: number; value: DimensionValue })[];
};

export type Comparison = {
  dimensions: Dimension[];
  policies: (PolicySummary & { values: Record<string, DimensionValue> })[];
  /** Requested ids that are not (or no longer) published. */
  missing: number[];
};

export type PolicyFacets = {
  issuingBodies: string[];
  years: number[];
  regions: { value: string; label: string }[];
};

// Public data: no token (a stale one must not raise the session dialog); errors show inline.
const PUBLIC = { isToken: false, showError: false } as const;

export const policyListQuery = (params: Record<string, string | number>, locale: string) =>
  queryOptions({
    queryKey: ['policy', 'list', params, locale],
    queryFn: ({ signal }) => api.page<PolicySummary>('/public/policy/list', params, { ...PUBLIC, signal }),
    placeholderData: keepPreviousData,
  });

export const policyQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['policy', 'detail', id, locale],
    queryFn: ({ signal }) => api.get<PolicyDetail>(`/public/policy/${id}`, undefined, { ...PUBLIC, signal }),
  });

export const comparisonQuery = (ids: number[], locale: string) =>
  queryOptions({
    queryKey: ['policy', 'compare', ids, locale],
    queryFn: ({ signal }) =>
      api.get<Comparison>('/public/policy/compare', { ids: ids.join(',') }, { ...PUBLIC, signal }),
  });

export const facetsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['policy', 'facets', locale],
    queryFn: ({ signal }) => api.get<PolicyFacets>('/public/policy/facets', undefined, { ...PUBLIC, signal }),
    staleTime: 5 * 60_000,
  });

/** Download address of a published policy's attachment (a plain GET, public). */
export const attachmentHref = (policyId: number, fileId: string) =>
  `/api/public/policy/${policyId}/attachment/${fileId}`;
