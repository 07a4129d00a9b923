/** Timestamps leave the API as ISO 8601 text; the driver gives Dates, raw SQL may give text. */
export type TTimestamp = Date | string;

export const iso = (d: TTimestamp): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** An optional timestamp: null stays null. */
export const isoOrNull = (d: TTimestamp | null | undefined): string | null =>
  d === null || d === undefined ? null : iso(d);
