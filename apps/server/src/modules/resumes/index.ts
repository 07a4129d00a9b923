import type { TModule } from '../../core/module';
import { moduleDictSeed } from '../system-users';
import { demoPersonResumesSeed, demoSeekersSeed } from './demo-resumes';
import { RESUME_DICTS } from './resumes.dict';
import { resumeRoutes } from './resumes.routes';

export {
  defaultResumeOf,
  deliverableResume,
  deliverableResumes,
  type TResumeRow,
} from './resumes.repository';
export { presentResume, contactOf, resumeFiles, type TResumeView } from './present-resume';
export { DEMO_PERSON_USERNAMES, demoSeekersSeed } from './demo-resumes';
export { RESUME_PERMS } from '@rcwb/shared';

/**
 * A person's resumes (g010501 list, g010401 editor), the resume page everyone entitled opens
 * (standalone g070104/resume) and the staff resume registry (g070103). Deliveries, the talent
 * search and recommendations read resumes through `defaultResumeOf`, `deliverableResume` and
 * `presentResume`.
 */
export const resumesModule: TModule = {
  name: 'resumes',
  routes: resumeRoutes,
  seeds: [moduleDictSeed('resumes:dict', RESUME_DICTS), demoPersonResumesSeed, demoSeekersSeed],
};

// What other modules use of this one (its public surface).
export { orgMaySeeContact, recordContactView } from './contact-access';
export { registryResumeFiles } from './resume-file-grant';
export { ageOn } from './present-resume';
