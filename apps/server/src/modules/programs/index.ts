import type { TModule } from '../../core/module';
import { applicationRoutes } from './applications.routes';
import { programsRoutes } from './programs.routes';
import { programSeeds } from './programs.seed';

/**
 * Talent programs (issue 20): staff's program batches (g070109) and the tiers and service types
 * (g070110), with the review processes their applications follow on the workflow engine, and
 * the applicants' applications (g020101 individuals, g020102 organisations).
 */
export const programsModule: TModule = {
  name: 'programs',
  routes: (deps) => [...programsRoutes(deps), ...applicationRoutes(deps)],
  seeds: programSeeds,
};

// What other modules use of this one (its public surface).
export { programApplicationMaterials } from './application-files';
export { programApplicationsExport } from './applications.export-dataset';
export { PROGRAM_APPLICATION_KIND } from './applications.repository';
export { NOTICE_DEFAULT_DAYS, PROGRAM_PROCESS_DEFINITIONS } from './programs.processes';
