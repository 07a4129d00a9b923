import { z } from 'zod';

/**
 * Expert scoring of talent program applications (g060103 / g060106, the expert's scoring tasks)
 * and the public notice of the results: what the API takes and answers.
 */

const ZCriterionKey = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'programScoring.sheet.key');

/** One weighted criterion of a scoring sheet: the expert gives 0..max, it counts for `weight` of 100. */
export const ZScoreCriterion = z.object({
  key: ZCriterionKey,
  name: z.object({ en: z.string().trim().min(1).max(60), 'zh-CN': z.string().trim().min(1).max(30) }),
  weight: z.number().int().min(1).max(100),
  max: z.number().int().min(1).max(100),
});
export type TScoreCriterion = z.infer<typeof ZScoreCriterion>;

/** A program category's scoring sheet: 2 to 10 criteria whose weights sum to 100. */
export const ZScoreSheet = z
  .array(ZScoreCriterion)
  .min(2)
  .max(10)
  .refine((c) => c.reduce((s, x) => s + x.weight, 0) === 100, 'programScoring.sheet.weights')
  .refine((c) => new Set(c.map((x) => x.key)).size === c.length, 'programScoring.sheet.keyTwice');
export type TScoreSheet = z.infer<typeof ZScoreSheet>;

export const SCORE_COMMENT_MAX = 1000;

/** An expert's scores: a whole number per criterion of the sheet, and a comment. */
export const ZScoreForm = z.object({
  scores: z.record(ZCriterionKey, z.number().int().min(0).max(100)),
  comment: z.string().trim().max(SCORE_COMMENT_MAX).default(''),
});
export type TScoreForm = z.input<typeof ZScoreForm>;

/** Where a notice entry stands: on notice now, final after its period, or withdrawn (reopened). */
export const NOTICE_ENTRY_STATES = ['on-notice', 'final', 'withdrawn'] as const;
export type TNoticeEntryState = (typeof NOTICE_ENTRY_STATES)[number];

/** One entry of a public notice as the portal shows it: no personal data beyond these. */
export type TPublicNoticeEntry = {
  id: number;
  name: string;
  organisation: string;
  program: string;
  batch: string;
  publishedAt: string;
  endsAt: string;
  state: TNoticeEntryState;
};
