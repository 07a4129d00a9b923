import { z } from 'zod';

/**
 * Pieces every paged list needs: paging, optional filters that arrive as text from URL-driven
 * screens, LIKE escaping, date bounds and the "page of rows + total" query.
 */

/** The pager offers 10/20/30/50 (SPEC §9); any size up to 100 is served. */
export const ZPaging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
export type TPaging = { page: number; limit: number };

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

/** An ordered query not yet run (drizzle queries run when awaited), to be cut to one page. */
type TPageable<TRow> = { limit(n: number): { offset(n: number): PromiseLike<TRow[]> } };

/**
 * One page of an ordered query and the total of its filter, read side by side. `count` is the
 * same filter's `select({ n: count() })` (or any query giving one row with `n`).
 */
export async function pageOf<TRow>(
  paging: TPaging,
  rows: TPageable<TRow>,
  count: PromiseLike<{ n: number }[]>,
): Promise<{ rows: TRow[]; total: number }> {
  const [pageRows, [total]] = await Promise.all([
    rows.limit(paging.limit).offset((paging.page - 1) * paging.limit),
    count,
  ]);
  return { rows: pageRows, total: Number(total?.n ?? 0) };
}
