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

/** What an employer fills in for a gig (add and edit). */
export type GigFields = Pick<
  GigRow,
  | 'title'
  | 'category'
  | 'payAmount'
  | 'payUnit'
  | 'startDate'
  | 'endDate'
  | 'dailyStart'
  | 'dailyEnd'
  | 'area'
  | 'address'
  | 'lat'
  | 'lng'
  | 'headcount'
  | 'skills'
  | 'description'
> & { contactName: string; contactPhone: string };

export type CardFields = Pick<
  CardRow,
  | 'categories'
  | 'skills'
  | 'areas'
  | 'days'
  | 'timeFrom'
  | 'timeTo'
  | 'expectedPay'
  | 'payUnit'
  | 'intro'
  | 'lat'
  | 'lng'
> & { photoFileId?: string | null };

export type Rating = { score: number; comment: string } | null;

/** An order as the employer sees it among a gig's applicants. */
export type ApplicantRow = {
  id: number;
  gigId: number;
  origin: 'applied' | 'invited';
  status: OrderStatus;
  message: string | null;
  amount: number | null;
  workerName: string;
  workerMobile: string | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  createdAt: string;
  myRating: Rating;
  theirRating: Rating;
};

/** An order as the worker sees it, with its gig (the contact once accepted). */
export type MyOrderRow = Omit<ApplicantRow, 'workerName' | 'workerMobile'> & {
  gig: GigRow;
  contact: { name: string; phone: string } | null;
};

export type OrderAction = 'accept' | 'decline' | 'withdraw' | 'cancel' | 'checkIn' | 'checkOut';

/** A row of my gigs: with how many applied and how many places are taken. */
export type MyGigRow = GigRow & { applicants: number; taken: number };

export const MY_GIGS_KEY = 'gigs.mine';
export const APPLICANTS_KEY = 'gigs.applicants';
export const MY_ORDERS_KEY = 'gigs.myOrders';

export const listMyGigs = (params: ListParams, signal?: AbortSignal) =>
  api.page<MyGigRow>('/gig/my/list', params, { signal });
export const addGig = (f: GigFields) => api.post<GigRow>('/gig/my', f);
export const editGig = (id: number, f: GigFields) => api.put<GigRow>(`/gig/my/${id}`, f);
export const submitGig = (id: number) => api.post<GigRow>(`/gig/my/${id}/submit`, {});
export const closeGig = (id: number) => api.post<GigRow>(`/gig/my/${id}/close`, {});
export const listApplicants = (gigId: number) => (params: ListParams, signal?: AbortSignal) =>
  api.page<ApplicantRow>(`/gig/my/${gigId}/orders`, params, { signal });

export const orderStep = (id: number, action: OrderAction) => api.post(`/gig-order/${id}/${action}`, {});
export const confirmOrder = (id: number, amount: number) => api.post(`/gig-order/${id}/confirm`, { amount });
export const rateOrder = (id: number, score: number, comment: string) =>
  api.post(`/gig-order/${id}/rate`, { score, comment });
export const listMyOrders = (params: ListParams, signal?: AbortSignal) =>
  api.page<MyOrderRow>('/gig-order/my/list', params, { signal });

export const getMyCard = () => api.get<CardRow | null>('/worker-card/my');
export const saveMyCard = (f: CardFields) => api.put<CardRow>('/worker-card/my', f);
export const submitMyCard = () => api.post<CardRow>('/worker-card/my/submit', {});
