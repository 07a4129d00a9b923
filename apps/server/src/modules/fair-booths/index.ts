import { FAIR_BOOTH_PERMS, screenPath } from '@rcwb/shared';
import type { TModule } from '../../core/module';
import { applicationList } from './booth-review';
import { fairBoothRoutes } from './fair-booths.routes';
import { markNoShows } from './no-shows';

/**
 * Booths of job fairs (issue 18): organisations apply for a booth (g010203), staff approve them
 * into booths on the review queue and check organisations and visitors in (g070108), editors list
 * every application with the per-fair figures (g200202). After a fair, absent organisations are
 * marked no-show and suspended from booking by a background job. The fairs themselves, their
 * layouts and visitors' tickets belong to modules/fairs.
 */
export const fairBoothsModule: TModule = {
  name: 'fair-booths',
  routes: fairBoothRoutes,
  reviewQueues: (deps) => [
    {
      key: 'booths',
      screen: 'g070108',
      query: { status: 'pending' },
      perm: FAIR_BOOTH_PERMS.reviewList,
      waiting: async () => (await applicationList(deps, { page: 1, limit: 1, status: 'pending' })).total,
    },
  ],
  // Fairs end at any hour; a quarter-hourly run marks their no-shows soon after (idempotent).
  jobs: (deps) => [{ name: 'fair-booths.no-shows', cron: '*/15 * * * *', run: () => markNoShows(deps) }],
};

/** Where an organisation applies for a booth, with the fair chosen (for the public fair page). */
export const boothApplyPath = (fairId: number) => screenPath('g010203:apply', undefined, { fair: fairId });

export { markNoShows } from './no-shows';
