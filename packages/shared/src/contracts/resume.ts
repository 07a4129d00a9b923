import { z } from 'zod';

/**
 * The content of a resume (DOMAIN.md "resume"), as the person writes it and as a delivery keeps it
 * in its snapshot. It holds nothing that identifies or reaches the person: name, ID number, mobile
 * and email stay on the account and Gc01 record, and are added to a view only for those entitled
 * to them. Validated at the server on every write; the web form uses the same schema.
 */

/** `YYYY-MM`: months are as precise as resumes go. */
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'format');
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, 'required').max(max);

/** A period that may still be running (`end` null = "to date"); the end is never before the start. */
const period = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, start: ZMonth, end: ZMonth.nullable() }).superRefine((value, ctx) => {
    const { start, end } = value as { start: string; end: string | null };
    if (end !== null && end < start)
      ctx.addIssue({ code: 'custom', message: 'endBeforeStart', path: ['end'] });
  });

export const RESUME_LIMITS = {
  entries: 20,
  skills: 30,
  intentionCodes: 5,
  longText: 2000,
} as const;

/** The person's situation at a glance; name and contacts come from the profile, not from here. */
export const ZResumeBasic = z.object({
  /** Job-seeking status dictionary code (e.g. looking now, open to offers, not looking). */
  seekingStatus: text(20).default(''),
  /** Highest education dictionary code. */
  education: text(20).default(''),
  workYears: z.number().int().min(0).max(60).nullable().default(null),
  /** Area dictionary code of where the person lives. */
  residence: text(12).default(''),
});

export const ZResumeIntention = z.object({
  /** Job-category dictionary codes. */
  categories: z.array(text(8)).max(RESUME_LIMITS.intentionCodes).default([]),
  /** Area dictionary codes. */
  areas: z.array(text(12)).max(RESUME_LIMITS.intentionCodes).default([]),
  /** Monthly salary wish in CNY; both null = negotiable. */
  salaryMin: z.number().int().min(0).max(1_000_000).nullable().default(null),
  salaryMax: z.number().int().min(0).max(1_000_000).nullable().default(null),
  /** Job type dictionary code ('' = any). */
  jobType: text(20).default(''),
  /** When the person can start: arrival dictionary code. */
  arrival: text(20).default(''),
});

export const ZResumeEducation = period({
  school: required(100),
  major: text(100).default(''),
  /** Education dictionary code of the degree. */
  degree: text(20).default(''),
});

export const ZResumeWork = period({
  company: required(100),
  position: required(100),
  description: text(RESUME_LIMITS.longText).default(''),
});

export const ZResumeProject = period({
  name: required(100),
  role: text(100).default(''),
  description: text(RESUME_LIMITS.longText).default(''),
});

export const ZResumeCertificate = z.object({
  name: required(100),
  issuer: text(100).default(''),
  date: ZMonth.nullable().default(null),
});

export const SKILL_LEVELS = ['basic', 'good', 'expert'] as const;
export const ZResumeSkill = z.object({ name: required(40), level: z.enum(SKILL_LEVELS).default('good') });

export const ZResumeContent = z.object({
  basic: ZResumeBasic.default(ZResumeBasic.parse({})),
  intention: ZResumeIntention.default(ZResumeIntention.parse({})),
  education: z.array(ZResumeEducation).max(RESUME_LIMITS.entries).default([]),
  work: z.array(ZResumeWork).max(RESUME_LIMITS.entries).default([]),
  projects: z.array(ZResumeProject).max(RESUME_LIMITS.entries).default([]),
  certificates: z.array(ZResumeCertificate).max(RESUME_LIMITS.entries).default([]),
  skills: z.array(ZResumeSkill).max(RESUME_LIMITS.skills).default([]),
  selfEvaluation: text(RESUME_LIMITS.longText).default(''),
});

export type TResumeContent = z.infer<typeof ZResumeContent>;
export type TResumeEducation = z.infer<typeof ZResumeEducation>;
export type TResumeWork = z.infer<typeof ZResumeWork>;

/** Who may see a resume on the public talent search: its owner opts in; hidden is the default. */
export const RESUME_VISIBILITIES = ['hidden', 'public'] as const;
export type TResumeVisibility = (typeof RESUME_VISIBILITIES)[number];

// The status lists live in a zod-free module, so a page that only reads a status (the posting
// page's apply button) does not pull in the resume schemas.
export * from './statuses';
