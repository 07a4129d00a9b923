import { type SQL, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { sanitizeRichText } from '../../core/sanitize-html';
import { blankToUndefined, likePattern, optionalText } from '../../core/paging';
import { ZId } from '../../core/ids';

/** Field rules shared by the content kinds' add/edit bodies and list filters. */

/** A required line of text, trimmed. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'content.required').max(max, 'content.tooLong');

/** An optional line of text; absent becomes ''. */
export const plainText = (max: number) => z.string().trim().max(max, 'content.tooLong').default('');

/** Rich text from the editor, sanitised before it is stored (never trusted as sent). */
export const richText = z
  .string()
  .max(200_000, 'content.tooLong')
  .default('')
  .transform((html) => sanitizeRichText(html));

/** A calendar day, `2026-05-01`. */
export const day = z.iso.date('content.dateInvalid');
export const optionalDay = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  day.nullable().default(null),
);

/** 万元 amounts: non-negative, two decimals at most; blank = negotiable (null). */
export const optionalAmount = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number()
    .min(0, 'content.amountInvalid')
    .max(1e10, 'content.amountInvalid')
    .nullable()
    .default(null),
);

/** Stored file URLs as the upload answers them (never with the /api prefix). */
const STORED_FILE = /^\/talent\/file\/[0-9a-f-]{36}$/;
const STORED_IMAGE = /^\/files\/[0-9a-f]{32}$/;
export const storedFiles = z
  .array(z.string().regex(STORED_FILE, 'content.fileInvalid'))
  .max(5, 'content.tooMany')
  .default([]);
export const storedImage = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().regex(STORED_IMAGE, 'content.imageInvalid').nullable().default(null),
);
export const requiredImage = z.string().regex(STORED_IMAGE, 'content.imageInvalid');

/** An in-app path (`/talentPolicy`) or an http(s) address; anything else (javascript:) is refused. */
export const safeLink = z
  .string()
  .trim()
  .max(500, 'content.tooLong')
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), 'content.linkInvalid')
  .default('');

/** A row id (core/ids.ts), as the content kinds' fields name it. */
export const positiveId = ZId;
export const optionalId = z.preprocess(blankToUndefined, positiveId.optional());
export const optionalFilter = optionalText;
export const sortOrder = z.coerce.number().int().min(0).max(9999).default(0);

/** Keyword over some text columns; `%`/`_` are literal. */
export function keywordOver(keyword: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const like = likePattern(keyword);
  return or(...columns.map((c) => sql`${c} ilike ${like}`));
}
