import { maskMobile } from '@rcwb/shared';
import { maskName } from '../../core/personal-data';
import { iso, isoOrNull } from '../../core/time';
import type { TCardRow, TGigRow, TOrderRow } from './gigs.repository';

const km = (d: number | null | undefined) =>
  d === null || d === undefined ? null : Math.round(d * 100) / 100;

/** A gig as the market and every reader see it: no contact (that is for accepted workers). */
export function presentGig(
  g: TGigRow,
  extra: {
    posterName?: string;
    ratingAvg?: number | null;
    ratingCount?: number;
    distance?: number | null;
  } = {},
) {
  return {
    id: g.id,
    title: g.title,
    category: g.category,
    payAmount: g.payAmount,
    payUnit: g.payUnit,
    startDate: g.startDate,
    endDate: g.endDate,
    dailyStart: g.dailyStart,
    dailyEnd: g.dailyEnd,
    area: g.area,
    address: g.address,
    lat: g.lat,
    lng: g.lng,
    headcount: g.headcount,
    skills: g.skills,
    description: g.description,
    status: g.status,
    publishedAt: isoOrNull(g.publishedAt),
    posterName: extra.posterName ?? null,
    ratingAvg: extra.ratingAvg ?? null,
    ratingCount: extra.ratingCount ?? 0,
    distanceKm: km(extra.distance),
  };
}

/** The employer's own gig: everything, with the review outcome. */
export const presentOwnGig = (g: TGigRow, extra: { applicants?: number; taken?: number } = {}) => ({
  ...presentGig(g),
  contactName: g.contactName,
  contactPhone: g.contactPhone,
  reviewReason: g.reviewReason,
  submittedAt: isoOrNull(g.submittedAt),
  createdAt: iso(g.createdAt),
  updatedAt: iso(g.updatedAt),
  applicants: extra.applicants ?? 0,
  taken: extra.taken ?? 0,
});

/** A worker card in the market: the name and mobile masked like the talent search's cards. */
export function presentMarketCard(r: {
  card: TCardRow;
  name: string;
  mobile: string | null;
  photoKey: string | null;
  distance: number | null;
  ratingAvg: number | null;
  ratingCount: number;
}) {
  return {
    ...presentCardFields(r.card),
    maskedName: maskName(r.name),
    maskedMobile: r.mobile ? maskMobile(r.mobile) : '',
    photoUrl: r.photoKey ? `/files/${r.photoKey}` : null,
    ratingAvg: r.ratingAvg,
    ratingCount: r.ratingCount,
    distanceKm: km(r.distance),
  };
}

export const presentCardFields = (c: TCardRow) => ({
  id: c.id,
  categories: c.categories,
  skills: c.skills,
  areas: c.areas,
  days: c.days,
  timeFrom: c.timeFrom,
  timeTo: c.timeTo,
  expectedPay: c.expectedPay,
  payUnit: c.payUnit,
  intro: c.intro,
  lat: c.lat,
  lng: c.lng,
  status: c.status,
  publishedAt: isoOrNull(c.publishedAt),
});

/** The person's own card (and a reviewer's view of it). */
export const presentOwnCard = (c: TCardRow, extra: { name?: string; photoKey?: string | null } = {}) => ({
  ...presentCardFields(c),
  name: extra.name ?? null,
  photoFileId: c.photoFileId,
  photoUrl: extra.photoKey ? `/files/${extra.photoKey}` : null,
  reviewReason: c.reviewReason,
  submittedAt: isoOrNull(c.submittedAt),
  updatedAt: iso(c.updatedAt),
});

export const presentOrder = (o: TOrderRow) => ({
  id: o.id,
  gigId: o.gigId,
  workerId: o.workerId,
  origin: o.origin,
  status: o.status,
  message: o.message,
  checkedInAt: isoOrNull(o.checkedInAt),
  checkedOutAt: isoOrNull(o.checkedOutAt),
  confirmedAt: isoOrNull(o.confirmedAt),
  amount: o.amount,
  createdAt: iso(o.createdAt),
  updatedAt: iso(o.updatedAt),
});
