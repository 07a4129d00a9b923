import { z } from 'zod';
import {
  GIG_CATEGORIES,
  GIG_MAX_RADIUS_KM,
  GIG_PAY_UNITS,
  GIG_STATUSES,
  GIG_TIME_PATTERN,
  WORKER_CARD_STATUSES,
  pointInBounds,
} from '@rcwb/shared';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { ZId } from '../../core/ids';

/** Trimmed text counted in characters (not UTF-16 units), so Chinese text gets its full length. */
const text = (min: number, max: number, key: string) =>
  z
    .string()
    .max(max * 4, key)
    .transform((v) => v.normalize('NFC').trim())
    .refine((v) => [...v].length >= min && [...v].length <= max, { message: key });
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'gigs.areaRequired');
const time = z.string().regex(GIG_TIME_PATTERN, 'gigs.timeFormat');
const day = z.iso.date('gigs.dateFormat');
const pay = z.coerce.number().int('gigs.payRange').min(1, 'gigs.payRange').max(100_000, 'gigs.payRange');
const lat = z.coerce.number().min(-90, 'gigs.point').max(90, 'gigs.point');
const lng = z.coerce.number().min(-180, 'gigs.point').max(180, 'gigs.point');
const skills = z
  .array(text(1, 20, 'gigs.skillLength'))
  .max(10, 'gigs.skillLength')
  .default([]);

/** What an employer fills in for a gig; the same for add and edit. */
export const ZGigFields = z
  .object({
    title: text(1, 50, 'gigs.titleLength'),
    category: z.enum(GIG_CATEGORIES, 'gigs.categoryRequired'),
    payAmount: pay,
    payUnit: z.enum(GIG_PAY_UNITS, 'gigs.payUnitRequired'),
    startDate: day,
    endDate: day,
    dailyStart: time,
    dailyEnd: time,
    area: code,
    address: text(1, 100, 'gigs.addressLength'),
    lat,
    lng,
    headcount: z.coerce.number().int('gigs.headcount').min(1, 'gigs.headcount').max(999, 'gigs.headcount'),
    skills,
    description: text(0, 2000, 'gigs.descriptionLength').default(''),
    contactName: text(1, 30, 'gigs.contactRequired'),
    contactPhone: text(5, 30, 'gigs.contactRequired'),
  })
  .refine((g) => g.endDate >= g.startDate, { message: 'gigs.dates', path: ['endDate'] })
  .refine((g) => g.dailyEnd > g.dailyStart, { message: 'gigs.times', path: ['dailyEnd'] })
  // The distance search measures from this point: one in another city would mislead every worker.
  .refine((g) => pointInBounds(g.area, g.lat, g.lng), { message: 'gigs.pointOutside', path: ['lat'] });
export type TGigFields = z.infer<typeof ZGigFields>;

/** A person's worker card. */
export const ZCardFields = z
  .object({
    categories: z
      .array(z.enum(GIG_CATEGORIES, 'gigs.categoryRequired'))
      .min(1, 'gigs.categoryRequired')
      .max(11),
    skills,
    areas: z.array(code).min(1, 'gigs.areaRequired').max(20, 'gigs.areaRequired'),
    days: z
      .array(z.coerce.number().int().min(1, 'gigs.days').max(7, 'gigs.days'))
      .min(1, 'gigs.days')
      .max(7, 'gigs.days'),
    timeFrom: time,
    timeTo: time,
    expectedPay: pay,
    payUnit: z.enum(GIG_PAY_UNITS, 'gigs.payUnitRequired'),
    photoFileId: z.preprocess(blankToUndefined, z.uuid('gigs.photo').nullish()),
    intro: text(0, 500, 'gigs.introLength').default(''),
    lat,
    lng,
  })
  .refine((c) => c.timeTo > c.timeFrom, { message: 'gigs.times', path: ['timeTo'] })
  // Cards serve several districts: the point only has to be in the portal's region.
  .refine((c) => pointInBounds(null, c.lat, c.lng), { message: 'gigs.homeOutside', path: ['lat'] });
export type TCardFields = z.infer<typeof ZCardFields>;

export const ZMyGigList = z.object({
  ...ZPaging,
  status: z.preprocess(blankToUndefined, z.enum(GIG_STATUSES).optional()),
  title: optionalText(50),
});
export type TMyGigList = z.infer<typeof ZMyGigList>;

export const ZGigReviewList = z.object({
  ...ZPaging,
  /** Default: the queue (pending). */
  status: z.preprocess(blankToUndefined, z.enum(GIG_STATUSES).optional()),
  keyword: optionalText(50),
});
export type TGigReviewList = z.infer<typeof ZGigReviewList>;

export const ZCardReviewList = z.object({
  ...ZPaging,
  status: z.preprocess(blankToUndefined, z.enum(WORKER_CARD_STATUSES).optional()),
  keyword: optionalText(50),
});
export type TCardReviewList = z.infer<typeof ZCardReviewList>;

export const ZReason = z.object({ reason: text(1, 200, 'gigs.reasonRequired') });
export const ZNote = z.object({ note: z.string().max(800).nullish() });

/** Public market filters; `lat`/`lng` give distances, `sort: distance` orders by them. */
const ZMarketFilters = {
  page: ZPaging.page,
  limit: z.coerce.number().int().min(1).max(50).default(10),
  category: z.preprocess(blankToUndefined, z.enum(GIG_CATEGORIES).optional()),
  area: z.preprocess(blankToUndefined, code.optional()),
  payUnit: z.preprocess(blankToUndefined, z.enum(GIG_PAY_UNITS).optional()),
  keyword: optionalText(50),
  sort: z.preprocess(blankToUndefined, z.enum(['newest', 'distance']).default('newest')),
  lat: z.preprocess(blankToUndefined, lat.optional()),
  lng: z.preprocess(blankToUndefined, lng.optional()),
  radiusKm: z.preprocess(blankToUndefined, z.coerce.number().min(1).max(GIG_MAX_RADIUS_KM).default(100)),
};
const pointWhenDistance = (f: { sort: string; lat?: number; lng?: number }) =>
  f.sort !== 'distance' || (f.lat !== undefined && f.lng !== undefined);

export const ZGigMarket = z
  .object({ ...ZMarketFilters, date: z.preprocess(blankToUndefined, day.optional()) })
  .refine(pointWhenDistance, { message: 'gigs.point', path: ['lat'] });
export type TGigMarket = z.infer<typeof ZGigMarket>;

export const ZWorkerMarket = z
  .object(ZMarketFilters)
  .refine(pointWhenDistance, { message: 'gigs.point', path: ['lat'] });
export type TWorkerMarket = z.infer<typeof ZWorkerMarket>;

export const ZApply = z.object({
  message: z.preprocess(blankToUndefined, text(0, 200, 'gigs.messageLength').optional()),
});
export const ZInvite = z.object({
  cardId: ZId,
  message: z.preprocess(blankToUndefined, text(0, 200, 'gigs.messageLength').optional()),
});
export const ZConfirm = z.object({
  amount: z.coerce.number().int('gigs.amount').min(0, 'gigs.amount').max(10_000_000, 'gigs.amount'),
});
export const ZRate = z.object({
  score: z.coerce.number().int('gigs.score').min(1, 'gigs.score').max(5, 'gigs.score'),
  comment: text(0, 200, 'gigs.commentLength').default(''),
});
export const ZOrderList = z.object({ ...ZPaging });
export const ZNoBody = z.object({});
