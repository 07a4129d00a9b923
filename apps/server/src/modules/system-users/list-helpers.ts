import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../audit/xlsx';

/**
 * Pieces every paged list of the back office needs (users here, the audit logs too): paging,
 * optional filters that arrive as text from URL-driven screens, LIKE escaping and date bounds.
 */

/** The pager offers 10/20/30/50 (SPEC §9); any size up to 100 is served. */
export const ZPaging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

/** Blank filter values mean "no filter". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** A day (`2026-05-01`) or an instant with its offset (`2026-05-01T00:00:00+08:00`). */
export const optionalInstant = z.preprocess(
  blankToUndefined,
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
);

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Range bounds: `from` is inclusive, `to` exclusive. A bare day covers the whole day (UTC); the
 * web app sends instants at the user's local midnight instead.
 */
export const fromBound = (v: string): Date => new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
export const toBound = (v: string): Date =>
  v.length === 10 ? new Date(Date.parse(`${v}T00:00:00Z`) + 86_400_000) : new Date(v);

/** Rows an export may hold: enough for any real audit, bounded so a sheet cannot exhaust memory. */
export const EXPORT_CAP = 10_000;

/** IANA zone the export's times are written in; unknown zones fall back to the service region's. */
export const ZTimeZone = z
  .string()
  .max(64)
  .optional()
  .transform((v) => (v && isTimeZone(v) ? v : DEFAULT_TIME_ZONE));
