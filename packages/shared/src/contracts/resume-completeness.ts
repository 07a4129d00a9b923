import type { TResumeContent } from './resume';

/**
 * Completeness of a resume: one pure function the server stores on every save and the editor
 * shows live while the person types, so both always agree.
 */

/** The parts of a resume the completeness counts, in the editor's order. */
export const RESUME_SECTIONS = [
  'basic',
  'intention',
  'education',
  'work',
  'projects',
  'certificates',
  'skills',
  'selfEvaluation',
  'photo',
  'attachment',
] as const;
export type TResumeSection = (typeof RESUME_SECTIONS)[number];

/**
 * How much each section weighs (sum 100). What an organisation reads first weighs most: the
 * intention (what the person wants, and what the talent search filters on), education and work
 * history — 15 each. The basics (seeking status, education level, residence), projects, skills and
 * the self-evaluation make the resume convincing — 10 each. Certificates, the photo and an
 * attached file are welcome extras that many good resumes lack — 5 each.
 */
export const SECTION_WEIGHTS: Readonly<Record<TResumeSection, number>> = {
  basic: 10,
  intention: 15,
  education: 15,
  work: 15,
  projects: 10,
  certificates: 5,
  skills: 10,
  selfEvaluation: 10,
  photo: 5,
  attachment: 5,
};

/** A section counts when it holds what a reader needs from it (all or nothing, no partial credit). */
const FILLED: Record<TResumeSection, (c: TResumeContent, files: TResumeFiles) => boolean> = {
  basic: (c) => c.basic.seekingStatus !== '' && c.basic.education !== '' && c.basic.residence !== '',
  intention: (c) => c.intention.categories.length > 0 && c.intention.areas.length > 0,
  education: (c) => c.education.length > 0,
  work: (c) => c.work.length > 0,
  projects: (c) => c.projects.length > 0,
  certificates: (c) => c.certificates.length > 0,
  skills: (c) => c.skills.length > 0,
  selfEvaluation: (c) => c.selfEvaluation.trim() !== '',
  photo: (_c, f) => f.photo,
  attachment: (_c, f) => f.attachment,
};

export type TResumeFiles = { photo: boolean; attachment: boolean };

/** Completeness in percent (0–100) and the sections still missing, in the editor's order. */
export function resumeCompleteness(
  content: TResumeContent,
  files: TResumeFiles,
): { percent: number; missing: TResumeSection[] } {
  let percent = 0;
  const missing: TResumeSection[] = [];
  for (const section of RESUME_SECTIONS) {
    if (FILLED[section](content, files)) percent += SECTION_WEIGHTS[section];
    else missing.push(section);
  }
  return { percent, missing };
}

/**
 * The completeness at which the portal deems a resume complete: the workbench asks the person to
 * finish any resume below it, and delivering one below it asks first.
 */
export const RESUME_COMPLETE_PERCENT = 100;
