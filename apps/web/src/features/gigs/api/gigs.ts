import type { TGigCategory, TGigOrderStatus, TGigPayUnit, TGigStatus, TWorkerCardStatus } from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

/** A gig as the employer, a reviewer and the market see it (contact only for its employer and staff). */
export type GigRow = {
  id: number;
  title: string;
  category: TGigCategory;
  payAmount: number;
  payUnit: TGigPayUnit;
  startDate: string;
  endDate: string;
  dailyStart: string;
  dailyEnd: string;
  area: string;
  address: string;
  lat: number;
  lng: number;
  headcount: number;
  skills: string[];
  description: string;
  status: TGigStatus;
  publishedAt: string | null;
  posterName: string | null;
  ratingAvg: number | null;
  ratingCount: number;
  distanceKm: number | null;
  contactName?: string;
  contactPhone?: string;
  reviewReason?: string | null;
  submittedAt?: string | null;
  updatedAt?: string;
};

/** A worker card as its owner and a reviewer see it. */
export type CardRow = {
  id: number;
  name: string | null;
  categories: TGigCategory[];
  skills: string[];
  areas: string[];
  days: number[];
  timeFrom: string;
  timeTo: string;
  expectedPay: number;
  payUnit: TGigPayUnit;
  intro: string;
  lat: number;
  lng: number;
  status: TWorkerCardStatus;
  photoFileId: string | null;
  photoUrl: string | null;
  reviewReason: string | null;
  submittedAt: string | null;
  updatedAt: string;
};

export type OrderStatus = TGigOrderStatus;

export const GIG_REVIEW_KEY = 'gigs.review';
export const CARD_REVIEW_KEY = 'gigs.cardReview';

export const listGigReview = (params: ListParams, signal?: AbortSignal) =>
  api.page<GigRow>('/gig/review/list', params, { signal });
export const getGigForReview = (id: number) => api.get<GigRow>(`/gig/review/${id}`);
export const approveGig = (id: number) => api.post<GigRow>(`/gig/review/${id}/approve`, { note: null });
export const rejectGig = (id: number, reason: string) =>
  api.post<GigRow>(`/gig/review/${id}/reject`, { reason });
export const returnGig = (id: number, reason: string) =>
  api.post<GigRow>(`/gig/review/${id}/return`, { reason });

export const listCardReview = (params: ListParams, signal?: AbortSignal) =>
  api.page<CardRow>('/worker-card/review/list', params, { signal });
export const getCardForReview = (id: number) => api.get<CardRow>(`/worker-card/review/${id}`);
export const approveCard = (id: number) =>
  api.post<CardRow>(`/worker-card/review/${id}/approve`, { note: null });
export const rejectCard = (id: number, reason: string) =>
  api.post<CardRow>(`/worker-card/review/${id}/reject`, { reason });
export const returnCard = (id: number, reason: string) =>
  api.post<CardRow>(`/worker-card/review/${id}/return`, { reason });
