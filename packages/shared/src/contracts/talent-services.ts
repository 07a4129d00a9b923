import { z } from 'zod';

/**
 * Talent recognition (g090201 / g090202) and talent services (g090301 / g090302), issue 21: a
 * person applies to be recognised at a tier with evidence; a valid recognised tier opens the
 * services its rules allow; reviewers decide both on the workflow engine, grant subsidies with an
 * amount and period and record their payments.
 */

/** The workflow kinds and processes of recognitions and service requests. */
export const TALENT_RECOGNITION_KIND = 'talent-recognition';
export const TALENT_SERVICE_KIND = 'talent-service';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One uploaded file per evidence item or material, by its name. */
export const ZTalentFile = z.object({
  name: z.string().trim().min(1).max(60),
  fileId: z.string().min(1).max(64),
});
export type TTalentFileForm = z.infer<typeof ZTalentFile>;

/** A person's application to be recognised at a tier (its code), or its changes after a return. */
export const ZRecognitionForm = z.object({
  statement: z.string().trim().min(1).max(2000),
  evidence: z.array(ZTalentFile).max(20).default([]),
});
export const ZRecognitionApply = ZRecognitionForm.extend({ tier: z.string().trim().min(1).max(20) });
export type TRecognitionForm = z.infer<typeof ZRecognitionForm>;
export type TRecognitionApply = z.infer<typeof ZRecognitionApply>;

/** A person's request for a service: why, how to reach them, and the type's materials. */
export const ZServiceRequestForm = z.object({
  reason: z.string().trim().min(1).max(2000),
  contact: z
    .string()
    .trim()
    .regex(/^\d{11}$/, 'programs.application.mobileInvalid'),
  materials: z.array(ZTalentFile).max(20).default([]),
});
export const ZServiceRequestApply = ZServiceRequestForm.extend({ type: z.string().trim().min(1).max(20) });
export type TServiceRequestForm = z.infer<typeof ZServiceRequestForm>;
export type TServiceRequestApply = z.infer<typeof ZServiceRequestApply>;

/** What a reviewer does at a step of either process. */
export const TALENT_REVIEW_ACTIONS = ['approve', 'return', 'reject'] as const;
export const ZTalentReviewAct = z.object({
  /** The step the reviewer's screen shows: a step decided meanwhile is refused. */
  step: z.string().min(1).max(60),
  action: z.enum(TALENT_REVIEW_ACTIONS),
  opinion: z.string().trim().max(1000).default(''),
  /** Granting a subsidy: the amount (yuan) and the period it is paid over. */
  grant: z
    .object({ amount: z.number().int().positive().max(100_000_000), from: day, until: day })
    .nullish()
    .transform((v) => v ?? null),
});
export type TTalentReviewAct = z.infer<typeof ZTalentReviewAct>;

/** A payment of a granted subsidy. */
export const ZSubsidyPayment = z.object({
  paidOn: day,
  amount: z.number().int().positive().max(100_000_000),
  reference: z.string().trim().min(1).max(60),
});
export type TSubsidyPayment = z.infer<typeof ZSubsidyPayment>;
