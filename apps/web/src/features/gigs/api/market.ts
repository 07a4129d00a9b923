import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TGigCategory, TGigPayUnit } from '@rcwb/shared';
import { api } from '@/lib/api';
import type { GigRow } from './gigs';

/** A published gig as the market shows it: no contact (that is for accepted workers). */
export type MarketGig = Omit<
  GigRow,
  'contactName' | 'contactPhone' | 'reviewReason' | 'submittedAt' | 'updatedAt'
>;

/** A worker card in the public market: name and mobile masked, distance when a point was given. */
export type MarketCard = {
  id: number;
  categories: TGigCategory[];
  skills: string[];
  areas: string[];
  days: number[];
  timeFrom: string;
  timeTo: string;
  expectedPay: number;
  payUnit: TGigPayUnit;
  intro: string;
  maskedName: string;
  maskedMobile: string;
  photoUrl: string | null;
  ratingAvg: number | null;
  ratingCount: number;
  distanceKm: number | null;
};

/** What the market routes take: the filters, the order and the point distances are measured from. */
export type MarketQuery = Record<string, string | number>;

// Public data: no token (a stale one must not raise the session dialog); errors show inline.
const publicPage = <T>(url: string, params: MarketQuery, signal?: AbortSignal) =>
  api.page<T>(url, params, { isToken: false, signal, showError: false });

export const gigMarketQuery = (params: MarketQuery) =>
  queryOptions({
    queryKey: ['gig-market', 'gigs', params],
    queryFn: ({ signal }) => publicPage<MarketGig>('/gig/public/list', params, signal),
    placeholderData: keepPreviousData,
  });

export const workerMarketQuery = (params: MarketQuery) =>
  queryOptions({
    queryKey: ['gig-market', 'workers', params],
    queryFn: ({ signal }) => publicPage<MarketCard>('/worker-card/public/list', params, signal),
    placeholderData: keepPreviousData,
  });

/** A signed-in person applies (the order API of g010903). */
export const applyToGig = (gigId: number, message: string) =>
  api.post(`/gig/${gigId}/apply`, message ? { message } : {});

/** An employer's published gigs, to invite a worker to one. */
export const myPublishedGigs = () =>
  api.page<MarketGig>('/gig/my/list', { status: 'published', page: 1, limit: 50 });

export const inviteToGig = (gigId: number, cardId: number, message: string) =>
  api.post(`/gig/my/${gigId}/invite`, message ? { cardId, message } : { cardId });
