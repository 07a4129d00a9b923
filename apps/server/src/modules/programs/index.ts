import type { TModule } from '../../core/module';
import { programsRoutes } from './programs.routes';
import { programSeeds } from './programs.seed';

/**
 * Talent programs (issue 20): staff's program batches (g070109) and the tiers and service types
 * (g070110), with the review processes their applications follow on the workflow engine.
 */
export const programsModule: TModule = {
  name: 'programs',
  routes: programsRoutes,
  seeds: programSeeds,
};
