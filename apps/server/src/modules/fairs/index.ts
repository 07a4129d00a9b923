import type { TModule } from '../../core/module';
import { jobFairs } from '../../db/schema';
import { fairsRoutes } from './fairs.routes';
import { demoFairsSeed } from './fairs.seed';
import { publishedFairCount } from './public.service';

/**
 * Job fairs: the editor's fairs and booth layouts (g200201), the public list and fair page, and
 * visitors' tickets (g010706). Booth applications, their review and check-in build on these tables.
 */
export const fairsModule: TModule = {
  name: 'fairs',
  routes: fairsRoutes,
  seeds: [demoFairsSeed],
  counters: [{ key: 'fairs', tables: [jobFairs], count: ({ db }) => publishedFairCount(db) }],
};

// What other modules use of this one (its public surface).
export { assertFairDelivery } from './fair-delivery';
export { lockFairRow as lockFair, fairRow as getFair, countsOf as fairCounts } from './fairs.repository';
export type { TFairRow, TFairCounts } from './fairs.repository';
export { presentFairSummary } from './fairs.presenter';
export { fairLink } from './fairs.service';
