/*
 * Kinds, states and phases of a job fair (DOMAIN.md "job fair"). Plain constants without zod: the
 * public fair list imports them, and a module that builds schemas at load time would come with
 * them. Whether a fair is upcoming, ongoing or ended is not stored: it follows from its dates
 * (`fairPhase`).
 */

export const FAIR_KINDS = ['onsite', 'online', 'both'] as const;
export type TFairKind = (typeof FAIR_KINDS)[number];

/** The editor's state of a fair: only `published` fairs are public. */
export const FAIR_STATUSES = ['draft', 'published', 'withdrawn', 'cancelled'] as const;
export type TFairStatus = (typeof FAIR_STATUSES)[number];

export const FAIR_PHASES = ['upcoming', 'ongoing', 'ended'] as const;
export type TFairPhase = (typeof FAIR_PHASES)[number];

/** Where a fair stands at `now`, from its start and end. */
export const fairPhase = (
  fair: { startsAt: string | Date; endsAt: string | Date },
  now = new Date(),
): TFairPhase =>
  now < new Date(fair.startsAt) ? 'upcoming' : now > new Date(fair.endsAt) ? 'ended' : 'ongoing';
