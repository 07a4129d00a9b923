import type { TModule } from '../../core/module';
import { accountsRoutes } from './accounts.routes';
import { demoApplicantsSeed } from './demo-applicants';
import { demoProfilesSeed, reviewDraftSeed } from './demo-profiles';
import { staffRoutes } from './staff.routes';

/**
 * Accounts and identity: registration (Gc01 individuals, Gb01 organisations), the profile
 * records and their completeness, password recovery, mobile binding, the area picker, and the
 * staff calls of organisation review and account locking with their screens (g070101 gbIndex
 * organisations, gcIndex individuals).
 */
export const accountsModule: TModule = {
  name: 'accounts',
  routes: (deps) => [...accountsRoutes(deps), ...staffRoutes(deps)],
  seeds: [reviewDraftSeed, demoProfilesSeed, demoApplicantsSeed],
};

// What other modules use of this one (its public surface).
export { syncProfileFlag } from './completeness';
export { checkDictFields } from './field-rules';
export { checkIdNumber } from './identity-number';
export { mobileOwner } from './profiles.repository';
export { profileMissing } from './completeness';
