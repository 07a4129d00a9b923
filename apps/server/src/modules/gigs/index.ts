import { GIG_PERMS } from '@rcwb/shared';
import type { TModule } from '../../core/module';
import { gigRoutes } from './gigs.routes';
import { cardReviewList, gigReviewList } from './gig-review';
import { demoGigsSeed } from './demo-gigs';

/**
 * Flexible employment (issue 19): gig postings by approved organisations and persons with a
 * complete identity, persons' worker cards, staff review of both (g070106, g070107), orders from
 * application or invitation to the confirmed amount, mutual ratings, and the public market with
 * its distance search (docs/adr/0015-gig-distance.md).
 */
export const gigsModule: TModule = {
  name: 'gigs',
  routes: (deps) => gigRoutes(deps),
  seeds: [demoGigsSeed],
  reviewQueues: (deps) => [
    {
      key: 'gigs',
      screen: 'g070106',
      perm: GIG_PERMS.reviewList,
      waiting: async () => (await gigReviewList(deps, { page: 1, limit: 1 })).total,
    },
    {
      key: 'worker-cards',
      screen: 'g070107',
      perm: GIG_PERMS.cardReviewList,
      waiting: async () => (await cardReviewList(deps, { page: 1, limit: 1 })).total,
    },
  ],
};

// What other modules use of this one (its public surface): the map's gig layer.
export { gigPoints } from './market.service';
export type { TBox, TPoint } from './distance';
