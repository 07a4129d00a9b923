import { type TResumeContent, ZResumeContent } from '@rcwb/shared';

/** What the editor's form holds: the title and the content as the contract names it. */
export type ResumeFormValues = { title: string; content: TResumeContent };

/** An empty resume (the contract's defaults). */
export const emptyContent = (): TResumeContent => ZResumeContent.parse({});

/** The profile fields a new resume starts from (GET /web-auth/getGc01). */
export type ProfileBasics = { education?: string | null; workYears?: number | null; region?: string | null };

/** A new resume's basics, taken from the profile where the person has filled it in. */
export function prefilledContent(profile: ProfileBasics | null | undefined): TResumeContent {
  const content = emptyContent();
  if (!profile) return content;
  return {
    ...content,
    basic: {
      ...content.basic,
      education: profile.education ?? '',
      workYears: profile.workYears ?? null,
      residence: profile.region ?? '',
    },
  };
}

const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value.filter(Boolean) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The content of a form that may be half filled (entries just added, cleared selects), with the
 * contract's defaults where a field is missing: enough for the live completeness.
 */
export function draftContent(values: Partial<ResumeFormValues> | undefined): TResumeContent {
  const c = (values?.content ?? {}) as Partial<TResumeContent>;
  const base = emptyContent();
  return {
    basic: {
      ...base.basic,
      ...c.basic,
      seekingStatus: text(c.basic?.seekingStatus),
      education: text(c.basic?.education),
      residence: text(c.basic?.residence),
    },
    intention: {
      ...base.intention,
      ...c.intention,
      categories: list(c.intention?.categories),
      areas: list(c.intention?.areas),
    },
    education: list(c.education),
    work: list(c.work),
    projects: list(c.projects),
    certificates: list(c.certificates),
    skills: list(c.skills),
    selfEvaluation: text(c.selfEvaluation),
  };
}

/** A field message of the editor: where (form name path) and which message key. */
export type ContentError = { name: (string | number)[]; messageKey: string };

/** Messages the shared schema uses, as the editor's keys; others fall back to "check this field". */
const MESSAGE_KEYS: Record<string, string> = {
  required: 'resumeUi.error.required',
  format: 'resumeUi.error.month',
  endBeforeStart: 'resumeUi.error.endBeforeStart',
};

/**
 * Checks the content with the same schema the server applies. Empty selects come back from antd
 * as undefined; they are the contract's blanks, not errors.
 */
export function checkContent(
  values: ResumeFormValues,
): { ok: true; content: TResumeContent } | { ok: false; errors: ContentError[] } {
  const parsed = ZResumeContent.safeParse(draftContent(values));
  if (parsed.success) return { ok: true, content: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      name: ['content', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      messageKey: MESSAGE_KEYS[issue.message] ?? 'resumeUi.error.invalid',
    })),
  };
}
