import type { TResumeContent } from '@rcwb/shared';
import { documentTokens } from '../job-search';

/**
 * The talent-search columns of a resume, derived from its title and content on every save: the
 * keyword tokens (the job search's tokenizer, so a keyword means the same on both searches) and
 * the intention codes the filters compare. Nothing identifying goes in: the content holds none.
 */
export function resumeSearchColumns(title: string, content: TResumeContent) {
  const tokens = documentTokens(title);
  const texts = [
    content.selfEvaluation,
    ...content.skills.map((s) => s.name),
    ...content.education.flatMap((e) => [e.school, e.major]),
    ...content.work.flatMap((w) => [w.company, w.position, w.description]),
    ...content.projects.flatMap((p) => [p.name, p.role, p.description]),
    ...content.certificates.map((c) => c.name),
  ];
  for (const text of texts) documentTokens(text, tokens);
  return {
    tokens: [...tokens],
    intentionCategories: content.intention.categories,
    intentionAreas: content.intention.areas,
  };
}
