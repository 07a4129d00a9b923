import { type TProgramApplicantType, screenPath } from '@rcwb/shared';

/**
 * Where each party opens a program application, for the links of their messages: the applicant
 * their application on their programs screen (the card of that application, with its timeline),
 * the reviewers its whole dossier, and the experts assigned to score it their scoring form.
 */
export function applicationLinks(type: TProgramApplicantType, id: number) {
  const query = { application: String(id) };
  return {
    link:
      type === 'person' ? screenPath('g020101', undefined, query) : screenPath('g020102', undefined, query),
    reviewLink: screenPath(type === 'person' ? 'g060101:detailX' : 'g060104:detailX', { id }),
    assigneeLink: screenPath('g060107:score', { id }),
  };
}
