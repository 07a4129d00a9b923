import { type TProgramApplicantType, screenPath } from '@rcwb/shared';

/**
 * The two steps' standalone pages (SPEC §2.2 `addOne|addTwo/{id}/{gad002}/{gad021}/{type}`):
 * `id` the application, `gad002` its batch, `gad021` the batch's program category, `type` the
 * full-page form (`form`) or its printable A4 sheet (`print`). The server reads only the id.
 */
export type TApplicationMode = 'form' | 'print';

export function applicationPath(
  applicant: TProgramApplicantType,
  step: 'addOne' | 'addTwo',
  app: { id: number; batch: { id: number; category: string } },
  mode: TApplicationMode = 'form',
): string {
  const params = { id: app.id, gad002: app.batch.id, gad021: app.batch.category, type: mode };
  if (applicant === 'person')
    return screenPath(step === 'addOne' ? 'g020101:addOne' : 'g020101:addTwo', params);
  return screenPath(step === 'addOne' ? 'g020102:addOne' : 'g020102:addTwo', params);
}

/** The applicant's index screen, where the pages lead back to. */
export const applicantIndexPath = (applicant: TProgramApplicantType) =>
  screenPath(applicant === 'person' ? 'g020101' : 'g020102');
