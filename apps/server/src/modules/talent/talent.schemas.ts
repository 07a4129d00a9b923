import { z } from 'zod';
import { blankToUndefined, optionalText } from '../../core/paging';
import { ZId } from '../../core/ids';

const optional = (re: RegExp) => z.preprocess(blankToUndefined, z.string().trim().regex(re).optional());

export const TALENT_SORTS = ['relevance', 'newest'] as const;
/** SPEC §9 page sizes. */
export const TALENT_PAGE_SIZES = [10, 20, 30, 50] as const;

/**
 * One talent search: everything the URL of findTalent (and the back office's g050202) holds.
 * Codes are the dictionaries' values; a tree code of any level filters its whole branch.
 */
export const ZTalentSearch = z.object({
  keyword: optionalText(50),
  /** Job-category group (`NN`) or job (`NNMM`) of the intention. */
  category: optional(/^\d{2}(?:\d{2})?$/),
  /** Area dictionary code of the intention: province, city or district. */
  area: optional(/^\d{6}$/),
  /** Education dictionary code of the highest education. */
  education: optional(/^\w{1,8}$/),
  /** Work-experience dictionary code (`experience`): a band of work years; `0` ("any") is none. */
  experience: optional(/^[0-6]$/),
  sort: z.preprocess(blankToUndefined, z.enum(TALENT_SORTS).default('relevance')),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (TALENT_PAGE_SIZES as readonly number[]).includes(n))
    .default(20),
});
export type TTalentSearch = z.infer<typeof ZTalentSearch>;

/** An organisation invites the owner of a public resume to apply for one of its postings. */
export const ZInvite = z.object({
  resumeId: ZId,
  jobId: ZId,
  message: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
});
export type TInvite = z.infer<typeof ZInvite>;

export const ZSentInvitations = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['pending', 'accepted', 'declined']).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZPagingOnly = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
