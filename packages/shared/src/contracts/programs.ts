import { z } from 'zod';

/**
 * Talent programs (issue 20): program batches staff open for applications (g070109) and the
 * reference data of tiers and service types (g070110). A batch's category is a value of the
 * `program_category` dictionary (the SPEC's `gad021` code in the applicants' addresses).
 */

/** draft → open (taking applications) → closed (reviewing) → finished (results final). */
export const PROGRAM_BATCH_STATUSES = ['draft', 'open', 'closed', 'finished'] as const;
export type TProgramBatchStatus = (typeof PROGRAM_BATCH_STATUSES)[number];

/** Who applies to a batch: people (g020101) or organisations (g020102). */
export const PROGRAM_APPLICANT_TYPES = ['person', 'org'] as const;
export type TProgramApplicantType = (typeof PROGRAM_APPLICANT_TYPES)[number];

/** The kinds of file a required material may be uploaded as (checked by content, files module). */
export const MATERIAL_FILE_KINDS = ['pdf', 'image', 'office'] as const;
export type TMaterialFileKind = (typeof MATERIAL_FILE_KINDS)[number];

/** Reference data staff keep (g070110): talent tiers and talent service types. */
export const PROGRAM_REFERENCE_KINDS = ['tier', 'service-type'] as const;
export type TProgramReferenceKind = (typeof PROGRAM_REFERENCE_KINDS)[number];

/** Approval processes a batch can follow (core/workflow definitions published by the programs module). */
export const PROGRAM_PROCESSES = ['talent-program.person', 'talent-program.org'] as const;
export type TProgramProcess = (typeof PROGRAM_PROCESSES)[number];

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/);
const optionalCode = code.nullish().transform((v) => v || null);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZMaterial = z.object({
  name: z.string().trim().min(1).max(60),
  required: z.boolean().default(true),
  kinds: z.array(z.enum(MATERIAL_FILE_KINDS)).min(1).max(3),
});
export type TMaterial = z.infer<typeof ZMaterial>;

/** Who may apply, beyond the applicant type; every part left empty admits everyone. */
export const ZEligibility = z
  .object({
    /** The lowest `education` dictionary value accepted (values rise with the level). */
    education: optionalCode,
    ageMin: z
      .number()
      .int()
      .min(16)
      .max(100)
      .nullish()
      .transform((v) => v ?? null),
    ageMax: z
      .number()
      .int()
      .min(16)
      .max(100)
      .nullish()
      .transform((v) => v ?? null),
    /** Area codes (6 digits; a province or city admits what lies within it). */
    regions: z
      .array(z.string().regex(/^\d{6}$/))
      .max(50)
      .default([]),
    /** A talent tier code (g070110) the applicant must hold. */
    tier: optionalCode,
  })
  .refine((e) => e.ageMin === null || e.ageMax === null || e.ageMin <= e.ageMax, {
    message: 'programs.form.ageRange',
    path: ['ageMax'],
  });
export type TEligibility = z.infer<typeof ZEligibility>;

export const ZProgramBatchForm = z
  .object({
    name: z.string().trim().min(1).max(100),
    category: code,
    year: z.number().int().min(2000).max(2100),
    applicantType: z.enum(PROGRAM_APPLICANT_TYPES),
    opensOn: day,
    closesOn: day,
    quota: z.number().int().min(1).max(100_000),
    eligibility: ZEligibility,
    materials: z.array(ZMaterial).max(20).default([]),
    process: z.enum(PROGRAM_PROCESSES),
    description: z.string().trim().max(2000).default(''),
    /** Days the chosen results stay on public notice before they are final. */
    noticeDays: z.number().int().min(1).max(60).default(7),
  })
  .refine((b) => b.opensOn <= b.closesOn, { message: 'programs.form.closesBeforeOpens', path: ['closesOn'] })
  .refine((b) => new Set(b.materials.map((m) => m.name)).size === b.materials.length, {
    message: 'programs.form.materialTwice',
    path: ['materials'],
  });
export type TProgramBatchForm = z.infer<typeof ZProgramBatchForm>;

export const ZProgramReferenceForm = z.object({
  kind: z.enum(PROGRAM_REFERENCE_KINDS),
  code,
  nameZh: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type TProgramReferenceForm = z.infer<typeof ZProgramReferenceForm>;
