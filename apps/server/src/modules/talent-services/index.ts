import { TALENT_SERVICE_PERMS } from '@rcwb/shared';
import type { TModule } from '../../core/module';
import { waitingCount } from './talent-services.repository';
import { talentServiceRoutes } from './talent-services.routes';
import { talentServiceSeeds } from './talent-services.seed';

/**
 * Talent recognition and services (issue 21, g09): a person applies to be recognised at a talent
 * tier with evidence; a valid recognised tier opens the services its rules allow; reviewers
 * decide both on the workflow engine, grant subsidies and record their payments.
 */
export const talentServicesModule: TModule = {
  name: 'talent-services',
  routes: (deps) => talentServiceRoutes(deps),
  seeds: talentServiceSeeds,
  reviewQueues: (deps) => [
    {
      key: 'talent-recognitions',
      screen: 'g090202',
      perm: TALENT_SERVICE_PERMS.recognitionList,
      waiting: () => waitingCount(deps.db, 'talent-recognition'),
    },
    {
      key: 'talent-services',
      screen: 'g090302',
      perm: TALENT_SERVICE_PERMS.serviceList,
      waiting: () => waitingCount(deps.db, 'talent-service'),
    },
  ],
};

// What other modules use of this one (its public surface).
export { heldTiers } from './recognitions.service';
export { talentServiceFiles } from './evidence-files';
