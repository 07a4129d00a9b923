import { z } from 'zod';
import { blankToUndefined, optionalText } from '../../core/paging';

const optional = (re: RegExp) => z.preprocess(blankToUndefined, z.string().trim().regex(re).optional());

export const SEARCH_SORTS = ['relevance', 'newest', 'salary'] as const;
export const POSTED_WITHIN_DAYS = [1, 3, 7, 30] as const;

/**
 * One public job search: everything the URL of findJob/queryJob holds. Codes are the
 * dictionaries' values; a tree code of any level filters its whole branch.
 */
export const ZJobSearch = z.object({
  keyword: optionalText(50),
  /** Area dictionary code: province, city or district. */
  area: optional(/^\d{6}$/),
  /** Job-category group (`NN`) or job (`NNMM`). */
  category: optional(/^\d{2}(?:\d{2})?$/),
  /** Industry section (`A`–`T`) or division (`NN`). */
  industry: optional(/^(?:[A-Z]|\d{2})$/),
  /** A salary_band value: `min-max`, `min-` or `negotiable`. */
  salary: optional(/^(?:\d{1,7}-\d{0,7}|negotiable)$/),
  education: optional(/^\w{1,8}$/),
  experience: optional(/^\w{1,8}$/),
  jobType: optional(/^\w{1,8}$/),
  postedWithin: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => (POSTED_WITHIN_DAYS as readonly number[]).includes(n))
      .optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(SEARCH_SORTS).default('relevance')),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TJobSearch = z.infer<typeof ZJobSearch>;

export const ZCompanyJobs = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
