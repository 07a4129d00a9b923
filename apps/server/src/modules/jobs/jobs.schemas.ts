import { z } from 'zod';
import { JOB_STATUSES } from '../../db/schema';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { ZId } from '../../core/ids';

/** Trimmed text counted in characters (not UTF-16 units), so a Chinese title gets its full length. */
const text = (min: number, max: number, key: string) =>
  z
    .string()
    .max(max * 4, key)
    .transform((v) => v.normalize('NFC').trim())
    .refine((v) => [...v].length >= min && [...v].length <= max, { message: key });
const optText = (max: number, key: string) =>
  z
    .string()
    .max(max * 4, key)
    .nullish()
    .transform((v) => v?.normalize('NFC').trim() || null)
    .refine((v) => v === null || [...v].length <= max, { message: key });
const code = z.string().trim().min(1, 'jobs.required').max(16, 'jobs.required');
const salary = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number()
    .int('jobs.salaryRange')
    .min(1, 'jobs.salaryRange')
    .max(1_000_000, 'jobs.salaryRange')
    .nullable(),
);

/** What an organisation fills in; the same for add, edit and copy. */
export const ZJobFields = z
  .object({
    title: text(1, 50, 'jobs.titleLength'),
    category: code,
    industry: code,
    area: code,
    salaryMin: salary,
    salaryMax: salary,
    education: code,
    experience: code,
    jobType: code,
    headcount: z.coerce
      .number()
      .int('jobs.headcountRange')
      .min(1, 'jobs.headcountRange')
      .max(9999, 'jobs.headcountRange'),
    welfare: z
      .array(text(1, 12, 'jobs.welfareLength'))
      .max(12, 'jobs.welfareCount')
      .default([]),
    description: z.string().max(50_000, 'jobs.descriptionLength'),
    contactName: optText(30, 'jobs.contactLength'),
    contactPhone: optText(30, 'jobs.contactLength').refine(
      (v) => v === null || /^[0-9+()\- ]{5,30}$/.test(v),
      {
        message: 'jobs.phoneInvalid',
      },
    ),
  })
  .refine((f) => (f.salaryMin === null) === (f.salaryMax === null), {
    message: 'jobs.salaryBoth',
    path: ['salaryMax'],
  })
  .refine((f) => f.salaryMin === null || f.salaryMax === null || f.salaryMin <= f.salaryMax, {
    message: 'jobs.salaryOrder',
    path: ['salaryMax'],
  });
export type TJobInput = z.infer<typeof ZJobFields>;

export const ZAddJob = ZJobFields.and(
  z.object({
    /** The posting this one was copied from (g050102/add/{id}/{type}); it must be the caller's. */
    copiedFrom: z.preprocess(blankToUndefined, ZId.optional()),
  }),
);

export const ZMyJobList = z.object({
  ...ZPaging,
  title: optionalText(50),
  status: z.preprocess(blankToUndefined, z.enum(JOB_STATUSES).optional()),
});
export type TMyJobList = z.infer<typeof ZMyJobList>;

/** The review queue: pending submissions and revisions by default, or any state. */
export const ZReviewList = z.object({
  ...ZPaging,
  title: optionalText(50),
  orgName: optionalText(50),
  status: z.preprocess(blankToUndefined, z.enum([...JOB_STATUSES, 'review']).optional()),
});
export type TReviewList = z.infer<typeof ZReviewList>;

/** A reason is required to reject or take down; typed freely or picked from the reason list. */
export const ZReason = z.object({ reason: text(1, 200, 'jobs.reasonRequired') });
export const ZApprove = z.object({ note: optText(200, 'jobs.reasonLength') });
