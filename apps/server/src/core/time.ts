/** Timestamps leave the API as ISO 8601 text; the driver gives Dates, raw SQL may give text. */
export type TTimestamp = Date | string;

export const iso = (d: TTimestamp): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** An optional timestamp: null stays null. */
export const isoOrNull = (d: TTimestamp | null | undefined): string | null =>
  d === null || d === undefined ? null : iso(d);

/** The portal's time zone: its calendar days (validity, deadlines, dates printed) are days there. */
export const PORTAL_TIME_ZONE = 'Asia/Shanghai';

const portalCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE });

/**
 * The calendar day (`2026-12-08`) of a moment in the portal's time zone, now by default. Not the
 * UTC day of `toISOString()`: from midnight to 8 a.m. in China that is still the day before.
 */
export const portalDay = (at: Date = new Date()): string => portalCalendar.format(at);
