import type { TModule } from '../../core/module';
import { moduleDictSeed } from '../system-users';
import { demoPostingsSeed } from './demo-postings';
import { JOB_REVIEW_REASONS } from './jobs.dict';
import { JOB_PERMS } from '@rcwb/shared';
import { jobRoutes } from './jobs.routes';
import { reviewList } from './review.service';
import { type TClosingListener, closingHandler } from './closing';
import { type TPublicationListener, publicationAnnouncer } from './publication';

export { recruitmentCollectionKinds } from './jobs.collectable';
export type { TPublicationListener } from './publication';
export type { TAfterCommit, TClosingListener } from './closing';

/**
 * Job postings in the back office: an organisation's drafts, submissions, live postings and
 * their revisions (g050101–g050103), staff review (g070102) and the detail everyone may open
 * (g010701). Public search and pages are in modules/job-search. `onPublished` listeners hear of
 * every publication after it committed (e.g. job alerts); `onClosed` listeners run inside the
 * transaction that closes a published posting (e.g. its open deliveries close with it).
 */
export function jobsModule(
  onPublished: readonly TPublicationListener[] = [],
  onClosed: readonly TClosingListener[] = [],
): TModule {
  return {
    name: 'jobs',
    routes: (deps) =>
      jobRoutes(deps, publicationAnnouncer(deps, onPublished), closingHandler(deps, onClosed)),
    seeds: [moduleDictSeed('jobs:dict', [JOB_REVIEW_REASONS]), demoPostingsSeed],
    // The g070102 list opens on its queue: new submissions and changes to live postings.
    reviewQueues: (deps) => [
      {
        key: 'postings',
        screen: 'g070102',
        perm: JOB_PERMS.reviewList,
        waiting: async () => (await reviewList(deps, { page: 1, limit: 1 })).total,
      },
    ],
  };
}

// What other modules use of this one (its public surface).
export { findJob, orgApproved } from './jobs.repository';
export type { TJobRow } from './jobs.repository';
export { randomSource, sampleReferences } from './sample-postings';
export { postingsExport } from './jobs.export-dataset';
