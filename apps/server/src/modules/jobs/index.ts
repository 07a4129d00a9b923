import type { TModule } from '../../core/module';
import { moduleDictSeed } from '../system-users/system-users.seed';
import { demoPostingsSeed } from './demo-postings';
import { JOB_REVIEW_REASONS } from './jobs.dict';
import { JOB_MENUS } from './jobs.menus';
import { jobRoutes } from './jobs.routes';

/**
 * Job postings in the back office: an organisation's drafts, submissions, live postings and
 * their revisions (g050101–g050103), staff review (g070102) and the detail everyone may open
 * (g010701). Public search and pages are in modules/job-search.
 */
export const jobsModule: TModule = {
  name: 'jobs',
  routes: jobRoutes,
  menus: JOB_MENUS,
  seeds: [moduleDictSeed('jobs:dict', [JOB_REVIEW_REASONS]), demoPostingsSeed],
};
