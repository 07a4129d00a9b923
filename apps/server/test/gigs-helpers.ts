import { expect } from 'vitest';
import { portalDay } from '../src/core/time';
import type { caller } from './jobs-helpers';

/** The region's calendar day, `days` from today (gigs are dated by it). */
export const gigDay = (days = 0) => portalDay(new Date(Date.now() + days * 86_400_000));

/** A valid gig form in Fuzhou's Gulou district, running from today for three days. */
export const gigForm = (over: Record<string, unknown> = {}) => ({
  title: '家庭保洁',
  category: 'cleaning',
  payAmount: 30,
  payUnit: 'hour',
  startDate: gigDay(0),
  endDate: gigDay(3),
  dailyStart: '09:00',
  dailyEnd: '17:00',
  area: '350102',
  address: '福州市鼓楼区五四路 100 号',
  lat: 26.08,
  lng: 119.3,
  headcount: 2,
  skills: ['保洁'],
  description: '三居室全屋清洁',
  contactName: '王女士',
  contactPhone: '13900001111',
  ...over,
});

/** A valid worker card form. */
export const cardForm = (over: Record<string, unknown> = {}) => ({
  categories: ['cleaning', 'moving'],
  skills: ['保洁', '搬运'],
  areas: ['350102', '350103'],
  days: [6, 7],
  timeFrom: '08:00',
  timeTo: '18:00',
  expectedPay: 25,
  payUnit: 'hour',
  intro: '做事细心',
  lat: 26.09,
  lng: 119.31,
  ...over,
});

/** Creates, submits and approves a gig through the API; returns its id. */
export async function publishGig(
  api: ReturnType<typeof caller>,
  posterToken: string,
  reviewerToken: string,
  over: Record<string, unknown> = {},
): Promise<number> {
  const res = await api.post<{ id: number }>('/gig/my', gigForm(over), posterToken);
  expect(res.body).toMatchObject({ code: 200 });
  const id = res.body.data!.id;
  expect((await api.post(`/gig/my/${id}/submit`, {}, posterToken)).body.code).toBe(200);
  expect((await api.post(`/gig/review/${id}/approve`, {}, reviewerToken)).body.code).toBe(200);
  return id;
}

/** The rows of a page answer, each with its id. */
export const rowsOf = (res: { body: { rows?: unknown[] } }) =>
  (res.body.rows ?? []) as ({ id: number } & Record<string, unknown>)[];
