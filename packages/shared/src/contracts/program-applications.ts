import { z } from 'zod';

/**
 * Talent program applications (issue 20, g020101 individuals / g020102 organisations): step 1 the
 * applicant information (prefilled from the person's Gc01 or the organisation's Gb01), step 2 one
 * file per material of the batch and the declaration, then submit into the batch's review process.
 * Drafts accept blanks; submitting asks for what the review needs (PROGRAM_INFO_REQUIRED).
 */

const text = (max: number) => z.string().trim().max(max).default('');
const optionalCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,20}$/)
  .nullish()
  .transform((v) => v || null);

export const ZProgramApplicantInfo = z.object({
  /** The person's or the organisation's name. */
  name: text(100),
  /** Organisations: who answers for the application; people leave it blank. */
  contact: text(50),
  mobile: z
    .string()
    .trim()
    .regex(/^(\d{11})?$/, 'programs.application.mobileInvalid')
    .default(''),
  email: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'programs.application.emailInvalid')
    .default(''),
  /** Area code (6 digits) of where the applicant lives or works. */
  region: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/)
    .default(''),
  address: text(200),
  /** People: `education` dictionary value, birth date, school and major. */
  education: optionalCode,
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish()
    .transform((v) => v ?? null),
  school: text(100),
  major: text(60),
  /** Organisations: the unified social credit code and the `industry` dictionary value. */
  creditCode: text(30),
  industry: optionalCode,
  /** The achievements (people) or the team and its plan (organisations) the reviewers read. */
  summary: text(2000),
});
export type TProgramApplicantInfo = z.infer<typeof ZProgramApplicantInfo>;

/** What submitting asks of step 1: the reviewers need to know who applies, how to reach them, and why. */
export const PROGRAM_INFO_REQUIRED = ['name', 'mobile', 'region', 'summary'] as const;

export const ZProgramMaterialsForm = z.object({
  /** One file per material, by the material's name in the batch; a null file clears it. */
  files: z
    .array(z.object({ name: z.string().trim().min(1).max(60), fileId: z.string().uuid().nullable() }))
    .max(20)
    .refine((fs) => new Set(fs.map((f) => f.name)).size === fs.length, 'programs.application.materialTwice'),
  /** "What I state here is true": the applicant's declaration, required to submit. */
  declared: z.boolean(),
});
export type TProgramMaterialsForm = z.infer<typeof ZProgramMaterialsForm>;

/** The materials as the application stores them: a file per material name. */
export type TProgramMaterialFile = { name: string; fileId: string };
