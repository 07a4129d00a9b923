/**
 * Flexible employment (DOMAIN.md "gig posting", "worker availability card"): the fixed lists and
 * states both the server and the web app read. Category and status labels are i18n keys
 * (`gigs.category.<code>`, `gigs.status.<status>`, `gigs.order.<status>`).
 */

/** What a gig is about; the worker cards' skills use the same codes. */
export const GIG_CATEGORIES = [
  'cleaning',
  'repairs',
  'delivery',
  'homeCare',
  'events',
  'moving',
  'tutoring',
  'catering',
  'retail',
  'farming',
  'other',
] as const;
export type TGigCategory = (typeof GIG_CATEGORIES)[number];

/** Pay is per hour, per day or per piece of work. */
export const GIG_PAY_UNITS = ['hour', 'day', 'piece'] as const;
export type TGigPayUnit = (typeof GIG_PAY_UNITS)[number];

/** A gig's state: only `published` gigs are public; staff review `pending` ones (g070106). */
export const GIG_STATUSES = ['draft', 'pending', 'published', 'rejected', 'closed'] as const;
export type TGigStatus = (typeof GIG_STATUSES)[number];

/** A worker card's state: only `published` cards are public; staff review `pending` ones (g070107). */
export const WORKER_CARD_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type TWorkerCardStatus = (typeof WORKER_CARD_STATUSES)[number];

/**
 * A gig order: a person applies (`applied`) or the employer invites a worker (`invited`); once
 * accepted the worker checks in and out on the day and the employer confirms the work and amount.
 */
export const GIG_ORDER_STATUSES = [
  'invited',
  'applied',
  'accepted',
  'declined',
  'withdrawn',
  'checked_in',
  'checked_out',
  'confirmed',
  'cancelled',
] as const;
export type TGigOrderStatus = (typeof GIG_ORDER_STATUSES)[number];

/** The steps of an order and which side takes each. */
export const GIG_ORDER_ACTIONS = [
  'accept',
  'decline',
  'withdraw',
  'cancel',
  'checkIn',
  'checkOut',
  'confirm',
] as const;
export type TGigOrderAction = (typeof GIG_ORDER_ACTIONS)[number];
export type TGigOrderSide = 'worker' | 'employer';

/**
 * The order's transitions as data: the server refuses any step not listed here (naming the
 * current state), and the web app shows only the buttons of the rows that match.
 */
export const GIG_ORDER_TRANSITIONS: readonly {
  from: TGigOrderStatus;
  action: TGigOrderAction;
  side: TGigOrderSide;
  to: TGigOrderStatus;
}[] = [
  { from: 'invited', action: 'accept', side: 'worker', to: 'accepted' },
  { from: 'invited', action: 'decline', side: 'worker', to: 'declined' },
  { from: 'invited', action: 'cancel', side: 'employer', to: 'cancelled' },
  { from: 'applied', action: 'accept', side: 'employer', to: 'accepted' },
  { from: 'applied', action: 'decline', side: 'employer', to: 'declined' },
  { from: 'applied', action: 'withdraw', side: 'worker', to: 'withdrawn' },
  { from: 'accepted', action: 'withdraw', side: 'worker', to: 'withdrawn' },
  { from: 'accepted', action: 'cancel', side: 'employer', to: 'cancelled' },
  { from: 'accepted', action: 'checkIn', side: 'worker', to: 'checked_in' },
  { from: 'checked_in', action: 'checkOut', side: 'worker', to: 'checked_out' },
  { from: 'checked_out', action: 'confirm', side: 'employer', to: 'confirmed' },
];

/** The row for a step from a state taken by one side, if the table allows it. */
export const gigOrderStep = (from: TGigOrderStatus, action: TGigOrderAction, side: TGigOrderSide) =>
  GIG_ORDER_TRANSITIONS.find((t) => t.from === from && t.action === action && t.side === side);

/** Orders whose worker holds one of the gig's places (counted against its headcount). */
export const GIG_ORDER_HOLDING: readonly TGigOrderStatus[] = [
  'accepted',
  'checked_in',
  'checked_out',
  'confirmed',
];

/** Daily times are `HH:MM` (24 h). */
export const GIG_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Farthest a distance search looks, in kilometres (the bounding box grows with it). */
export const GIG_MAX_RADIUS_KM = 1000;
