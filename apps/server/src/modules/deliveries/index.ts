import type { TModule } from '../../core/module';
import { moduleDictSeed } from '../system-users';
import { deliveriesDemoSeed } from './demo-seed';
import { DELIVERY_REJECT_REASONS } from './deliveries.dict';
import { deliveryRoutes } from './deliveries.routes';

export { closeDeliveriesOfPosting } from './posting-closed';
export { deliveredResumeFiles, deliveryRegistryFiles } from './resume-files';

/**
 * Deliveries (a person sends a resume to a posting), the organisation's pipeline, interviews and
 * the person's replies to invitations to apply (docs/deliveries.md). The demo seed needs the
 * resumes seed to have run: register this module after the resumes module.
 */
export const deliveriesModule: TModule = {
  name: 'deliveries',
  routes: deliveryRoutes,
  seeds: [moduleDictSeed('deliveries:dict', [DELIVERY_REJECT_REASONS]), deliveriesDemoSeed],
};
export { deliveriesExport } from './deliveries.export-dataset';
